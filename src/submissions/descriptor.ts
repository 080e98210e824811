import type { TFunction } from 'i18next';
import type * as v from 'valibot';
import type { Lang } from '../languages';
import { fieldsOf, formSchema, type FieldSpec } from './field-rules';
import { formFile, type FileRules, type FormFile } from './form-file';
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
  /** Months its posts are kept after they were received, when shorter than every submission's (the cron deletes them, with their files). */
  keptMonths?: number;
  /** What a proposal made from one of its posts reads (`ProposalFields`), for a form that has it. */
  proposal?: ProposalFields<Name>;
};

/**
 * The fields a proposal reads from the lead it is made from (docs/decisions/0052-proposals.md): the
 * services and the plan chosen become its first lines, the timeline its schedule, the budget is
 * shown to staff beside its total.
 */
export type ProposalFields<Name extends string = string> = { services: Name; plan: Name; timeline: Name; budget: Name };

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
    keptMonths?: number;
    proposal?: ProposalFields<Extract<keyof E, string>>;
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
    ...(spec.keptMonths ? { keptMonths: spec.keptMonths } : {}),
    ...(spec.proposal ? { proposal: spec.proposal } : {}),
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
