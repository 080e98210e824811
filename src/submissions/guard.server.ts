import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import type { AppEnv } from '../env';
import { langOf, match, type Lang } from '../routes';
import { limits } from './limits';

/**
 * The HTTP checks every submission passes before its fields are read, whether it arrives as JSON
 * (`/api/<form>`) or as the plain post of a form page: same origin, content type, body size.
 */
export type Refusal = 'forbidden' | 'unsupported' | 'tooLarge';

/** A post is same-origin when its Origin (if any) is the request's own origin or the site's. */
export function sameOrigin(headers: Headers, requestUrl: string, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (headers.get('sec-fetch-site') === 'cross-site') return false;
  if (!origin) return true;
  const allowed = [new URL(requestUrl).origin];
  try {
    allowed.push(new URL(siteUrl).origin);
  } catch {
    /* SITE_URL unset or malformed: the request's own origin only */
  }
  return allowed.includes(origin);
}

/** The media type of a request, without its parameters. */
export function mediaType(headers: Headers): string {
  return (headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

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

/**
 * The client as Cloudflare sees it, for the rate limit and the salted hash: an IPv4 address, or
 * an IPv6 address's /64 network, since one subscriber holds a whole /64
 * (docs/decisions/0008-rate-limit.md).
 */
export function clientIp(headers: Headers): string {
  return networkOf((headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? 'unknown').trim());
}

export function networkOf(address: string): string {
  // The same client however its address is written: `[2001:db8::1]`, a zone, upper case, an IPv4 tail.
  let ip = (/^\[([^\]]*)\](?::\d+)?$/.exec(address.trim())?.[1] ?? address.trim()).split('%')[0].toLowerCase();
  if (!ip.includes(':')) return ip;
  const tail = /(?<=:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(ip);
  if (tail) {
    const bytes = tail.slice(1).map(Number);
    if (bytes.some((byte) => byte > 255)) return ip;
    ip = `${ip.slice(0, tail.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const [head, rest, extra] = ip.split('::');
  if (extra !== undefined) return ip;
  const front = head ? head.split(':') : [];
  const back = rest ? rest.split(':') : [];
  const groups = rest === undefined ? front : [...front, ...Array(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return ip;
  const numbers = groups.map((group) => parseInt(group, 16));
  // An IPv4-mapped address (::ffff:a.b.c.d, however written) is that IPv4 client.
  if (numbers.slice(0, 5).every((group) => group === 0) && numbers[5] === 0xffff) {
    return [numbers[6] >> 8, numbers[6] & 255, numbers[7] >> 8, numbers[7] & 255].join('.');
  }
  return `${numbers.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}

/** A valid idempotency key: the header of the IETF draft, or the no-JS form's hidden field (docs/decisions/0006-idempotency.md). */
export function idempotencyKeyOf(value: string | null | undefined): string | null {
  const key = value?.trim().replace(/^"|"$/g, '');
  return key && /^[\w.:-]{8,128}$/.test(key) ? key : null;
}

/** The language of the answer: the `lang` field, else Accept-Language, else the page's path, else French. */
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
