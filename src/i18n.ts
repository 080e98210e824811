import i18next, { type TFunction } from 'i18next';
import { defaultLang, type Lang } from './routes';
import { resources } from './locales';
import { textFigures } from './content/text-figures';

export type T = TFunction;

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
  return instance.getFixedT(lang);
}

/**
 * One i18next instance per language, made on its first request and kept for the isolate's life
 * (never switched per request); nothing is built at import (docs/decisions/0031-worker-carries-server-code-only.md).
 */
const translators: Partial<Record<Lang, T>> = {};

/** A dotted key resolves in the language, then in French, then shows the key itself. */
export function translator(lang: Lang): T {
  return (translators[lang] ??= createTranslator(lang));
}
