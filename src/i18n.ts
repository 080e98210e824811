import type { i18n, ParseKeys, TFunction } from 'i18next';
import { defaultLang, type Lang } from './routes';
import type { resources } from './locales';
import { textFigures } from './business/text-figures';
import { serverFile, serverFiles } from './server-files';

/** Every namespace; a bare key is common's. Keys are checked against the French dictionaries (src/i18next.d.ts). */
type Namespaces = ['common', ...(keyof (typeof resources)['fr'])[]];
export type T = TFunction<Namespaces>;
export type TextKey = ParseKeys<Namespaces>;

/**
 * A key built from data the type-checker cannot follow (a content id, a stored value, a section
 * index). Everywhere else a key is a literal, checked against the dictionaries.
 */
export const dataKey = (key: string): TextKey => key as TextKey;

type Dictionaries = (typeof resources)[Lang];

/**
 * Each language's dictionaries (every namespace, merged by scripts/build/assets.mjs from locales/), read on
 * the first request in that language from the worker's static assets: they are not part of its
 * upload, and an isolate that answers only in French never reads the English ones
 * (docs/decisions/0042-texts-read-from-static-assets.md).
 */
const dictionaryOf = (lang: Lang) => serverFile<Dictionaries>(serverFiles.texts[lang]);

/**
 * One i18next instance per language, made once i18next (compiled with the first text shown: a
 * request that shows none never compiles it), its dictionaries and French's are in, and kept for the
 * isolate's life: never switched per request, nothing built at import. One promise per language,
 * which every request awaits; forgotten if it fails, so the next request tries again.
 */
const translators: Partial<Record<Lang, Promise<T>>> = {};
const made: Partial<Record<Lang, T>> = {};
let library: i18n | undefined;

/** The translator of a language, ready for use. */
export function loadTranslator(lang: Lang): Promise<T> {
  translators[lang] ??= Promise.all([
    library ?? import('i18next').then((module) => module.default),
    dictionaryOf(defaultLang),
    lang === defaultLang ? undefined : dictionaryOf(lang),
  ]).then(
    ([i18next, fallback, own]) => {
      library = i18next;
      made[lang] = makeTranslator(i18next, lang, fallback, own ?? fallback);
      return made[lang];
    },
    (error: unknown) => {
      delete translators[lang];
      throw error;
    },
  );
  return translators[lang];
}

/** Makes `translator(lang)` ready for these languages. */
export async function loadTranslators(...langs: Lang[]): Promise<void> {
  await Promise.all(langs.map(loadTranslator));
}

/** A dotted key resolves in the language, then in French, then shows the key itself. */
export function makeTranslator(library: i18n, lang: Lang, fallback: Dictionaries, own: Dictionaries): T {
  const instance = library.createInstance();
  instance.init({
    lng: lang,
    fallbackLng: defaultLang,
    resources: { [defaultLang]: fallback, [lang]: own },
    ns: Object.keys(fallback),
    defaultNS: 'common',
    interpolation: { escapeValue: false, defaultVariables: textFigures(lang) },
    returnNull: false,
    initAsync: false,
  });
  return instance.getFixedT<Namespaces>(lang);
}

/** The translator of a language already loaded: every request has its own (src/http/language.ts); elsewhere, await `loadTranslators` first. */
export function translator(lang: Lang): T {
  const found = made[lang];
  if (!found) throw new Error(`translator(${lang}) before loadTranslators(${lang})`);
  return found;
}
