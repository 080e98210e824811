/**
 * The reply promise on a clock (docs/decisions/0031-reply-promise.md): business time counted in
 * Montréal, on opening days and hours, skipping Québec's statutory holidays. Pure functions of
 * instants (epoch milliseconds or Date), shared by the inbox, the e-mails and the dashboard.
 */
import { quebecHolidays } from './quebec-holidays';
import { openingHours, openingWeekdays, replyPromise, replyPromiseHours } from '../business/reply-promise';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

type CivilDate = { year: number; month: number; day: number };

let localParts: Intl.DateTimeFormat | undefined;
/** Montréal's wall clock at an instant (made on first use: docs/decisions/0031-reply-promise.md). */
function wallClock(instant: number): CivilDate & { hour: number; minute: number; second: number } {
  localParts ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: replyPromise.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = Object.fromEntries(localParts.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** Montréal's offset from UTC at an instant, in milliseconds (−4 h or −5 h). */
function offsetAt(instant: number): number {
  const local = wallClock(instant);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/** The instant of a Montréal wall-clock time on a civil date (hours may be fractional). */
export function montrealInstant(date: CivilDate, hours: number): number {
  const guess = Date.UTC(date.year, date.month - 1, date.day) + hours * hourMs;
  return guess - offsetAt(guess - offsetAt(guess));
}

/** The civil date in Montréal at an instant. */
export function montrealDate(instant: number): CivilDate {
  const { year, month, day } = wallClock(instant);
  return { year, month, day };
}

const isoDate = ({ year, month, day }: CivilDate) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The Montréal calendar day of an instant, `YYYY-MM-DD`: the day every daily total and dated file name uses (docs/decisions/0043-days-are-montreal-days.md). */
export const montrealDay = (instant: number): string => isoDate(montrealDate(instant));

/** The instant a Montréal calendar day `YYYY-MM-DD` begins: midnight there, −05:00 in winter and −04:00 in summer (`montrealDay`'s inverse). */
export function montrealMidnight(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return montrealInstant({ year, month, day: date }, 0);
}

function nextDate({ year, month, day }: CivilDate): CivilDate {
  const next = new Date(Date.UTC(year, month - 1, day) + dayMs);
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** Whether a civil date is a business day: an opening weekday that is not a statutory holiday. */
export function isBusinessDay(date: CivilDate): boolean {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return openingWeekdays.includes(weekday) && !(quebecHolidays[date.year] ?? []).includes(isoDate(date));
}

/** The business hours of one civil date as instants, or null on a day the company is closed. */
function openWindow(date: CivilDate): [number, number] | null {
  if (!isBusinessDay(date)) return null;
  return [montrealInstant(date, openingHours.opens), montrealInstant(date, openingHours.closes)];
}

/** The instant `hours` business hours after `from`. */
export function addBusinessHours(from: Date | number, hours: number): Date {
  let remaining = hours * hourMs;
  let cursor = +from;
  let date = montrealDate(cursor);
  for (;;) {
    const window = openWindow(date);
    if (window) {
      const start = Math.max(cursor, window[0]);
      if (start < window[1]) {
        if (start + remaining <= window[1]) return new Date(start + remaining);
        remaining -= window[1] - start;
      }
    }
    date = nextDate(date);
    cursor = montrealInstant(date, 0);
  }
}

/** When the first reply to a lead received at `received` is due: one business day later. */
export function replyDueAt(received: Date | number): Date {
  return addBusinessHours(received, replyPromiseHours);
}

/** Business time between two instants, in milliseconds (0 when `to` is not after `from`). */
export function businessMillisBetween(from: Date | number, to: Date | number): number {
  const end = +to;
  let cursor = +from;
  let total = 0;
  let date = montrealDate(cursor);
  while (cursor < end) {
    const window = openWindow(date);
    if (window) total += Math.max(0, Math.min(end, window[1]) - Math.max(cursor, window[0]));
    date = nextDate(date);
    cursor = Math.max(cursor, montrealInstant(date, 0));
  }
  return total;
}

/** The last year the holiday table knows: the launch check refuses a table that ends before next year. */
export const holidaysKnownThrough = Math.max(...Object.keys(quebecHolidays).map(Number));
