/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/**
 * Every repository path the docs and the code's comments cite exists: a moved or renamed file
 * fails here instead of leaving a comment that points nowhere. Vite lists the files and reads the
 * texts when the test is built.
 */
const repository = Object.keys(
  import.meta.glob(['/**/*', '!**/node_modules/**', '!/.wrangler/**', '!/.tsbuild/**', '!/test-results/**', '!/playwright-report/**', '!/dist/**']),
).map((file) => file.slice(1));
// Vite leaves the importing file out of its own glob.
repository.push('tests/worker/cited-paths.test.ts');
const existing = new Set(repository.flatMap((file) => file.split('/').map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
/** Written by the assets and pages builds, so absent from a fresh clone. */
const generated = /^(src\/generated|public\/build|public\/server|public\/_headers)(\/|$)/;

const docs = import.meta.glob<string>(['/README.md', '/docs/**/*.md'], { query: '?raw', import: 'default', eager: true });
const code = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx,css}', '/client/**/*.{ts,tsx}', '/tests/**/*.ts', '/scripts/**/*.{mjs,cjs}', '/*.{ts,cjs}', '!/src/worker-configuration.d.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** The comments of a source file: block comments, and line comments not inside a string or URL. */
const commentsOf = (text: string) => [...text.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/.*$/gm)].map((found) => found[0]).join('\n');

/** Paths under a top folder of the repository; one with a wildcard or a placeholder is a pattern, not a citation. */
const cited = /(?<![\w./@-])((?:src|client|tests|scripts|docs|locales|migrations|public)\/[\w./-]*[\w/-])(?![\w*<{$…-])/g;

function missingIn(texts: Record<string, string>, read: (text: string) => string) {
  return Object.entries(texts).flatMap(([file, text]) =>
    [...read(text).matchAll(cited)]
      .map((found) => found[1].replace(/[/.]+$/, ''))
      .filter((path) => !existing.has(path) && !generated.test(path))
      .map((path) => `${file.slice(1)} cites ${path}`),
  );
}

describe('paths cited in the docs and the comments', () => {
  it('reads the repository', () => {
    expect(existing.has('src/index.tsx') && existing.has('docs/decisions')).toBe(true);
    expect(Object.keys(docs).length).toBeGreaterThan(30);
    expect(Object.keys(code).length).toBeGreaterThan(150);
  });

  it('exist, in the README, docs/architecture.md and the decision records', () => {
    expect(missingIn(docs, (text) => text)).toEqual([]);
  });

  it('exist, in the comments of the code, tests and scripts', () => {
    expect(missingIn(code, commentsOf)).toEqual([]);
  });
});
