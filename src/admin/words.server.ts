import type { T } from '../i18n';
import type { Lang } from '../routes';
import { valueInWords } from '../submissions/words.server';
import { forms, type FormName } from '../submissions/forms';

/**
 * A submission's fields as staff read them: labels and chosen values in words (services by name,
 * budget and timeline with their ranges, the monthly plan by name), in the order of the form.
 */
export type FieldInWords = { name: string; label: string; value: string };

export function fieldsInWords(form: FormName, data: Record<string, unknown>, t: T, lang: Lang): FieldInWords[] {
  return forms[form].fields
    .filter(({ name }) => name in data)
    .map(({ name }) => ({ name, label: t(`forms:fields.${name}`), value: valueInWords(name, data[name], t, lang, t('admin:detail.none')) }));
}

/** A stored UTC time in the staff member's language, in Montréal time: « 24 nov. 2026, 09 h 15 ». */
export function when(lang: Lang, iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }).format(date);
}

export const personName = (data: Record<string, unknown>) => `${String(data.firstName ?? '')} ${String(data.lastName ?? '')}`.trim() || '—';

export function parseData(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
