// The pages rendered when the site is built, shared by scripts/build/assets.mjs, which empties them, and
// scripts/build/pages.mjs, which fills them: in a folder (src/generated/ for the site, one of its own for a
// test), prerendered.json says for which render, publication and year they are, prerendered-pages.ts loads
// each page's module, and prerendered/ holds one module per page (its HTML as a string).

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The stand-in origin the pages are rendered with; the worker puts its SITE_URL in its place. */
export const prerenderOrigin = 'https://prerendered.invalid';

export const prerenderFiles = { list: 'prerendered.json', loaders: 'prerendered-pages.ts', pages: 'prerendered' };

/** What prerendered.json says. */
export const prerenderList = (fields) =>
  `${JSON.stringify({ renderId: null, epoch: null, from: null, until: null, year: null, origin: prerenderOrigin, ...fields }, null, 2)}\n`;

/** prerendered-pages.ts: each page's module, loaded on the page's first request in an isolate. `pages`: path → module name. */
export const prerenderLoaders = (pages) =>
  [
    '// Written by scripts/build/pages.mjs: the module of each page rendered when the site was built.',
    'export const builtPages: Record<string, () => Promise<{ default: string }>> = {',
    ...Object.entries(pages).map(([path, name]) => `  ${JSON.stringify(path)}: () => import('./${prerenderFiles.pages}/${name}'),`),
    '};',
    '',
  ].join('\n');

/** Empties `dir`'s built pages: the worker renders every page on its first request in an isolate. `write`: how files are written. */
export function emptyPrerendered(dir, write = writeFileSync) {
  rmSync(join(dir, prerenderFiles.pages), { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  write(join(dir, prerenderFiles.list), prerenderList({}));
  write(join(dir, prerenderFiles.loaders), prerenderLoaders({}));
}
