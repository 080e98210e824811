import { dataKey, type T } from '../i18n';
import { htmlLang } from '../languages';
import type { Lang } from '../routes';
import { montrealDateAndTime } from '../content/format';
import { replyPromise } from '../content/reply-promise';
import { budgets, timelines } from '../content/quote';
import { budgetRange, timelineRange } from '../submissions/words.server';
import { forms, type FormName } from '../submissions/forms';

/**
 * A submission's fields as staff read them: labels and chosen values in words (services by name,
 * budget and timeline with their ranges, the monthly plan by name), in the order of the form.
 */
export type FieldInWords = { name: string; label: string; value: string };

export function fieldsInWords(form: FormName, data: Record<string, unknown>, t: T, lang: Lang): FieldInWords[] {
  return forms[form].fields
    .filter(({ name }) => name in data)
    .map(({ name }) => ({ name, label: t(`forms:fields.${name}`), value: valueInWords(name, data[name], t, lang) }));
}

function valueInWords(field: string, value: unknown, t: T, lang: Lang): string {
  const none = t('admin:detail.none');
  if (Array.isArray(value)) return value.map((id) => t(dataKey(`serviceNames.${String(id)}`))).join(', ') || none;
  if (typeof value !== 'string' || value === '') return none;
  if (field === 'budget') {
    const budget = budgets.find((item) => item.id === value);
    return budget ? `${t(`forms:quote.budgets.${budget.key}`)} (${budgetRange(t, lang, budget)})` : value;
  }
  if (field === 'timeline') {
    const timeline = timelines.find((item) => item.id === value);
    return timeline ? `${t(`forms:quote.timelines.${timeline.id}`)} (${timelineRange(t, lang, timeline)})` : value;
  }
  if (field === 'plan') return t(`pricing:plans.items.${value}.name`, { defaultValue: value });
  return value;
}

const mediumDays: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/** A stored UTC time in the staff member's language, in Montréal time: « 24 nov. 2026, 9 h 15 » (never « 09 h 15 »). */
export function when(lang: Lang, iso: string | null): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const days = (mediumDays[lang] ??= new Intl.DateTimeFormat(htmlLang[lang], { dateStyle: 'medium', timeZone: replyPromise.timeZone }));
  const day = days.format(date);
  return `${day}, ${montrealDateAndTime(lang, date).time}`;
}

/**
 * Visitor-typed text inside one of our sentences (a heading, the page title), between first-strong
 * isolate and pop directional isolate: the text form of `<bdi>`, so its direction cannot reorder
 * the words around it (docs/decisions/0018-email-addresses.md).
 */
export const isolated = (text: string) => `\u2068${text}\u2069`;

export const personName = (data: Record<string, unknown>) => `${String(data.firstName ?? '')} ${String(data.lastName ?? '')}`.trim() || '—';

export function parseData(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
