import * as v from 'valibot';
import { limits } from './limits';
import { isEmailAddress } from '../text/email-key';
import { oneLine, withoutInvisibleFormatting } from '../text/control-characters';
import { number } from '../business/format';
import type { Lang } from '../languages';

/**
 * The building blocks of every form. Each rule carries a message KEY (forms:errors.<key> in the
 * dictionaries), never a text; `errorsInWords` turns keys into the visitor's language
 * (docs/decisions/0005-forms-and-limits.md). A required field's key is `<field>Required`, written
 * once, in its rule: its text in `locales/{fr,en}/forms.json` is all it needs (a worker test asks
 * every form's keys of both dictionaries).
 */
export type MessageKey = `${string}Required` | `${string}Invalid` | 'tooLong' | 'invalid' | ResumeMessageKey;

/** Why a résumé is refused (docs/decisions/0050-job-applications.md): no file, an empty one, one too large, of another kind, more than one. */
export type ResumeMessageKey = 'resumeRequired' | 'resumeEmpty' | 'resumeTooLarge' | 'resumeInvalid' | 'resumeSeveral';

/** A message key is a word (`firstNameRequired`); valibot's own messages are sentences, read as `invalid`. */
const messageKeyShape = /^[a-z][A-Za-z]*$/;

/** What a visitor typed, without the invisible formatting that could make it pose as other text (docs/decisions/0018-email-addresses.md). */
const text = () => v.pipe(v.optional(v.string('invalid' satisfies MessageKey), ''), v.transform(withoutInvisibleFormatting));

/** As typed: the e-mail address is refused, not mended, when it holds such characters. */
const rawText = () => v.optional(v.string('invalid' satisfies MessageKey), '');

export const requiredText = (max: number, message: MessageKey) =>
  v.pipe(text(), v.trim(), v.nonEmpty(message), v.maxLength(max, 'tooLong' satisfies MessageKey));

export const optionalText = (max: number) => v.pipe(text(), v.trim(), v.maxLength(max, 'tooLong' satisfies MessageKey));

/**
 * A one-line field (a name, a company, a subject, a phone): stored as one line, as every e-mail,
 * chat and webhook shows it (`oneLine`: invisible formatting and control characters removed, line
 * breaks folded to a space).
 */
const line = () => v.pipe(v.optional(v.string('invalid' satisfies MessageKey), ''), v.transform(oneLine));

export const requiredLine = (max: number, message: MessageKey) => v.pipe(line(), v.nonEmpty(message), v.maxLength(max, 'tooLong' satisfies MessageKey));

export const optionalLine = (max: number) => v.pipe(line(), v.maxLength(max, 'tooLong' satisfies MessageKey));

/** One mailbox, no list, no control or format character, nothing that merges with another mailbox (docs/decisions/0018-email-addresses.md). */
export const email = () =>
  v.pipe(
    rawText(),
    v.trim(),
    v.nonEmpty('emailRequired' satisfies MessageKey),
    v.maxLength(limits.email, 'tooLong' satisfies MessageKey),
    v.check(isEmailAddress, 'emailInvalid' satisfies MessageKey),
  );

export const oneOf = <T extends string>(choices: readonly T[], message: MessageKey) =>
  v.pipe(
    text(),
    v.check((value) => (choices as readonly string[]).includes(value), message),
    v.transform((value) => value as T),
    v.metadata({ kind: 'choice' satisfies FieldKind }),
  );

/** Always sent empty by people; anything in it marks the submission as spam. */
export const honeypot = () => v.optional(v.string(), '');

/**
 * What every submission may carry besides its fields: its language, the page it came from and its
 * proof of work (docs/decisions/0044-proof-of-work.md; never stored with the fields). Junk in any of
 * them is dropped, never a 400.
 */
export const meta = {
  lang: v.fallback(v.optional(v.picklist(['fr', 'en'])), undefined),
  page: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/\S{0,199}$/))), undefined),
  _proof: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(limits.proof.maxLength))), undefined),
};

/** A whole submission: its fields, the honeypot and what every submission may carry. */
export const formSchema = <E extends v.ObjectEntries>(fields: E) => v.object({ ...fields, _honeypot: honeypot(), ...meta });

export type FieldError = { key: MessageKey; max?: number };
export type FieldErrors = Record<string, FieldError>;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** The first issue of each field, as a message key (and the limit for `tooLong`). */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== 'string' || errors[field]) continue;
    const key = (messageKeyShape.test(issue.message) ? issue.message : 'invalid') as MessageKey;
    errors[field] = key === 'tooLong' && typeof issue.requirement === 'number' ? { key, max: issue.requirement } : { key };
  }
  return errors;
}

export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: fieldErrors(result.issues) };
}

export type MessageTable = Record<MessageKey, string>;

/**
 * The one place field errors become words: the JSON API, the no-JS page posts and the islands
 * all call it with the message table of the visitor's language, and that language for the
 * figures (« 5 000 caractères », "5,000 characters").
 */
export function errorsInWords(errors: FieldErrors, table: MessageTable, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      (table[error.key] ?? table.invalid).replace('{{max}}', error.max === undefined ? '' : number(lang, error.max)),
    ]),
  );
}

