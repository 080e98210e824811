import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import type { AppEnv } from '../env';
import { match } from '../routes';
import { mediaType } from '../http/media-type';
import { sameOrigin } from '../http/same-origin';
import { limits } from './limits';

/**
 * The HTTP checks every submission passes before its fields are read, whether it arrives as JSON
 * (`/api/<form>`) or as the plain post of a form page: same origin, content type, body size.
 */
export type Refusal = 'forbidden' | 'unsupported' | 'tooLarge';

/**
 * Origin and content type first (403, 415), then the body size (413), answered by `refuse` in the
 * shape of the caller: JSON for the API, the page's language as text for form posts.
 */
export function guard(accepted: readonly string[], refuse: (c: Context<AppEnv>, why: Refusal) => Response): MiddlewareHandler<AppEnv> {
  const checkHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!sameOrigin(c.req.raw.headers, c.req.url, c.env.SITE_URL)) return refuse(c, 'forbidden');
    if (!accepted.includes(mediaType(c.req.raw.headers))) return refuse(c, 'unsupported');
    await next();
  };
  return every(checkHeaders, bodyLimit({ maxSize: limits.bodyBytes, onError: (c) => refuse(c as Context<AppEnv>, 'tooLarge') }));
}

/** A valid idempotency key: the header of the IETF draft, or the no-JS form's hidden field (docs/decisions/0006-idempotency.md). */
export function idempotencyKeyOf(value: string | null | undefined): string | null {
  const key = value?.trim().replace(/^"|"$/g, '');
  return key && /^[\w.:-]{8,128}$/.test(key) ? key : null;
}

/**
 * The page a submission came from: the `page` field, else the Referer's path when it is this
 * site's; only a page of the route table is kept (no query, no other host, nothing a visitor typed).
 */
export function pageOf(field: unknown, referer: string | null, origin: string): string | null {
  const known = (path: string) => (match(path) ? path : null);
  if (typeof field === 'string' && known(field)) return field;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? known(url.pathname) : null;
  } catch {
    return null;
  }
}
