import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../src/locales';
import { dataKey, loadTranslators, makeTranslator, translator } from '../../../src/i18n';
import { serverFile, serverFiles } from '../../../src/server-files';
import { languages } from '../../../src/routes';

type Tree = { [key: string]: unknown };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value) ? keysOf(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('dictionaries', () => {
  it.each(languages)('%s: the worker reads them, through its ASSETS binding, as locales/ has them (else run `npm run build:assets`)', async (lang) => {
    expect(await serverFile(serverFiles.texts[lang])).toEqual(resources[lang]);
  });

  it('have the same namespaces in both languages', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.fr).sort());
  });

  it.each(Object.keys(resources.fr))('%s: every French key exists in English and the reverse', (namespace) => {
    const fr = keysOf(resources.fr[namespace as keyof typeof resources.fr] as Tree).sort();
    const en = keysOf(resources.en[namespace as keyof typeof resources.en] as Tree).sort();
    expect(en.filter((key) => !fr.includes(key))).toEqual([]);
    expect(fr.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('have no empty text', () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const [namespace, tree] of Object.entries(resources[lang])) {
        const empty = keysOf(tree as Tree).filter((key) => {
          const value = key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree);
          return typeof value === 'string' && value.trim() === '';
        });
        expect(empty, `${lang}/${namespace}`).toEqual([]);
      }
    }
  });
});

describe('text lookup', () => {
  beforeAll(() => loadTranslators(...languages));

  it('resolves a dotted key in the current language', () => {
    expect(translator('en')('nav.pricing')).toBe('Pricing');
    expect(translator('fr')('nav.pricing')).toBe('Tarifs');
  });

  it('falls back to French, then to the key itself', async () => {
    const { default: i18next } = await import('i18next');
    const fr = { ...resources.fr, common: { ...resources.fr.common, onlyInFrench: 'Seulement en français' } };
    const en = makeTranslator(i18next, 'en', fr, resources.en);
    expect(en(dataKey('onlyInFrench'))).toBe('Seulement en français');
    expect(en('nav.pricing')).toBe('Pricing');
    // @ts-expect-error: a key the dictionaries do not have fails the type-check (src/i18next.d.ts).
    expect(en('no.such.key')).toBe('no.such.key');
  });
});
