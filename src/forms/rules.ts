import * as v from 'valibot';
import { limits } from './limits';

/**
 * The building blocks of both forms. Each rule carries a message KEY (forms:errors.<key> in the
 * dictionaries), never a text: the API resolves it with i18n, the islands with the table they get as props.
 */
export type MessageKey =
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'subjectRequired'
  | 'messageRequired'
  | 'servicesRequired'
  | 'budgetRequired'
  | 'timelineRequired'
  | 'tooLong'
  | 'invalid';

/** SPEC.md §5: non-space text, an at sign, non-space text. */
export const emailPattern = /^\S+@\S+$/;

const text = () => v.optional(v.string('invalid' satisfies MessageKey), '');

export const requiredText = (max: number, message: MessageKey) =>
  v.pipe(text(), v.trim(), v.nonEmpty(message), v.maxLength(max, 'tooLong' satisfies MessageKey));

export const optionalText = (max: number) => v.pipe(text(), v.trim(), v.maxLength(max, 'tooLong' satisfies MessageKey));

export const email = () =>
  v.pipe(
    text(),
    v.trim(),
    v.nonEmpty('emailRequired' satisfies MessageKey),
    v.maxLength(limits.email, 'tooLong' satisfies MessageKey),
    v.regex(emailPattern, 'emailInvalid' satisfies MessageKey),
  );

export const oneOf = <T extends string>(choices: readonly T[], message: MessageKey) =>
  v.pipe(
    text(),
    v.check((value) => (choices as readonly string[]).includes(value), message),
    v.transform((value) => value as T),
  );

/** Always sent empty by people; anything in it marks the submission as spam. */
export const honeypot = () => v.optional(v.string(), '');

/** What every submission may carry besides its fields: its language and the page it came from. */
export const meta = {
  lang: v.fallback(v.optional(v.picklist(['fr', 'en'])), undefined),
  page: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/\S{0,199}$/))), undefined),
};

export type FieldError = { key: MessageKey; max?: number };
export type FieldErrors = Record<string, FieldError>;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The first issue of each field, as a message key (and the limit for `tooLong`). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== 'string' || errors[field]) continue;
    const key = (issue.message in keyset ? issue.message : 'invalid') as MessageKey;
    errors[field] = key === 'tooLong' && typeof issue.requirement === 'number' ? { key, max: issue.requirement } : { key };
  }
  return errors;
}

const keyset: Record<MessageKey, true> = {
  firstNameRequired: true,
  lastNameRequired: true,
  emailRequired: true,
  emailInvalid: true,
  subjectRequired: true,
  messageRequired: true,
  servicesRequired: true,
  budgetRequired: true,
  timelineRequired: true,
  tooLong: true,
  invalid: true,
};

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}

/** Resolves a field error with a message table (the islands' props, or a dictionary block). */
export function messageOf(error: FieldError, table: Record<MessageKey, string>): string {
  return table[error.key].replace('{{max}}', String(error.max ?? ''));
}