/** A field is required when its schema refuses it left empty: the flag comes from the rule itself. */
export function isRequired(schema: v.GenericSchema): boolean {
  return !v.safeParse(schema, '').success;
}

/**
 * What a field holds, read from its schema: `text` typed freely, `choice` one of a list (`oneOf`),
 * `list` several values (an array schema; a plain form post repeats its name).
 */
export type FieldKind = 'text' | 'choice' | 'list';

export function kindOf(schema: v.GenericSchema): FieldKind {
  const declared = v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]).kind as FieldKind | undefined;
  if (declared) return declared;
  let inner: { type: string; wrapped?: unknown } = schema;
  while (inner.wrapped) inner = inner.wrapped as typeof inner;
  return inner.type === 'array' ? 'list' : 'text';
}

/**
 * What a field is to the person who sent it (docs/decisions/0037-form-descriptors.md): the submit
 * path, the e-mails, the spam signals, the privacy look-up and the inbox read a field by its role
 * (`person.ts`), never by its name. The file is the descriptor's `file`, not a role.
 */
export type FieldRole = 'email' | 'givenName' | 'familyName' | 'organization' | 'phone' | 'message';

/**
 * How a typed field is entered (docs/decisions/0037-form-descriptors.md): its input's `type`,
 * `autocomplete` and `inputmode`, or `rows` for a textarea; its `maxLength` is its rule's limit.
 * The field kit (client/forms/field-kit/) draws the control from them.
 */
export type InputHints = {
  /** A typed field's input, or a box to tick (`checkbox`), or a value the page sets (`hidden`). */
  type?: 'text' | 'email' | 'tel' | 'url' | 'checkbox' | 'hidden';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  /** A textarea of this many lines rather than a one-line input. */
  rows?: number;
  maxLength?: number;
};

/** What a role's field is entered with, unless the field says otherwise. */
const roleHints: Record<FieldRole, InputHints> = {
  email: { type: 'email', autoComplete: 'email' },
  givenName: { type: 'text', autoComplete: 'given-name' },
  familyName: { type: 'text', autoComplete: 'family-name' },
  organization: { type: 'text', autoComplete: 'organization' },
  phone: { type: 'tel', autoComplete: 'tel' },
  message: { rows: 4 },
};

/** A field's rule with its role, and hints of its own over the role's (`roleHints`). */
export const withRole = <S extends v.GenericSchema>(role: FieldRole, schema: S, hints: InputHints = {}) => v.pipe(schema, v.metadata({ role, hints }));

/** A field's rule with its input hints, for a field without a role (a link, a subject…). */
export const withHints = <S extends v.GenericSchema>(hints: InputHints, schema: S) => v.pipe(schema, v.metadata({ hints }));

/** The largest length a rule accepts (its `maxLength` action, at any depth of its pipes), if it has one. */
type PipeItem = { type: string; kind: string; requirement?: unknown };
const isSchema = (item: PipeItem): item is PipeItem & v.GenericSchema => item.kind === 'schema';
function maxLengthOf(schema: v.GenericSchema): number | undefined {
  const pipe = (schema as { pipe?: readonly PipeItem[] }).pipe ?? [];
  for (const item of pipe) {
    if (item.type === 'max_length' && typeof item.requirement === 'number') return item.requirement;
    const inner = isSchema(item) ? maxLengthOf(item) : undefined;
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** A field's hints: the role's, then its own; a typed field without any is a one-line text input. */
function hintsOf(schema: v.GenericSchema, kind: FieldKind): InputHints {
  const { role, hints } = v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]) as { role?: FieldRole; hints?: InputHints };
  const maxLength = maxLengthOf(schema);
  const base: InputHints = kind === 'text' ? { type: 'text' } : {};
  const merged = { ...base, ...(role ? roleHints[role] : {}), ...hints, ...(maxLength === undefined ? {} : { maxLength }) };
  return merged.rows ? { rows: merged.rows, ...(maxLength === undefined ? {} : { maxLength }) } : merged;
}

export type FieldSpec<Name extends string> = { name: Name; required: boolean; kind: FieldKind; role?: FieldRole; hints: InputHints };

/**
 * The fields of a form in the order its schema lists them, each with its required flag and kind,
 * worked out on first read: a cold start runs no schema (docs/decisions/0040-worker-carries-server-code-only.md).
 */
export function fieldsOf<E extends v.ObjectEntries>(entries: E): FieldSpec<Extract<keyof E, string>>[] {
  return Object.entries(entries).map(([name, schema]) => {
    let required: boolean | undefined;
    let kind: FieldKind | undefined;
    let role: FieldRole | null | undefined;
    let hints: InputHints | undefined;
    return {
      name: name as Extract<keyof E, string>,
      get required() {
        required ??= isRequired(schema);
        return required;
      },
      get kind() {
        kind ??= kindOf(schema);
        return kind;
      },
      get role() {
        role ??= (v.getMetadata(schema as Parameters<typeof v.getMetadata>[0]).role as FieldRole | undefined) ?? null;
        return role ?? undefined;
      },
      get hints() {
        hints ??= hintsOf(schema, this.kind);
        return hints;
      },
    };
  });
}
