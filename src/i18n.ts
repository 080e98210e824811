import i18next, { type ParseKeys, type TFunction } from 'i18next';
import { defaultLang, type Lang } from './routes';
import { resources } from './locales';
import { textFigures } from './content/text-figures';

/** Every namespace; a bare key is common's. Keys are checked against the French dictionaries (src/i18next.d.ts). */
type Namespaces = ['common', ...(keyof (typeof resources)['fr'])[]];
export type T = TFunction<Namespaces>;
export type TextKey = ParseKeys<Namespaces>;

/**
 * A key built from data the type-checker cannot follow (a content id, a stored value, a section
 * index). Everywhere else a key is a literal, checked against the dictionaries.
 */
export const dataKey = (key: string): TextKey => key as TextKey;

function createTranslator(lang: Lang): T {
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    fallbackLng: defaultLang,
    resources,
    ns: Object.keys(resources[defaultLang]),
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: textFigures(lang) },
    returnNull: false,
    initAsync: false,
  });
  return instance.getFixedT<Namespaces>(lang);
}

/**
 * One i18next instance per language, made on its first request and kept for the isolate's life
 * (never switched per request); nothing is built at import (docs/decisions/0040-worker-carries-server-code-only.md).
 */
const translators: Partial<Record<Lang, T>> = {};

/** A dotted key resolves in the language, then in French, then shows the key itself. */
export function translator(lang: Lang): T {
  let found = translators[lang];
  if (!found) {
    found = createTranslator(lang);
    translators[lang] = found;
  }
  return found;
}
