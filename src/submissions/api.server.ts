import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { vValidator } from '@hono/valibot-validator';
import type { AppEnv } from '../env';
import { loadTranslator } from '../i18n';
import { allForms } from './forms';
import type { FormDescriptor } from './descriptor';
import { idempotencyKeyOf, pageOf } from './post-meta.server';
import { limits } from './limits';
import { formBodies, postGuard, refusalStatus } from '../http/post-guard';
import { clientIp } from '../http/client-address';
import { requestLang } from '../http/language';
import { fieldErrors, type FieldErrors } from './field-rules';
import { store, type Outcome } from './submit.server';
import { wordsOf } from './form-words.server';
import { referenceOf } from './reference';
import { fileTooLargeErrors, readFilePost, submitFilePost } from './file-post.server';
import { fileTooLarge } from './post-answer.server';

/** The error codes of docs/decisions/0035-one-post-guard.md: the guard's refusals, then the submission's own. */
const statusOf = { ...refusalStatus, invalid: 400, malformed: 400, unreadable: 400, rate_limited: 429, busy: 503, unavailable: 503, key_reused: 422 } as const;
type ApiError = keyof typeof statusOf;

/**
 * The error shape of docs/decisions/0005-forms-and-limits.md: a code, a sentence and the fields in
 * words, in the request's language (its translator is loaded here, once: an accepted post shows no text).
 */
async function fail(c: Context<AppEnv>, error: ApiError, extra: { errors?: FieldErrors; retryAfter?: number } = {}) {
  if (extra.retryAfter) c.header('Retry-After', String(extra.retryAfter));
  const t = await loadTranslator(c.get('lang'));
  const body = { error, message: t(`forms:api.${error}`), ...(extra.errors ? { fields: wordsOf(extra.errors, t, c.get('lang')) } : {}) };
  return c.json(body, statusOf[error]);
}

/** Answers an outcome of `store`: 201 `{ ok, id }` or a localized error (413 for a file over its limit). */
function answer(c: Context<AppEnv>, form: FormDescriptor, outcome: Outcome) {
  switch (outcome.kind) {
    case 'stored':
      if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ ok: true, id: outcome.id, reference: referenceOf(outcome.id) }, 201);
    case 'invalid':
      return fail(c, fileTooLarge(form, outcome.errors) ? 'too_large' : 'invalid', { errors: outcome.errors });
    case 'rate_limited':
    case 'busy':
      return fail(c, outcome.kind, { retryAfter: outcome.retryAfter });
    default:
      return fail(c, outcome.kind);
  }
}

/** Until the body says its language, a refusal answers in the one the browser asks for. */
const browserLang: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('lang', requestLang(undefined, c.req.header('accept-language') ?? null, null));
  await next();
};

/**
 * POST /api/<form>: the guard (403, 415, 413), a well-formed JSON object (400), the schema through
 * @hono/valibot-validator (400 with per-field messages in the request's language), then storage
 * (201, 422, 429, 503).
 */
function formEndpoint(form: FormDescriptor) {
  const endpoint = new Hono<AppEnv>();
  endpoint.post(
    '/',
    browserLang,
    postGuard<AppEnv>({ accepts: ['application/json'], maxBytes: limits.bodyBytes }, fail),
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
      await next();
    },
    vValidator('json', form.schema, (result, context: Context<AppEnv>) => {
      if (!result.success) return fail(context, 'invalid', { errors: fieldErrors(result.issues) });
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
      return answer(c, form, outcome);
    },
  );
  return endpoint;
}

/**
 * POST /api/<form> of a form with a file (`/api/application`): a multipart body (the island sends
 * FormData, to show the upload's progress) read up to its bound (413 with the file's error, before
 * a byte past it), the fields and the file (400, each field's error), then storage; answered in JSON
 * as the other forms (docs/decisions/0050-job-applications.md).
 */
function fileEndpoint(form: FormDescriptor) {
  const endpoint = new Hono<AppEnv>();
  const tooLarge = (c: Context<AppEnv>) => fail(c, 'too_large', { errors: fileTooLargeErrors(form) });
  endpoint.post(
    '/',
    browserLang,
    postGuard<AppEnv>({ accepts: formBodies, maxBytes: limits.fileBodyBytes }, (c, why) => (why === 'too_large' ? tooLarge(c) : fail(c, why))),
    async (c) => {
      const read = await readFilePost(c.req.raw, form);
      if (read.kind === 'too_large') return tooLarge(c);
      if (read.kind === 'unreadable') return fail(c, 'unreadable');
      const lang = requestLang(read.fields.lang, c.req.header('accept-language') ?? null, null);
      c.set('lang', lang);
      const outcome = await submitFilePost(form, read, {
        env: c.env,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        ip: clientIp(c.req.raw.headers),
        idempotencyKey: idempotencyKeyOf(c.req.header('idempotency-key')),
        lang,
        page: pageOf(read.fields.page, c.req.header('referer') ?? null, new URL(c.req.url).origin),
      });
      return answer(c, form, outcome);
    },
  );
  return endpoint;
}

/** `/api/contact`, `/api/quote`, …: one JSON endpoint per form of the site's `forms`. */
export function formEndpoints(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  for (const form of allForms()) api.route(`/${form.name}`, form.file ? fileEndpoint(form) : formEndpoint(form));
  return api;
}
