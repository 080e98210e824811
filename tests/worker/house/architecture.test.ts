/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import architecture from '../../../docs/architecture.md?raw';

/** Every file of src/ and client/, listed by Vite when the test is built (nothing is loaded). */
const files = Object.keys(import.meta.glob(['/src/**/*', '/client/**/*', '!/src/generated/**']));
const folders = [...new Set(files.map((file) => file.slice(1, file.lastIndexOf('/') + 1)))].sort();
/** The folders docs/architecture.md names, written as `src/…/` or `client/…/`. */
const named = [...new Set([...architecture.matchAll(/`((?:src|client)\/(?:[\w.-]+\/)*)`/g)].map((found) => found[1]))];

describe('docs/architecture.md', () => {
  it('names every folder of src/ and client/', () => {
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !named.includes(folder))).toEqual([]);
  });

  it('names every module that reads src/generated/, or its folder', () => {
    const readers = Object.entries(sources)
      .filter(([file, text]) => !file.startsWith('/src/generated/') && !file.endsWith('.test.ts') && /from '[./]*\/generated\//.test(text))
      .map(([file]) => file.slice(1));
    expect(readers.length).toBeGreaterThan(5);
    const start = architecture.indexOf('`src/generated/` (what the assets build writes');
    const paragraph = architecture.slice(start, architecture.indexOf('\n\n', start));
    expect(readers.filter((file) => !paragraph.includes(`\`${file}\``) && !paragraph.includes(`\`${file.slice(0, file.lastIndexOf('/') + 1)}\``))).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    expect(named.filter((folder) => !folders.includes(folder) && folder !== 'src/generated/')).toEqual([]);
  });
});

/**
 * Files small enough to read in one sitting, one concern each (docs/decisions/0029-browser-code-by-feature.md):
 * a module of src/ or client/ stays under 250 lines, one of the staff inbox (src/admin/, its
 * dashboard included) under 150; a file of tests/ or scripts/ under 400, since a test file reads as
 * a list of cases (docs/decisions/0021-test-suite.md). Stylesheets have their own limit (tests/e2e/stylesheet.spec.ts).
 */
const lineLimits = [
  { folder: '/src/admin/', lines: 150 },
  { folder: '/tests/', lines: 400 },
  { folder: '/scripts/', lines: 400 },
  { folder: '/', lines: 250 },
];
const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '/client/**/*.{ts,tsx}', '/tests/**/*.{ts,tsx}', '/scripts/**/*.{ts,tsx,js,mjs,cjs}', '!/src/generated/**', '!**/*.d.ts'],
  { query: '?raw', import: 'default', eager: true },
);
const overLimit = Object.entries(sources)
  .map(([file, text]) => ({ file, lines: text.trimEnd().split('\n').length, limit: lineLimits.find(({ folder }) => file.startsWith(folder))!.lines }))
  .filter(({ lines, limit }) => lines > limit);

describe('module sizes', () => {
  it('keeps every module of src/ and client/ under 250 lines, the inbox’s under 150, and every file of tests/ and scripts/ under 400', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    for (const folder of ['/tests/worker/', '/tests/e2e/', '/scripts/'])
      expect(
        Object.keys(sources).some((file) => file.startsWith(folder)),
        folder,
      ).toBe(true);
    expect(overLimit).toEqual([]);
  });
});

/**
 * A file's name says what it holds, once: no two modules of src/ share a name (`.server` and the
 * extension aside), so a name found in a stack trace or a review points at one file. A folder's
 * entry point, `index`, is the one name every folder may have.
 */
describe('module names', () => {
  it('gives no two modules of src/ the same name', () => {
    const byName = new Map<string, string[]>();
    for (const file of Object.keys(sources).filter((path) => path.startsWith('/src/') && !path.endsWith('.test.ts'))) {
      const name = file.slice(file.lastIndexOf('/') + 1).replace(/(\.server)?\.tsx?$/, '');
      if (name !== 'index') byName.set(name, [...(byName.get(name) ?? []), file]);
    }
    expect(byName.size).toBeGreaterThan(100);
    expect([...byName.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });
});
