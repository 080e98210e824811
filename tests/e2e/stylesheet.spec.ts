import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './test';
import { everyPath } from './layout';

// The stylesheet holds only rules someone wrote on purpose (docs/decisions/0014-styles.md).
const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const filesUnder = (dir: string, pattern: RegExp) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => join(dir, file));

/** The class names a stylesheet's selectors name (not the ones in its declarations or comments). */
function selectorClasses(css: string): Set<string> {
  const classes = new Set<string>();
  let prelude = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      if (!prelude.trim().startsWith('@')) for (const [, name] of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
      prelude = '';
    } else if (char === '}' || char === ';') prelude = '';
    else prelude += char;
  }
  return classes;
}

const handWrittenCss = filesUnder('src/styles', /\.css$/);
const manifest = JSON.parse(read('src/generated/manifest.json')) as { style: string };
const built = read(join('public', manifest.style));

test('every rule of the built stylesheet was written on purpose: in our CSS, or as a class a page uses', async ({ request }) => {
  const written = new Set(handWrittenCss.flatMap((file) => [...selectorClasses(read(file))]));
  const used = new Set<string>();
  for (const path of everyPath) {
    const html = await (await request.get(path)).text();
    for (const [, names] of html.matchAll(/class="([^"]*)"/g))
      names.split(/\s+/).forEach((name) => {
        used.add(name);
      });
  }
  const accidental = [...selectorClasses(built)].filter((name) => !written.has(name) && !used.has(name));
  expect(accidental).toEqual([]);
});

/** A class is named in the code when it appears whole, or as the prefix of a template (`map-marker-${type}`). */
function named(name: string, sources: string): boolean {
  if (new RegExp(`[\\s"'\`]${name}[\\s"'\`$]`).test(sources)) return true;
  const prefix = name.slice(0, name.lastIndexOf('-') + 1);
  return prefix !== '' && sources.includes(`${prefix}\${`);
}

test('no class in our CSS is left over: each one is named somewhere in the markup, the browser code or the Markdown compiler', () => {
  const sources = [...filesUnder('src', /\.tsx?$/), ...filesUnder('client', /\.tsx?$/), ...filesUnder('scripts/build/markdown', /\.tsx?$/)]
    .map(read)
    .join('\n');
  const leaflet = read('node_modules/leaflet/dist/leaflet.css');
  const unused = handWrittenCss.flatMap((file) =>
    [...selectorClasses(read(file))].filter((name) => !named(name, sources) && !leaflet.includes(`.${name}`)).map((name) => `${file}: .${name}`),
  );
  expect(unused).toEqual([]);
});

test('colours come from the palette only', () => {
  const colourLiteral = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\(/;
  const outsidePalette = [...handWrittenCss, ...filesUnder('src', /\.tsx?$/), ...filesUnder('client', /\.tsx?$/)]
    // The flag's red and white are the flag's, not the site's; src/generated/ is the build's output
    // (the pages `npm start` builds hold the flag's colours), not something written by hand.
    .filter((file) => !/palette\.ts$|CanadaFlag\.tsx$|\.test\.tsx?$|^src\/generated\//.test(file))
    .flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => colourLiteral.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
  expect(outsidePalette).toEqual([]);
});

test('styles are easy to find: no stylesheet over 300 lines', () => {
  const long = handWrittenCss.map((file) => ({ file, lines: read(file).split('\n').length })).filter(({ lines }) => lines > 300);
  expect(long).toEqual([]);
});

test('headings break between words, never inside one (docs/decisions/0045-errors-seen-at-once.md)', async ({ page }) => {
  await page.goto('/');
  const hyphenated = await page
    .locator('h1, h2, h3')
    .evaluateAll((headings) => headings.filter((heading) => getComputedStyle(heading).hyphens === 'auto').map((heading) => heading.textContent?.trim()));
  expect(hyphenated).toEqual([]);
});
