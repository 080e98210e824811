import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { loadTranslator } from '../i18n';
import { langOf, type Lang } from '../routes';

/** The language of every answer is its path's (docs/decisions/0003-languages.md): sets `lang` and its translator `t`. */
export function languageFromPath(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const lang = langOf(c.req.path);
    c.set('lang', lang);
    c.set('t', await loadTranslator(lang));
    await next();
  };
}

/** The language of a JSON answer: the `lang` field, else Accept-Language, else the page's path, else French. */
export function requestLang(field: unknown, acceptLanguage: string | null, page: string | null): Lang {
  if (field === 'fr' || field === 'en') return field;
  if (acceptLanguage) {
    for (const part of acceptLanguage.split(',')) {
      const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
      if (tag === 'fr' || tag === 'en') return tag;
    }
  }
  return page ? langOf(page) : 'fr';
}
