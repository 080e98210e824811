import { dataKey, type T } from '../i18n';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { mediaType } from './media-type';
import { sameOrigin } from './same-origin';

/**
 * Why a POST is refused before its body is read, in the one error vocabulary of every endpoint and
 * page (docs/decisions/0035-one-post-guard.md), with its status.
 */
export const refusalStatus = { forbidden: 403, unsupported_media_type: 415, too_large: 413 } as const;
export type PostRefusal = keyof typeof refusalStatus;

/** The bodies of a plain HTML form. */
export const formBodies = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const;

export type PostRules = {
  /** Media types accepted (without parameters). */
  accepts: readonly string[];
  /** Largest body in bytes, counted as it arrives (chunked bodies included). */
  maxBytes: number;
  /** Refuse a post without `Origin` too: for pages only a browser form posts to (the staff inbox). */
  originRequired?: boolean;
};

type SiteEnv = Env & { Bindings: { SITE_URL: string } };

/**
 * Every POST passes this before its body is read: same origin (403), media type (415), then the
 * body size through Hono's `bodyLimit` (413). `refuse` answers in the caller's shape: JSON for the
 * API, words in the page's language for a form page.
 */
export function postGuard<E extends SiteEnv>(
  rules: PostRules,
  refuse: (c: Context<E>, why: PostRefusal) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  const checkHeaders: MiddlewareHandler<E> = async (c, next) => {
    const headers = c.req.raw.headers;
    if ((rules.originRequired && !headers.get('origin')) || !sameOrigin(headers, c.req.url, c.env.SITE_URL)) return refuse(c, 'forbidden');
    if (!rules.accepts.includes(mediaType(headers))) return refuse(c, 'unsupported_media_type');
    await next();
  };
  const limit = bodyLimit({ maxSize: rules.maxBytes, onError: (c) => refuse(c as Context<E>, 'too_large') });
  return every(checkHeaders, limit as MiddlewareHandler<E>);
}

type WordsEnv = SiteEnv & { Variables: { t: T } };

/** The refusal as a sentence in the request's language (`forms:api.<code>`): for pages a browser posts to. */
export const refuseInWords = <E extends WordsEnv>(c: Context<E>, why: PostRefusal) => c.text(c.var.t(dataKey(`forms:api.${why}`)), refusalStatus[why]);

/** The plain JSON refusal: `{ "error": code }` with its status. */
export const refuseAsJson = (c: Context, why: PostRefusal) => c.json({ error: why }, refusalStatus[why]);
