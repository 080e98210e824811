/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { commentsOf, missingIn, repositoryOf } from './cited-names';
import { scripts } from '../../../package.json';

/**
 * Every repository path and every file name the docs and the code's comments cite exists: a moved
 * or renamed file fails here instead of leaving a comment that points nowhere. Vite lists the files
 * and reads the texts when the test is built.
 */
const files = Object.keys(
  import.meta.glob(['/**/*', '!**/node_modules/**', '!/.wrangler/**', '!/.tsbuild/**', '!/test-results/**', '!/playwright-report/**', '!/dist/**']),
).map((file) => file.slice(1));
// Vite leaves the importing file out of its own glob.
files.push('tests/worker/house/cited-paths.test.ts');
const repository = repositoryOf(files);

const docs = import.meta.glob<string>(['/README.md', '/docs/**/*.md'], { query: '?raw', import: 'default', eager: true });
const code = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx,css}', '/client/**/*.{ts,tsx}', '/tests/**/*.ts', '/scripts/**/*.{mjs,cjs}', '/*.{ts,cjs}', '!/src/worker-configuration.d.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

const missingInDocs = (texts: Record<string, string>) => Object.entries(texts).flatMap(([file, text]) => missingIn(repository, file.slice(1), text, false));
const missingInComments = (texts: Record<string, string>) =>
  Object.entries(texts).flatMap(([file, text]) => missingIn(repository, file.slice(1), commentsOf(text), true));

describe('paths cited in the docs and the comments', () => {
  it('reads the repository', () => {
    expect(repository.existing.has('src/index.tsx') && repository.existing.has('docs/decisions')).toBe(true);
    expect(Object.keys(docs).length).toBeGreaterThan(30);
    expect(Object.keys(code).length).toBeGreaterThan(150);
  });

  it('finds a path, a bare name and a module named away from its folder that are gone', () => {
    const made = {
      '/docs/guides/made-up.md': 'See `src/http/no-such-module.ts`, `no-such-module.ts` and `field-rules.ts`, `wrangler.toml`, `0009-retention.md`.',
    };
    expect(missingInDocs(made)).toEqual([
      'docs/guides/made-up.md cites src/http/no-such-module.ts',
      'docs/guides/made-up.md cites no-such-module.ts, which no file of the repository is',
    ]);
    const comment = { '/src/submissions/made-up.ts': '/** Built from `rules.ts` and `limits.ts` (wrangler.toml). */\nconst path = "gone.ts";' };
    expect(missingInComments(comment)).toEqual(['src/submissions/made-up.ts cites rules.ts, which is not beside it but src/launch/rules.ts']);
  });

  it('exist, in the README, docs/architecture.md, the guides and the decision records', () => {
    expect(missingInDocs(docs)).toEqual([]);
  });

  it('exist, in the comments of the code, tests and scripts', () => {
    expect(missingInComments(code)).toEqual([]);
  });
});

describe('commands cited in the docs', () => {
  it('name scripts of package.json', () => {
    const named = Object.entries(docs).flatMap(([file, text]) => [...text.matchAll(/npm run ([\w:-]+)/g)].map(([, script]) => [file.slice(1), script]));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter(([, script]) => !(script in scripts)).map(([file, script]) => `${file} names npm run ${script}`)).toEqual([]);
  });
});

describe('decision records', () => {
  const records = Object.entries(docs).filter(([file]) => /^\/docs\/decisions\/\d{4}-/.test(file));

  it('each has its date, its status and its context', () => {
    expect(records.length).toBeGreaterThan(40);
    const incomplete = records
      .filter(([, text]) => !/^Date: \d{4}-\d{2}-\d{2}$/m.test(text) || !/^Status: \S/m.test(text) || !/^## Context$/m.test(text))
      .map(([file]) => file.slice(1));
    expect(incomplete).toEqual([]);
  });
});
