/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

/**
 * The floors of docs/architecture.md hold between rooms, not only between files
 * (docs/decisions/0028-layers-and-their-rules.md): no two top-level rooms of src/ (a folder, or a file
 * of its own such as src/routes.ts), nor client/, import each other, even through others. The rule
 * against a cycle of files (`no-circular`, .dependency-cruiser.cjs) lets two folders trade imports
 * file by file; this one does not. Read from the import statements of the code as Vite reads it
 * when the test is built.
 */
const code = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '/client/**/*.{ts,tsx}', '!/src/generated/**', '!**/*.d.ts', '!**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

type Files = Record<string, string>;

/** The relative modules a file imports: static imports and re-exports, side-effect imports and `import()`. */
const importsOf = (text: string) =>
  [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ]
    .map(([, specifier]) => specifier)
    .filter((specifier) => specifier.startsWith('.'));

/** A path from the repository's root, `..` and `.` resolved. */
function resolved(file: string, specifier: string): string {
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The top-level room of a path: `src/<folder>/`, a file of src/ itself without its extension, or `client/`. */
function roomOf(path: string): string {
  const [top, first, ...rest] = path.replace(/^\//, '').split('/');
  if (top !== 'src') return `${top}/`;
  return rest.length > 0 ? `src/${first}/` : `src/${first.replace(/(\.server)?\.[jt]sx?$/, '')}`;
}

/** Each arrow between two rooms, with the first import that draws it. */
function arrowsOf(files: Files): Map<string, Map<string, string>> {
  const arrows = new Map<string, Map<string, string>>();
  for (const [file, text] of Object.entries(files))
    for (const specifier of importsOf(text)) {
      const [from, to] = [roomOf(file), roomOf(resolved(file, specifier))];
      if (from === to || !(to.startsWith('src/') || to === 'client/')) continue;
      const out = arrows.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${file.slice(1)} imports ${specifier}`);
      arrows.set(from, out);
    }
  return arrows;
}

/** The arrows that stand in a circle (their target reaches back to their source), each with its import. */
function arrowsInCircles(files: Files): string[] {
  const arrows = arrowsOf(files);
  const reaches = (from: string, to: string) => {
    const seen = new Set<string>();
    const next = [from];
    while (next.length > 0) {
      const room = next.pop()!;
      if (room === to) return true;
      if (seen.has(room)) continue;
      seen.add(room);
      next.push(...(arrows.get(room)?.keys() ?? []));
    }
    return false;
  };
  return [...arrows].flatMap(([from, out]) => [...out].filter(([to]) => reaches(to, from)).map(([to, why]) => `${from} -> ${to}: ${why}`));
}

describe('the rooms of src/', () => {
  it('find the circles they look for', () => {
    expect(Object.keys(code).length).toBeGreaterThan(200);
    expect(arrowsOf(code).get('src/pages/')?.has('src/components/')).toBe(true);
    const made = {
      '/src/a/one.ts': "import { b } from '../b/two';\nimport type {\n  C,\n} from '../c';\n",
      '/src/b/two.ts': "export { a } from '../a/deep/three';\n",
      '/src/a/deep/three.ts': "// import { x } from '../../d/x';\nconst later = () => import('../../c');\n",
      '/src/c.ts': "import './routes';\n",
      '/src/routes.ts': "import { c } from './c';\n",
    };
    expect(arrowsInCircles(made)).toEqual([
      'src/a/ -> src/b/: src/a/one.ts imports ../b/two',
      'src/b/ -> src/a/: src/b/two.ts imports ../a/deep/three',
      'src/c -> src/routes: src/c.ts imports ./routes',
      'src/routes -> src/c: src/routes.ts imports ./c',
    ]);
  });

  it('import no room that imports them back, even through others', () => {
    expect(arrowsInCircles(code)).toEqual([]);
  });
});
