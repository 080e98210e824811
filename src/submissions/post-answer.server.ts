import { dataKey } from '../i18n';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import type { FormName } from './forms';
import type { FormDescriptor } from './descriptor';
import type { FormPostState } from './post-state.server';
import type { FormValues } from './form-state';
import type { Outcome } from './submit.server';
import { referenceOf } from './reference';
import type { FieldErrors } from './field-rules';

/**
 * Renders the form's page again with what the post left (errors, values, a notice, or the success
 * message): given by the composition root, since pages sit above submissions.
 */
export type FormAnswer<Form extends string = FormName> = (c: Context<AppEnv>, form: Form, state: FormPostState<Form>) => Response | Promise<Response>;

/** The posted form as the schema expects it: one string per field, a list for a `list` field (checkboxes). */
export function valuesOf(form: FormDescriptor, body: Record<string, unknown>): FormValues {
  const lists = new Set(form.fields.filter(({ kind }) => kind === 'list').map(({ name }) => name as string));
  const values: FormValues = {};
  for (const [field, raw] of Object.entries(body)) {
    const list = (Array.isArray(raw) ? raw : [raw]).filter((item): item is string => typeof item === 'string');
    values[field] = lists.has(field) ? list : (list[0] ?? '');
  }
  return values;
}

/** Whether the errors refuse the form's file for its size: answered 413, the other refusals 400 (docs/decisions/0050-job-applications.md). */
export const fileTooLarge = (form: FormDescriptor, errors: FieldErrors) => form.file !== undefined && errors[form.file]?.key === 'resumeTooLarge';

/** A plain post's outcome as its page shows it, with the status it answers (every form page, with or without a file). */
export function answerOutcome<Form extends string>(
  c: Context<AppEnv>,
  form: FormDescriptor<string, Form>,
  answer: FormAnswer<Form>,
  fields: FormValues,
  outcome: Outcome,
) {
  const t = c.get('t');
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
      c.status(fileTooLarge(form, outcome.errors) ? 413 : 400);
      break;
    case 'rate_limited':
    case 'busy':
      // The values stay in the form: the visitor sends it again later.
      state.notice = t(`forms:api.${outcome.kind}`);
      c.header('Retry-After', String(outcome.retryAfter));
      c.status(outcome.kind === 'busy' ? 503 : 429);
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
