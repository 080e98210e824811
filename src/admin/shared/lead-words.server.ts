import type { T } from '../../i18n';
import { htmlLang } from '../../languages';
import type { Lang } from '../../routes';
import { montrealDateAndTime } from '../../business/format';
import { replyPromise } from '../../business/reply-promise';
import type { FieldInWords } from '../../submissions/descriptor';
import { formOf } from '../../submissions/forms';
import { personOf, valueByRole } from '../../submissions/person';

/**
 * A submission's fields as staff read them: labels and chosen values in words (services by name,
 * budget and timeline with their ranges, the monthly plan by name), in the order of the form, a
 * field left empty saying so.
 */
export function fieldsInWords(form: string, data: Record<string, unknown>, t: T, lang: Lang): (FieldInWords & { value: string })[] {
  return (formOf(form)?.inWords(data, t, lang) ?? []).map((field) => ({ ...field, value: field.value ?? t('admin:detail.none') }));
}

const mediumDays: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/** A stored UTC time in the staff member's language, in Montréal time: « 24 nov. 2026, 9 h 15 » (never « 09 h 15 »). */
export function when(lang: Lang, iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let days = mediumDays[lang];
  if (!days) {
    days = new Intl.DateTimeFormat(htmlLang[lang], { dateStyle: 'medium', timeZone: replyPromise.timeZone });
    mediumDays[lang] = days;
  }
  const day = days.format(date);
  return `${day}, ${montrealDateAndTime(lang, date).time}`;
}

/**
 * Visitor-typed text inside one of our sentences (a heading, the page title), between first-strong
 * isolate and pop directional isolate: the text form of `<bdi>`, so its direction cannot reorder
 * the words around it (docs/decisions/0018-email-addresses.md).
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/** Who sent a stored row, read by role (docs/decisions/0037-form-descriptors.md). */
export const personOfRow = (form: string, data: Record<string, unknown>) => personOf(formOf(form), data);

export const personName = (form: string, data: Record<string, unknown>) => personOfRow(form, data).name || '—';

export const givenNameOf = (form: string, data: Record<string, unknown>) => valueByRole(formOf(form), data, 'givenName') ?? '';

export { rowData } from '../../submissions/person';
