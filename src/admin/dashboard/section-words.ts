import { longDate, number, percent } from '../../business/format';
import type { T } from '../../i18n';
import type { Lang } from '../../routes';

/** One row of a chart: its label, its values (one per series), and its table cells when they are not the values in figures. */
export type Group = { label: string; values: number[]; cells?: string[] };

/** The words every dashboard section needs: the language, its translator and its number formats. */
export type Words = { lang: Lang; t: T };

export const count =
  ({ lang }: Words) =>
  (value: number) =>
    number(lang, value);
export const share = ({ lang }: Words, part: number, whole: number) => percent(lang, Math.round((1000 * part) / whole) / 10);
export const day = ({ lang }: Words, iso: string) => longDate(lang, iso);

/** A number of days, to a tenth, in words; `none` when there is none. */
export function daysInWords({ lang, t }: Words, days: number | null, none: string): string {
  if (days === null) return none;
  const tenths = Math.round(days * 10) / 10;
  return t('admin:dashboard.proposals.days', { count: tenths, value: number(lang, tenths) });
}

/** A chart's text alternative: how many values, their span, the highest and the total. */
export function summaryOf(words: Words, groups: Group[], bars = false): string {
  const totals = groups.map((group) => group.values.reduce((sum, value) => sum + value, 0));
  const highest = totals.indexOf(Math.max(...totals));
  const format = count(words);
  return words.t(bars ? 'admin:dashboard.chart.summaryBars' : 'admin:dashboard.chart.summary', {
    count: groups.length,
    first: groups[0]?.label,
    last: groups[groups.length - 1]?.label,
    max: format(totals[highest] ?? 0),
    maxLabel: groups[highest]?.label,
    total: format(totals.reduce((sum, value) => sum + value, 0)),
  });
}
