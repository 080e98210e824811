import type * as v from 'valibot';
import type { Bindings } from '../env';
import { limits, type FormName } from '../forms/limits';
import { validate, type FieldErrors } from '../forms/rules';
import { insertSubmission, findByIdempotencyKey } from '../db/submissions';
import { hit } from '../db/rate-limits';
import { langOf, type Lang } from '../routes';
import { notify } from './notify';

/** What a submission came with besides its fields. */
export type SubmitContext = {
  env: Bindings;
  waitUntil: (promise: Promise<unknown>) => void;
  ip: string;
  idempotencyKey: string | null;
  lang: Lang;
  page: string | null;
};

export type Outcome =
  | { kind: 'stored'; id: string; replayed: boolean }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rateLimited'; retryAfter: number }
  | { kind: 'keyReused' }
  | { kind: 'unavailable' };

/** Clearly not a secret: used only when IP_HASH_SALT is absent (local development and tests). */
export const developmentSalt = 'local-development-salt-NOT-A-SECRET';
let warned = false;

export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The client IP, salted and hashed: raw IPs are never stored. */
export function hashIp(env: Bindings, ip: string): Promise<string> {
  if (!env.IP_HASH_SALT && !warned) {
    warned = true;
    console.warn('IP_HASH_SALT is not set: using the development salt (run `wrangler secret put IP_HASH_SALT` in production)');
  }
  return sha256(`${env.IP_HASH_SALT || developmentSalt}|${ip}`);
}

/** The client's IP as Cloudflare sees it. */
export function clientIp(headers: Headers): string {
  return headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? 'unknown';
}

/** A valid idempotency key: the header of the IETF draft, or the no-JS form's hidden field. */
export function idempotencyKeyOf(value: string | null | undefined): string | null {
  const key = value?.trim().replace(/^"|"$/g, '');
  return key && /^[\w.:-]{8,128}$/.test(key) ? key : null;
}

/**
 * One submission, whichever way it arrived (JSON API or plain form post): validate, replay an
 * idempotent retry, rate-limit, store, then notify the company after the row is written.
 */
export async function submit<S extends v.GenericSchema>(form: FormName, schema: S, input: unknown, ctx: SubmitContext): Promise<Outcome> {
  const result = validate(schema, input);
  return result.ok ? store(form, result.value as Record<string, unknown>, ctx) : { kind: 'invalid', errors: result.errors };
}

/** Stores submission fields that already passed their schema. */
export async function store(form: FormName, value: Record<string, unknown>, ctx: SubmitContext): Promise<Outcome> {
  const { _honeypot, lang: _lang, page: _page, ...data } = value;
  const spam = typeof _honeypot === 'string' && _honeypot.trim() !== '';
  const payloadHash = await sha256(JSON.stringify(data));
  const db = ctx.env.DB;
  try {
    if (ctx.idempotencyKey) {
      const first = await findByIdempotencyKey(db, form, ctx.idempotencyKey);
      if (first) return first.payload_hash === payloadHash ? { kind: 'stored', id: first.id, replayed: true } : { kind: 'keyReused' };
    }
    const ipHash = await hashIp(ctx.env, ctx.ip);
    const { hits, retryAfter } = await hit(db, `${form}:${ipHash}`, limits.rate.windowSeconds);
    if (hits > limits.rate.max) return { kind: 'rateLimited', retryAfter };
    const stored = await insertSubmission(db, {
      form,
      lang: ctx.lang,
      page: ctx.page,
      data,
      spam,
      ipHash,
      idempotencyKey: ctx.idempotencyKey,
      payloadHash,
    });
    if (!stored.created) {
      return stored.payloadHash === payloadHash ? { kind: 'stored', id: stored.id, replayed: true } : { kind: 'keyReused' };
    }
    if (!spam) ctx.waitUntil(notify(ctx.env, stored.id));
    return { kind: 'stored', id: stored.id, replayed: false };
  } catch (error) {
    console.error(`[${form}] storage failed`, error);
    return { kind: 'unavailable' };
  }
}

/** The page a submission came from: the `page` field, else the Referer's path when it is this site's. */
export function pageOf(field: unknown, referer: string | null, origin: string): string | null {
  if (typeof field === 'string' && field.startsWith('/')) return field.slice(0, 200);
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? url.pathname.slice(0, 200) : null;
  } catch {
    return null;
  }
}

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
