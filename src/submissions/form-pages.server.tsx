import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { languages, routeTable } from '../routes';
import { formNames, forms, type FormName } from './forms';
import { guard, type Refusal } from './guard.server';
import { clientIp } from '../http/client-address';
import type { FormPostState } from './post-state.server';
import type { FormValues } from './form-state';
import { referenceOf } from './reference';
import { submit } from './submit.server';

const arrayFields = new Set(['services']);
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const refusalStatus = { forbidden: 403, unsupported: 415, tooLarge: 413 } as const;

const refuse = (c: Context<AppEnv>, why: Refusal) => c.text(c.get('t')(`forms:api.${why}`), refusalStatus[why]);

/** The posted form as the schema expects it: one string per field, a list for the checkboxes. */
function valuesOf(body: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const [field, raw] of Object.entries(body)) {
    const list = (Array.isArray(raw) ? raw : [raw]).filter((item): item is string => typeof item === 'string');
    values[field] = arrayFields.has(field) ? list : (list[0] ?? '');
  }
  return values;
}

async function handlePost(c: Context<AppEnv>, form: FormName, answer: FormAnswer) {
  const t = c.get('t');
  const lang = c.get('lang');
  let body: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    // A multipart body without its boundary, a truncated one, a charset the parser refuses…
    c.status(400);
    return answer(c, form, { form, values: {}, errors: {}, status: 'failed', notice: t('forms:api.unreadable') });
  }
  const values = valuesOf(body);
  const { _key: _ignored, ...fields } = values;
  const outcome = await submit(form, { ...fields, lang, page: c.req.path }, {
    env: c.env,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    ip: clientIp(c.req.raw.headers),
    idempotencyKey: null,
    keyFromContent: true,
    lang,
    page: c.req.path,
  });
  // Shown again: only the form's own fields, never whatever else the post carried.
  const own = new Set(forms[form].fields.map(({ name }) => name as string));
  const shown = Object.fromEntries(Object.entries(fields).filter(([field]) => own.has(field)));
  const state: FormPostState = { form, values: shown, errors: {}, status: 'failed' };
  switch (outcome.kind) {
    case 'stored':
      state.status = 'sent';
      state.reference = referenceOf(outcome.id);
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
  return answer(c, form, state);
}

/**
 * Renders the form's page again with what the post left (errors, values, a notice, or the success
 * message): given by the composition root, since pages sit above submissions.
 */
export type FormAnswer = (c: Context<AppEnv>, form: FormName, state: FormPostState) => Response | Promise<Response>;

/** Without JavaScript, each form's page also takes the plain POST of its own form (docs/decisions/0005-forms-and-limits.md). */
export function registerFormPages(app: Hono<AppEnv>, answer: FormAnswer) {
  for (const form of formNames) {
    for (const lang of languages) {
      app.post(routeTable[form][lang], guard(formTypes, refuse), (c) => handlePost(c, form, answer));
    }
  }
}
