import { montrealDate, montrealDay, montrealInstant } from '../../business-hours/reply-clock';

/**
 * The dashboard's period (docs/decisions/0039-dashboard.md): the last 7, 30 or 90 days, today
 * included, as calendar days in Montréal. Leads are counted by the instants that bound those days;
 * the daily totals of analytics are kept per Montréal day too (0043-days-are-montreal-days.md).
 */
export const periods = [7, 30, 90] as const;
export type Period = (typeof periods)[number];
export const defaultPeriod: Period = 30;

export type Range = {
  /** How many days. */
  days: number;
  /** First and last day, `YYYY-MM-DD`. */
  firstDay: string;
  lastDay: string;
  /** The period's bounds as ISO instants in Montréal, the end excluded. */
  fromIso: string;
  toIso: string;
  /** Every day of the period, in order. */
  dayList: string[];
};

const dayMs = 86_400_000;
const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);
const civil = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)) });

/** The period a query string asks for; anything else is the default. */
export function readPeriod(value: string | undefined): Period {
  return periods.find((days) => String(days) === value) ?? defaultPeriod;
}

/** The days from `firstDay` to `lastDay` (`YYYY-MM-DD`, both included; `npm run stats` takes any). */
export function rangeBetween(firstDay: string, lastDay: string): Range {
  const first = Date.parse(`${firstDay}T00:00:00Z`);
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  const dayList = Array.from({ length: Math.round((last - first) / dayMs) + 1 }, (_, index) => isoDay(first + index * dayMs));
  return {
    days: dayList.length,
    firstDay,
    lastDay,
    fromIso: new Date(montrealInstant(civil(firstDay), 0)).toISOString(),
    toIso: new Date(montrealInstant(civil(isoDay(last + dayMs)), 0)).toISOString(),
    dayList,
  };
}

/** The last `days` days in Montréal, today included. */
export function rangeOf(days: Period, now: number): Range {
  const last = montrealDay(now);
  return rangeBetween(isoDay(Date.parse(`${last}T00:00:00Z`) - (days - 1) * dayMs), last);
}

/** The Monday (`YYYY-MM-DD`) of the Montréal week an instant falls in. */
export function weekOf(instant: number): string {
  const date = montrealDate(instant);
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  return isoDay(midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * dayMs);
}

/** The Mondays of the weeks a range touches, in order. */
export function weeksOf(range: Range): string[] {
  return [...new Set(range.dayList.map((day) => weekOf(montrealInstant(civil(day), 12))))];
}
