import type { TFunction } from 'i18next';
import type * as v from 'valibot';
import type { Lang } from '../languages';
import { fieldsOf, formSchema, type FieldError, type FieldSpec, type MessageKey } from './field-rules';
import { leadStatuses, type Status } from './statuses';
import { personOf, type Person } from './person';

/** The translator (`T` of `src/i18n.ts`), named from i18next: this module is shared, it loads no dictionary. */
export type Translate = TFunction;
type T = Translate;

/** One stored value in words (a service's name, a budget with its range…). */
export type SayValue = (value: string, t: T, lang: Lang) => string;

/**
 * Everything the site needs to know about one form (docs/decisions/0005-forms-and-limits.md): its
 * schema, its fields (order, required, kind: read from the schema), the subject of the company's
 * notification, and how a stored value reads in words, the one function the notification, the
 * inbox and the visitor's confirmation all use.
 */
export type FormDescriptor<Name extends string = string, Form extends string = string> = {
  /** Its name: `/api/<name>`, the stored rows' `form`, the screen of that name in the route table. */
  name: Form;
  schema: v.GenericSchema<unknown, Record<string, unknown>>;
  fields: FieldSpec<Name>[];
  /** The notification's subject, in the translator's language. */
  subject: (data: Record<string, unknown>, t: T) => string;
  /** A stored value in words, or null when nothing was given (each reader says "none" its own way). */
  valueInWords(field: Name, value: unknown, t: T, lang: Lang): string | null;
  /** The stored fields in the form's order, each with its label and its value in words. */
  inWords: (data: Record<string, unknown>, t: T, lang: Lang) => FieldInWords[];
  /** What a submission is about in one line of an operator's listing (`npm run submissions`): its stored values, as typed or chosen. */
  summary: (data: Record<string, unknown>) => string;
  /** The statuses staff move its submissions through, in order (`statuses.ts`; leads' by default). */
  statuses: readonly Status[];
  /** The one file the form takes besides its fields, its rules and its errors (`FormFile`); absent for a form of text only. */
  file?: FormFile;
};

/** A kind of file a form accepts, as its bytes show it: what it starts with and, for a zip, the entries it must and must not hold. */
export type FileKind = {
  mime: string;
  extension: string;
  /** Its first bytes, one character a byte. */
  starts: string;
  /** A zip's central directory: names it must hold, and name endings (any case) it must not. */
  zip?: { holds: readonly string[]; refuses: readonly string[] };
};

/**
 * The file a form takes besides its fields (an application's résumé, docs/decisions/0050-job-applications.md),
 * never stored in `data`: its multipart field, the kinds accepted (judged by their bytes), its largest size,
 * and where it is kept (an R2 binding, and the object key's prefix before the submission's id).
 */
export type FileRules = {
  field: string;
  kinds: Readonly<Record<string, FileKind>>;
  maxBytes: number;
  bucket: 'RESUMES';
  keyPrefix: string;
};

/** Why a form's file is refused: none, an empty one, one too large, of another kind, more than one. */
export type FileRefusal = 'required' | 'empty' | 'tooLarge' | 'invalid' | 'several';

/** A form's file as its descriptor holds it: its rules and its field's errors (`<field>Required`, `<field>TooLarge` with the size in MB…), made once. */
export type FormFile = FileRules & { errors: Readonly<Record<FileRefusal, FieldError>> };

/** A file's largest size in megabytes, as its hint and its error say it. */
export const megabytesOf = (rules: FileRules) => rules.maxBytes / 1024 / 1024;

export function formFile(rules: FileRules): FormFile {
  // The résumé's keys are `ResumeMessageKey` of field-rules.ts; another form's file names its own in its texts.
  const key = (why: string) => `${rules.field}${why}` as MessageKey;
  const errors = {
    required: { key: key('Required') },
    empty: { key: key('Empty') },
    tooLarge: { key: key('TooLarge'), max: megabytesOf(rules) },
    invalid: { key: key('Invalid') },
    several: { key: key('Several') },
  };
  return { ...rules, errors };
}

/** What the form's file input takes (its `accept`): the kinds by extension, then by type. */
export const acceptOf = (rules: FileRules) => {
  const kinds = Object.values(rules.kinds);
  return [...kinds.map(({ extension }) => `.${extension}`), ...kinds.map(({ mime }) => mime)].join(',');
};

/** Forms by name: the site's (`forms.ts`), or a test's. */
export type FormRegistry = Readonly<Record<string, FormDescriptor>>;

/** A stored field as people read it: its name, its label, its value in words (null when nothing was given). */
export type FieldInWords = { name: string; label: string; value: string | null };

/**
 * A form from its fields (valibot entries, `field-rules.ts`), its subject and, for the fields whose
 * stored value is an id, how each id reads. A list reads as its items' words, comma-separated.
 * `summary` names the fields an operator's one-line listing shows; by default the form's choices
 * (every field that is not typed text).
 */
export function defineForm<Form extends string, E extends v.ObjectEntries>(
  name: Form,
  spec: {
    fields: E;
    /** The notification's subject, from the stored values and who sent them (`person.ts`). */
    subject: (data: Record<string, unknown>, t: T, person: Person) => string;
    words?: Partial<Record<Extract<keyof E, string>, SayValue>>;
    summary?: Extract<keyof E, string>[];
    statuses?: readonly Status[];
    file?: FileRules;
  },
): FormDescriptor<Extract<keyof E, string>, Form> {
  const say = (field: Extract<keyof E, string>, item: unknown, t: T, lang: Lang) => {
    const text = String(item);
    return spec.words?.[field]?.(text, t, lang) ?? text;
  };
  const valueInWords: FormDescriptor<Extract<keyof E, string>>['valueInWords'] = (field, value, t, lang) => {
    const items = (Array.isArray(value) ? value : [value]).filter((item) => item != null && item !== '');
    return items.length ? items.map((item) => say(field, item, t, lang)).join(', ') : null;
  };
  const fields = fieldsOf(spec.fields);
  const subject: FormDescriptor['subject'] = (data, t) => spec.subject(data, t, personOf({ fields }, data));
  return {
    name,
    schema: formSchema(spec.fields) as FormDescriptor['schema'],
    fields,
    subject,
    statuses: spec.statuses ?? leadStatuses,
    ...(spec.file ? { file: formFile(spec.file) } : {}),
    valueInWords,
    inWords: (data, t, lang) =>
      fields
        .filter(({ name }) => name in data)
        .map(({ name }) => ({ name, label: t(`forms:fields.${name as string}`), value: valueInWords(name, data[name], t, lang) })),
    summary: (data) =>
      (spec.summary ?? fields.filter(({ kind }) => kind !== 'text').map(({ name }) => name))
        .map((field) =>
          [data[field]]
            .flat()
            .filter((item) => item != null && item !== '')
            .join(', '),
        )
        .filter(Boolean)
        .join(' · '),
  };
}
