import i18next, { type TFunction } from 'i18next';
import { defaultLang, languages, type Lang } from './routes';
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

/** One i18next instance per language, created once per isolate; never switched per request. */
const translators = Object.fromEntries(languages.map((lang) => [lang, createTranslator(lang)])) as Record<Lang, T>;

/** A dotted key resolves in the language, then in French, then shows the key itself. */
export function translator(lang: Lang): T {
  return translators[lang];
}
