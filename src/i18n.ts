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
const loading: Partial<Record<Lang, Promise<Dictionaries>>> = {};
const loaded: Partial<Record<Lang, Dictionaries>> = {};
/** i18next itself comes with the first dictionaries: a request that shows no text never compiles it. */
let i18next: i18n | undefined;

async function load(lang: Lang): Promise<Dictionaries> {
  i18next ??= (await import('i18next')).default;
  loading[lang] ??= import(`./generated/dictionaries/${lang}.json`).then(
    (module: { default: Dictionaries }) => (loaded[lang] = module.default),
    (error: unknown) => {
      delete loading[lang];
      throw error;
    },
  );
  return loading[lang];
}

/** Makes `translator(lang)` ready for these languages (and French, every language's fallback). */
export async function loadTranslators(...langs: Lang[]): Promise<void> {
  await Promise.all([...new Set([defaultLang, ...langs])].map(load));
}

/** The translator of a language, ready for use. */
export async function loadTranslator(lang: Lang): Promise<T> {
  await loadTranslators(lang);
  return translator(lang);
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
