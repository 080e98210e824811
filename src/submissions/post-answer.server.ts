import { dataKey, loadTranslator } from '../i18n';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { refuseInWords, refusalStatus, type PostRefusal } from '../http/post-guard';
import type { FormName } from './forms';
import type { FormDescriptor } from './descriptor';
import type { FormPostState } from './post-state.server';
import type { FormValues } from './form-state';
import type { Outcome } from './submit.server';
import type { Reply } from './post-read.server';
import { referenceOf } from './reference';
import type { FieldErrors } from './field-rules';
import { wordsOf } from './form-words.server';

/**
 * Renders the form's page again with what the post left (errors, values, a notice, or the success
 * message): given by the composition root, since pages sit above submissions.
 */
export type FormAnswer<Form extends string = FormName> = (c: Context<AppEnv>, form: Form, state: FormPostState<Form>) => Response | Promise<Response>;

/** The door a post came in by: its form, how it is answered (`reply`: JSON or the page) and what renders its page. */
export type PostDoor<Form extends string = FormName> = { form: FormDescriptor<string, Form>; reply: Reply; answer?: FormAnswer<Form> };

/** What a post came to: refused before its body was read (the guard), refused as it was read, or the submit path's outcome. */
export type PostResult = Outcome | { kind: PostRefusal | 'malformed' | 'unreadable' };

/** The error codes of docs/decisions/0035-one-post-guard.md: the guard's refusals, then the submission's own. */
const statusOf = { ...refusalStatus, invalid: 400, malformed: 400, unreadable: 400, rate_limited: 429, busy: 503, unavailable: 503, key_reused: 422 } as const;
type ApiError = keyof typeof statusOf;

/** The form's file refused for its size, as its field's error: answered 413 (docs/decisions/0050-job-applications.md). */
const fileTooLargeErrors = (form: FormDescriptor): FieldErrors => (form.file ? { [form.file.field]: form.file.errors.tooLarge } : {});

/** Whether the errors refuse the form's file for its size: answered 413, the other refusals 400. */
const fileTooLarge = (form: FormDescriptor, errors: FieldErrors) => form.file !== undefined && errors[form.file.field]?.key === form.file.errors.tooLarge.key;

/**
 * The one answer of every post: JSON for an API client (`reply` 'json'), the form's page again for
 * a plain post, with the same status, headers and codes either way.
 */
export function respond<Form extends string>(
  c: Context<AppEnv>,
  { form, reply, answer }: PostDoor<Form>,
  result: PostResult,
  values: Record<string, unknown> = {},
) {
  return reply === 'page' && answer ? inPage(c, form, answer, values, result) : inJson(c, form, result);
}

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

/** 201 `{ ok, id, reference }` or a localized error (413 for a file over its limit). */
function inJson(c: Context<AppEnv>, form: FormDescriptor, result: PostResult) {
  switch (result.kind) {
    case 'stored':
      if (result.replayed) c.header('Idempotent-Replayed', 'true');
      return c.json({ ok: true, id: result.id, reference: referenceOf(result.id) }, 201);
    case 'invalid':
      return fail(c, fileTooLarge(form, result.errors) ? 'too_large' : 'invalid', { errors: result.errors });
    case 'too_large':
      return fail(c, 'too_large', form.file ? { errors: fileTooLargeErrors(form) } : {});
    case 'rate_limited':
    case 'busy':
      return fail(c, result.kind, { retryAfter: result.retryAfter });
    default:
      return fail(c, result.kind);
  }
}

/** A plain post's result as its page shows it, with the status it answers (every form page, with or without a file). */
function inPage<Form extends string>(
  c: Context<AppEnv>,
  form: FormDescriptor<string, Form>,
  answer: FormAnswer<Form>,
  fields: Record<string, unknown>,
  result: PostResult,
) {
  const t = c.get('t');
  // Shown again: only the form's own fields, never whatever else the post carried (a page's post is a form: its values are strings and lists).
  const own = new Set(form.fields.map(({ name }) => name as string));
  const shown = Object.fromEntries(Object.entries(fields).filter(([field]) => own.has(field))) as FormValues;
  const state: FormPostState<Form> = { form: form.name, values: shown, errors: {}, status: 'failed' };
  switch (result.kind) {
    case 'forbidden':
    case 'unsupported_media_type':
      return refuseInWords(c, result.kind);
    case 'too_large':
      // A body over the bound, refused before it is read: the page with the file's error.
      if (!form.file) return refuseInWords(c, result.kind);
      state.status = 'invalid';
      state.errors = fileTooLargeErrors(form);
      c.status(413);
      break;
    case 'malformed':
    case 'unreadable':
      state.notice = t('forms:api.unreadable');
      c.status(400);
      break;
    case 'stored':
      state.status = 'sent';
      state.reference = referenceOf(result.id);
      if (result.held) state.held = true;
      state.values = {};
      break;
    case 'invalid':
      state.status = 'invalid';
      state.errors = result.errors;
      c.status(fileTooLarge(form, result.errors) ? 413 : 400);
      break;
    case 'rate_limited':
    case 'busy':
      // The values stay in the form: the visitor sends it again later.
      state.notice = t(`forms:api.${result.kind}`);
      c.header('Retry-After', String(result.retryAfter));
      c.status(result.kind === 'busy' ? 503 : 429);
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
