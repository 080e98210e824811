import type { Lang } from '../languages';
import { montrealDateAndTime } from '../business/format';
import { dataKey, type T } from '../i18n';
import { formOf } from './forms';
import { errorsInWords, type FieldErrors, type MessageTable } from './field-rules';

/** An instant (ISO 8601) on Montréal's clock, as the texts write it: « 1er décembre 2026 à 8 h 05 », "December 1, 2026 at 8:05 a.m.". */
export function instantInWords(t: T, lang: Lang, instant: string): string {
  return t('dateAtTime', montrealDateAndTime(lang, new Date(instant)));
}

/** The groups of texts where each form has its own words, and `other` words for a form that has none. */
type FormWordGroup = 'forms:confirmation.what' | 'forms:confirmation.receivedWhat' | 'forms:confirmation.next' | 'forms:webhook.forms';

/** A form's own words in a group, or the group's `other` words: a form described only by its descriptor never shows a text key. */
export function formWords(t: T, group: FormWordGroup, form: string): string {
  return t([dataKey(`${group}.${form}`), dataKey(`${group}.other`)]);
}

/** The error messages of a language, as the table `errorsInWords` reads (the islands get it as a prop). */
export function messageTable(t: T): MessageTable {
  return t('forms:errors', { returnObjects: true }) as MessageTable;
}

/** Field errors in the words of the translator's language (`lang`, the same one, writes the figures). */
export function wordsOf(errors: FieldErrors, t: T, lang: Lang): Record<string, string> {
  return errorsInWords(errors, messageTable(t), lang);
}

/**
 * What the visitor chose, in words, in the order of the form: never a field they typed (only the
 * fields whose kind is a choice or a list). The one call the confirmation e-mail and the staff
 * webhook make for their "choices".
 */
export function choicesInWords(form: string, data: Record<string, unknown>, t: T, lang: Lang): { label: string; value: string }[] {
  const descriptor = formOf(form);
  if (!descriptor) return [];
  const chosen = new Set<string>(descriptor.fields.filter(({ kind }) => kind !== 'text').map(({ name }) => name));
  return descriptor.inWords(data, t, lang).flatMap(({ name, label, value }) => (chosen.has(name) && value !== null ? [{ label, value }] : []));
}
