/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/**
 * Rules the house set itself and once drifted from (docs/decisions/0028-layers-and-their-rules.md), each a search of the code as Vite
 * reads it when the test is built: no double cast, no branch on a form's name outside the forms'
 * modules (the descriptors say what a form has: docs/decisions/0037-form-descriptors.md), no script
 * that needs a test file, and only islands in client/islands/ (docs/decisions/0048-islands-found-by-file-name.md).
 */
const code = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '/client/**/*.{ts,tsx}', '!/src/generated/**', '!**/*.d.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const scripts = import.meta.glob<string>('/scripts/**/*.{ts,mjs,cjs,js}', { query: '?raw', import: 'default', eager: true });
const islandFolder = Object.keys(import.meta.glob('/client/islands/**/*'));
const formNames = [...(code['/src/submissions/forms.ts'] ?? '').matchAll(/defineForm\('(\w+)'/g)].map(([, name]) => name);

type Files = Record<string, string>;
const where = (files: Files, pattern: RegExp) =>
  Object.entries(files).flatMap(([file, text]) => text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${file.slice(1)}:${index + 1}`] : [])));

/** `x as unknown as Y`: a type claimed past what the checker knows; a type guard says what was checked. */
const doubleCasts = (files: Files) => where(files, /\bas unknown as\b/);

/** A form's name compared with something named `form` (`lead.form === 'quote'`), outside src/submissions/. */
function formNameBranches(files: Files, names: readonly string[]) {
  const name = `'(?:${names.join('|')})'`;
  const branch = new RegExp(`\\bform(?:Name)?\\s*[!=]==?\\s*${name}|${name}\\s*[!=]==?\\s*[\\w.?]*\\bform(?:Name)?\\b|case\\s+${name}\\s*:`);
  return where(Object.fromEntries(Object.entries(files).filter(([file]) => !file.startsWith('/src/submissions/'))), branch);
}

/** A path of tests/ in a script's import, require or bundled module: a production tool resting on a test helper. */
const testImports = (files: Files) => where(files, /['"`](?:\.\.?\/)*tests\/[^'"`$]+\.(?:ts|tsx|mjs|js)['"`]/);

/** A file of client/islands/ that is not an island (`<Name>.island.tsx`). */
const notIslands = (paths: readonly string[]) => paths.filter((path) => !/\/[A-Z]\w*\.island\.tsx$/.test(path)).map((path) => path.slice(1));

describe('the house rules', () => {
  it('find what they look for', () => {
    expect(Object.keys(code).length).toBeGreaterThan(200);
    expect(Object.keys(scripts).length).toBeGreaterThan(20);
    expect(formNames).toEqual(['contact', 'quote', 'application']);
    expect(islandFolder.length).toBeGreaterThan(1);
    const made = {
      '/src/admin/made.ts':
        "const a = b as unknown as C;\nif (lead?.form === 'quote') x();\nif ('contact' !== row.form) y();\nswitch (f) { case 'application': }\n",
      '/src/submissions/made.ts': "if (form === 'quote') x();\n",
      '/src/routes.ts': "if (screen === 'application') x();\n",
    };
    expect(doubleCasts(made)).toEqual(['src/admin/made.ts:1']);
    expect(formNameBranches(made, formNames)).toEqual(['src/admin/made.ts:2', 'src/admin/made.ts:3', 'src/admin/made.ts:4']);
    const madeScripts = {
      '/scripts/a.mjs': "const { seed } = await importBundled(\n  'tests/worker/seed.ts',\n);\nimport { x } from '../../tests/e2e/x.ts';\n",
      '/scripts/b.mjs': `// reads tests/e2e/x.spec.ts\nconst file = \`tests/e2e/\${name}\`;\n`,
    };
    expect(testImports(madeScripts)).toEqual(['scripts/a.mjs:2', 'scripts/a.mjs:4']);
    expect(notIslands(['/client/islands/Menu.island.tsx', '/client/islands/menu-words.ts', '/client/islands/menu.island.tsx'])).toEqual([
      'client/islands/menu-words.ts',
      'client/islands/menu.island.tsx',
    ]);
  });

  it('no double cast in src/ or client/', () => {
    expect(doubleCasts(code)).toEqual([]);
  });

  it("no branch on a form's name outside the forms' modules", () => {
    expect(formNameBranches(code, formNames)).toEqual([]);
  });

  it('no script imports a file of tests/', () => {
    expect(testImports(scripts)).toEqual([]);
  });

  it('only islands in client/islands/', () => {
    expect(notIslands(islandFolder)).toEqual([]);
  });
});
