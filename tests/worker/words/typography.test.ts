import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/locales';
import { allPages, href } from '../../../src/routes';
import { html } from '../helpers';

// French typography as written in Québec (OQLF): a non-breaking space before « : » and inside « »,
// none before « ! ? ; ». A plain space there lets a line break leave the colon or guillemet alone.
const faults: [string, RegExp][] = [
  ['breakable space before a colon', / :/],
  ['breakable space after «', /« /],
  ['breakable space before »', / »/],
  ['space before ! ? or ;', /[ \u00a0\u202f][!?;]/],
  ['breakable space inside a figure', /\d \d{3}(?![\d-])/],
  ['breakable space between a figure and its unit', /\d(,\d+)? (\$|%|h\b|heures?\b)/],
];

const faultsIn = (text: string) => faults.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

function strings(tree: unknown, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (tree && typeof tree === 'object') return Object.entries(tree).flatMap(([key, value]) => strings(value, `${path}.${key}`));
  return [];
}

/** The text of a page as a visitor reads it: tags and scripts removed, entities decoded, no-break spaces kept. */
const visibleText = (body: string) =>
  body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&(#x27|#39);/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('French typography', () => {
  it('every French text of the dictionaries', () => {
    const wrong = Object.entries(resources.fr)
      .flatMap(([namespace, tree]) => strings(tree, namespace))
      .flatMap(([key, text]) => faultsIn(text).map((fault) => `${key}: ${fault}: ${text}`));
    expect(wrong).toEqual([]);
  });

  it.each(allPages().map(({ screen, params }) => href(screen, 'fr', params)))('%s as rendered', async (path) => {
    const { body } = await html(path);
    const wrong = visibleText(body)
      .split('\n')
      .flatMap((line) => faultsIn(line).map((fault) => `${fault}: ${line.trim()}`));
    expect(wrong).toEqual([]);
  });
});
