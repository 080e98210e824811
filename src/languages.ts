/** The site's two languages; French is the default, at `/` (docs/decisions/0003-languages.md). */
export const languages = ['fr', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'fr';
/** The `lang` of each language's pages, also the Intl locale its figures are written in. */
export const htmlLang: Record<Lang, string> = { fr: 'fr-CA', en: 'en-CA' };
