import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { vValidator } from '@hono/valibot-validator';
import type * as v from 'valibot';
import type { AppEnv } from '../env';
import { translator } from '../i18n';
import { limits, type FormName } from '../forms/limits';
import { fieldErrors, messageOf, type FieldErrors, type MessageKey } from '../forms/rules';
import type { T } from '../i18n';
import { clientIp, idempotencyKeyOf, pageOf, requestLang, sameOrigin, store, type Outcome } from './submit';

type ApiError = 'invalid' | 'malformed' | 'unsupported' | 'tooLarge' | 'forbidden' | 'rateLimited' | 'unavailable' | 'keyReused';

const statusOf = { invalid: 400, malformed: 400, unsupported: 415, tooLarge: 413, forbidden: 403, rateLimited: 429, unavailable: 503, keyReused: 422 } as const;

/** Field errors in words, with the dictionary of the request's language. */
export function resolveErrors(errors: FieldErrors, t: T): Record<string, string> {
  const table = t('forms:errors', { returnObjects: true }) as Record<MessageKey, string>;
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, messageOf(error, table)]));
}

function fail(c: Context<AppEnv>, error: ApiError, extra: { fields?: Record<string, string>; retryAfter?: number } = {}) {
  if (extra.retryAfter) c.header('Retry-After', String(extra.retryAfter));
  const body = { error, message: c.get('t')(`forms:api.${error}`), ...(extra.fields ? { fields: extra.fields } : {}) };
  return c.json(body, statusOf[error]);
}

/** Answers an outcome of `store` as DECISIONS.md lists: 201 `{ ok, id }` or a localized error. */
export function answer(c: Context<AppEnv>, outcome: Outcome) {
  switch (outcome.kind) {
    case 'stored':
      if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ ok: true, id: outcome.id }, 201);
    case 'invalid':
      return fail(c, 'invalid', { fields: resolveErrors(outcome.errors, c.get('t')) });
    case 'rateLimited':
      return fail(c, 'rateLimited', { retryAfter: outcome.retryAfter });
    default:
      return fail(c, outcome.kind);
  }
}

/**
 * POST / of a JSON form endpoint: same-origin check (403), JSON content type (415), 32 KiB (413),
 * well-formed JSON object (400), the schema through @hono/valibot-validator (400 with per-field
 * messages in the request's language), then storage (201, 429, 503).
 */
export function formEndpoint<S extends v.GenericSchema>(form: FormName, schema: S) {
  const endpoint = new Hono<AppEnv>();
  endpoint.post(
    '/',
    async (c, next) => {
      c.set('t', translator(requestLang(undefined, c.req.header('accept-language') ?? null, null)));
      if (!sameOrigin(c.req.raw.headers, c.req.url, c.env.SITE_URL)) return fail(c, 'forbidden');
      const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') return fail(c, 'unsupported');
      await next();
    },
    bodyLimit({ maxSize: limits.bodyBytes, onError: (c) => fail(c as Context<AppEnv>, 'tooLarge') }),
    async (c, next) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return fail(c, 'malformed');
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(c, 'malformed');
      const lang = requestLang((body as { lang?: unknown }).lang, c.req.header('accept-language') ?? null, null);
      c.set('lang', lang);
      c.set('t', translator(lang));
      await next();
    },
    vValidator('json', schema, (result, context) => {
      const c = context as unknown as Context<AppEnv>;
      if (!result.success) return fail(c, 'invalid', { fields: resolveErrors(fieldErrors(result.issues), c.get('t')) });
    }),
    async (c) => {
      const value = c.req.valid('json') as Record<string, unknown>;
      const outcome = await store(form, value, {
        env: c.env,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        ip: clientIp(c.req.raw.headers),
        idempotencyKey: idempotencyKeyOf(c.req.header('idempotency-key')),
        lang: c.get('lang'),
        page: pageOf(value.page, c.req.header('referer') ?? null, new URL(c.req.url).origin),
      });
      return answer(c, outcome);
    },
  );
  return endpoint;
}
