import type { T } from '../i18n';
import type { Lang } from '../routes';
import { duration, money, moneyRange, quantity } from '../content/format';
import { budgets, timelines } from '../content/quote';
import { forms, type FormName } from './forms';
import { errorsInWords, type FieldErrors, type MessageTable } from './rules';

/** The error messages of a language, as the table `errorsInWords` reads (the islands get it as a prop). */
export function messageTable(t: T): MessageTable {
  return t('forms:errors', { returnObjects: true }) as MessageTable;
}

/** Field errors in the words of the translator's language. */
export function wordsOf(errors: FieldErrors, t: T): Record<string, string> {
  return errorsInWords(errors, messageTable(t));
}

/** A budget's range: « Moins de 5 000 $ », « 5 000 à 15 000 $ », "Over $50,000". */
export function budgetRange(t: T, lang: Lang, { min, max }: { min?: number; max?: number }): string {
  if (min === undefined) return t('forms:quote.range.under', { max: money(lang, max ?? 0) });
  if (max === undefined) return t('forms:quote.range.over', { min: money(lang, min) });
  return moneyRange(lang, min, max);
}

/** A timeline's range in months: « Moins d'un mois », « 1 à 3 mois », "Over 6 months". */
export function timelineRange(t: T, lang: Lang, { min, max }: { min?: number; max?: number }): string {
  if (min === undefined) return t('forms:quote.range.timelineUnder', { count: max, max: quantity(lang, max ?? 0, 'month') });
  if (max === undefined) return t('forms:quote.range.over', { min: quantity(lang, min, 'month') });
  return duration(lang, { min, max, unit: 'month' });
}

/**
 * One field's value in words: services by name, budget and timeline with their ranges, the monthly
 * plan by name; any other value as typed; `none` when empty. The inbox and the e-mails read it.
 */
export function valueInWords(field: string, value: unknown, t: T, lang: Lang, none: string): string {
  if (Array.isArray(value)) return value.map((id) => t(`serviceNames.${String(id)}`)).join(', ') || none;
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

/** The fields a visitor picks from a list rather than types: the only ones a message to them may repeat. */
export const choiceFields: readonly string[] = ['services', 'budget', 'timeline', 'plan'];

/**
 * What the visitor chose, in words, in the order of the form: never a field they typed. The one
 * call the confirmation e-mail and the staff webhook make for their "choices".
 */
export function choicesInWords(form: FormName, data: Record<string, unknown>, t: T, lang: Lang): { label: string; value: string }[] {
  return forms[form].fields
    .filter(({ name }) => choiceFields.includes(name) && name in data && data[name] !== '')
    .map(({ name }) => ({ label: t(`forms:fields.${name}`), value: valueInWords(name, data[name], t, lang, t('forms:email.none')) }));
}
