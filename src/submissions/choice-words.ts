import type { Translate as T } from './descriptor';
import type { Lang } from '../languages';
import { duration, money, moneyRange, quantity } from '../business/format';

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
