import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { mediaType } from '../http/media-type';
import { sameOrigin } from '../http/same-origin';
import { requireStaff, type StaffEnv } from './access';

/** The largest action body the inbox reads: a note of `noteMaxLength` characters fits with room. */
export const bodyBytes = 16 * 1024;
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Every answer of the inbox is private: never cached, never indexed. */
export const privateAnswers: MiddlewareHandler<StaffEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
};

/** 403 unless Cloudflare Access (or the local identity) vouches for the request (decision 0023). */
export const staffOnly = requireStaff((c) => c.text(c.get('t')('admin:refused.forbidden'), 403));

/**
 * A POST must name this site as its Origin: every browser sends it on a form post, so a missing one
 * is refused too, and no CSRF token is needed (decision 0024). Then a form body, 16 KiB at most.
 */
export const formPost: MiddlewareHandler<StaffEnv> = async (c, next) => {
  const headers = c.req.raw.headers;
  if (!headers.get('origin') || !sameOrigin(headers, c.req.url, c.env.SITE_URL)) return c.text(c.get('t')('admin:refused.crossOrigin'), 403);
  if (!formTypes.includes(mediaType(headers))) return c.text(c.get('t')('admin:refused.unsupported'), 415);
  return bodyLimit({ maxSize: bodyBytes, onError: (ctx) => ctx.text(c.get('t')('admin:refused.tooLarge'), 413) })(c, next);
};
