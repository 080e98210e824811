import type { i18n, ParseKeys, TFunction } from 'i18next';
import { defaultLang, type Lang } from './routes';
import type { resources } from './locales';
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

type Dictionaries = (typeof resources)[Lang];

/**
 * Each language's dictionaries (every namespace, merged by scripts/build.mjs from locales/), imported
 * on the first request in that language: a cold start compiles none of them, and an isolate that
 * answers only in French never reads the English ones (docs/decisions/0041-worker-modules-loaded-on-use.md).
 */
const loaded: Partial<Record<Lang, Dictionaries>> = {};
/** i18next itself comes with the first dictionaries: a request that shows no text never compiles it. */
let i18next: i18n | undefined;

const dictionaryOf = (lang: Lang) => import(`./generated/dictionaries/${lang}.json`).then((module: { default: Dictionaries }) => module.default);

/**
 * Each language's translator, made once i18next, its dictionaries and French's are in (the runtime
 * keeps each module imported): one promise per language, kept, which every request awaits; forgotten
 * if it fails, so the next request tries again.
 */
const ready: Partial<Record<Lang, Promise<T>>> = {};

/** The translator of a language, ready for use. */
export function loadTranslator(lang: Lang): Promise<T> {
  ready[lang] ??= Promise.all([import('i18next'), dictionaryOf(defaultLang), dictionaryOf(lang)]).then(
    ([library, fallback, own]) => {
      i18next = library.default;
      loaded[defaultLang] = fallback;
      loaded[lang] = own;
      return translator(lang);
    },
    (error: unknown) => {
      delete ready[lang];
      throw error;
    },
  );
  return ready[lang];
}

/** Makes `translator(lang)` ready for these languages (and French, every language's fallback). */
export async function loadTranslators(...langs: Lang[]): Promise<void> {
  await Promise.all(langs.map(loadTranslator));
}

function createTranslator(lang: Lang): T {
  const fallback = loaded[defaultLang];
  const own = loaded[lang];
  if (!fallback || !own || !i18next) throw new Error(`translator(${lang}) before loadTranslators(${lang})`);
  const instance = i18next.createInstance();
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

/**
 * One i18next instance per language, made on its first request and kept for the isolate's life
 * (never switched per request); nothing is built at import (docs/decisions/0040-worker-carries-server-code-only.md).
 */
const translators: Partial<Record<Lang, T>> = {};

/**
 * A dotted key resolves in the language, then in French, then shows the key itself. Every request
 * has its language's loaded (src/http/language.ts); elsewhere, await `loadTranslators` first.
 */
export function translator(lang: Lang): T {
  let found = translators[lang];
  if (!found) {
    found = createTranslator(lang);
    translators[lang] = found;
  }
  return found;
}
