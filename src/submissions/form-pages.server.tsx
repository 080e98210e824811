import { dataKey } from '../i18n';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { languages, routeTable, type Lang } from '../routes';
import { forms, type FormName } from './forms';
import type { FormDescriptor } from './descriptor';
import { formBodies, postGuard, refuseInWords } from '../http/post-guard';
import { limits } from './limits';
import { clientIp } from '../http/client-address';
import type { FormPostState } from './post-state.server';
import type { FormValues } from './form-state';
import { referenceOf } from './reference';

/** The posted form as the schema expects it: one string per field, a list for a `list` field (checkboxes). */
function valuesOf(form: FormDescriptor, body: Record<string, unknown>): FormValues {
  const lists = new Set(form.fields.filter(({ kind }) => kind === 'list').map(({ name }) => name as string));
  const values: FormValues = {};
  for (const [field, raw] of Object.entries(body)) {
    const list = (Array.isArray(raw) ? raw : [raw]).filter((item): item is string => typeof item === 'string');
    values[field] = lists.has(field) ? list : (list[0] ?? '');
  }
  return values;
}

async function handlePost<Form extends string>(c: Context<AppEnv>, form: FormDescriptor<string, Form>, answer: FormAnswer<Form>) {
  const t = c.get('t');
  const lang = c.get('lang');
  let body: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    // A multipart body without its boundary, a truncated one, a charset the parser refuses…
    c.status(400);
    return answer(c, form.name, { form: form.name, values: {}, errors: {}, status: 'failed', notice: t('forms:api.unreadable') });
  }
  const values = valuesOf(form, body);
  const { _key: _ignored, ...fields } = values;
  // Storing, e-mails and the webhook are compiled on the first post, not at a page's cold start
  // (docs/decisions/0041-worker-modules-loaded-on-use.md).
  const { submit } = await import('./submit.server');
  const outcome = await submit(
    form,
    { ...fields, lang, page: c.req.path },
    {
      env: c.env,
      waitUntil: (promise) => c.executionCtx.waitUntil(promise),
      ip: clientIp(c.req.raw.headers),
      idempotencyKey: null,
      keyFromContent: true,
      lang,
      page: c.req.path,
    },
  );
  // Shown again: only the form's own fields, never whatever else the post carried.
  const own = new Set(form.fields.map(({ name }) => name as string));
  const shown = Object.fromEntries(Object.entries(fields).filter(([field]) => own.has(field)));
  const state: FormPostState<Form> = { form: form.name, values: shown, errors: {}, status: 'failed' };
  switch (outcome.kind) {
    case 'stored':
      state.status = 'sent';
      state.reference = referenceOf(outcome.id);
      if (outcome.held) state.held = true;
      state.values = {};
      break;
    case 'invalid':
      state.status = 'invalid';
      state.errors = outcome.errors;
      c.status(400);
      break;
    case 'rate_limited':
      state.notice = t('forms:api.rate_limited');
      c.header('Retry-After', String(outcome.retryAfter));
      c.status(429);
      break;
    case 'key_reused':
      state.notice = t('forms:api.key_reused');
      c.status(422);
      break;
    default:
      state.notice = t(dataKey(`forms:${form.name as string}.failure.description`));
      c.status(503);
  }
  return answer(c, form.name, state);
}

/**
 * Renders the form's page again with what the post left (errors, values, a notice, or the success
 * message): given by the composition root, since pages sit above submissions.
 */
export type FormAnswer<Form extends string = FormName> = (c: Context<AppEnv>, form: Form, state: FormPostState<Form>) => Response | Promise<Response>;

/** Without JavaScript, each form's page also takes the plain POST of its own form (docs/decisions/0005-forms-and-limits.md). */
export function registerFormPages(app: Hono<AppEnv>, answer: FormAnswer) {
  // A form whose page is not in the route table yet takes no plain post.
  const screens: Partial<Record<string, Record<Lang, string>>> = routeTable;
  for (const form of Object.values(forms)) {
    const paths = screens[form.name];
    if (!paths || form.file) continue;
    registerFormPosts(
      app,
      form,
      answer,
      languages.map((lang) => paths[lang]),
    );
  }
}

/** The plain POST of one form at these paths: a site form's pages, or a test's. */
export function registerFormPosts<Form extends string>(app: Hono<AppEnv>, form: FormDescriptor<string, Form>, answer: FormAnswer<Form>, paths: string[]) {
  for (const path of paths)
    app.post(path, postGuard<AppEnv>({ accepts: formBodies, maxBytes: limits.bodyBytes }, refuseInWords), (c) => handlePost(c, form, answer));
}
