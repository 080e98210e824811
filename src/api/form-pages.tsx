import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../env';
import { limits, formNames, type FormName } from '../forms/limits';
import { contactSchema } from '../forms/contact';
import { quoteSchema } from '../forms/quote';
import { languages, routeTable } from '../routes';
import { pages } from '../pages';
import { FormPostContext, type FormPostState } from '../components/form-post';
import { clientIp, idempotencyKeyOf, sameOrigin, submit } from './submit';

const schemas = { contact: contactSchema, quote: quoteSchema };
const arrayFields = new Set(['services']);

/** The posted form as the schema expects it: one string per field, a list for the checkboxes. */
function valuesOf(body: Record<string, unknown>): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [field, raw] of Object.entries(body)) {
    const list = (Array.isArray(raw) ? raw : [raw]).filter((item): item is string => typeof item === 'string');
    values[field] = arrayFields.has(field) ? list : (list[0] ?? '');
  }
  return values;
}

async function handlePost(c: Context<AppEnv>, form: FormName) {
  const t = c.get('t');
  const lang = c.get('lang');
  if (!sameOrigin(c.req.raw.headers, c.req.url, c.env.SITE_URL)) return c.text(t('forms:api.forbidden'), 403);
  const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return c.text(t('forms:api.unsupported'), 415);
  const values = valuesOf(await c.req.parseBody({ all: true }));
  const { _key, ...fields } = values;
  const outcome = await submit(form, schemas[form], { ...fields, lang, page: c.req.path }, {
    env: c.env,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    ip: clientIp(c.req.raw.headers),
    idempotencyKey: idempotencyKeyOf(typeof _key === 'string' ? _key : null),
    lang,
    page: c.req.path,
  });
  const state: FormPostState = { form, values: fields, errors: {}, status: 'failed' };
  switch (outcome.kind) {
    case 'stored':
      state.status = 'sent';
      state.values = {};
      break;
    case 'invalid':
      state.status = 'invalid';
      state.errors = outcome.errors;
      c.status(400);
      break;
    case 'rateLimited':
      state.notice = t('forms:api.rateLimited');
      c.header('Retry-After', String(outcome.retryAfter));
      c.status(429);
      break;
    case 'keyReused':
      state.notice = t('forms:api.keyReused');
      c.status(422);
      break;
    default:
      state.notice = t(`forms:${form}.failure.description`);
      c.status(503);
  }
  const view = pages[form](t, {}, { lang: c.get('lang'), origin: c.env.SITE_URL });
  if (!view) return c.notFound();
  return c.render(<FormPostContext.Provider value={state}>{view.element}</FormPostContext.Provider>, { head: view.head });
}

/** Without JavaScript, the contact and quote pages also take the plain POST of their own form. */
export function registerFormPages(app: Hono<AppEnv>) {
  for (const form of formNames) {
    for (const lang of languages) {
      app.post(
        routeTable[form][lang],
        bodyLimit({ maxSize: limits.bodyBytes, onError: (c) => c.text((c as Context<AppEnv>).get('t')('forms:api.tooLarge'), 413) }),
        (c) => handlePost(c, form),
      );
    }
  }
}
