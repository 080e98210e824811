/**
 * How long a proposal holds (docs/decisions/0052-proposals.md): until 23:59:59, Montréal time, on its
 * last day, whatever the offset that day (−05:00 or −04:00).
 */
import { montrealDay, montrealMidnight } from '../business-hours/reply-clock';

const dayMs = 86_400_000;

/** The last day of a proposal sent at `sentAt` and valid for `validityDays` days: the Montréal day of sending plus that many days. */
export function lastValidDay(sentAt: number, validityDays: number): string {
  return addDays(montrealDay(sentAt), validityDays);
}

/** A Montréal calendar day `YYYY-MM-DD` plus `days` days (a staff extension adds to the last day). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * dayMs).toISOString().slice(0, 10);
}

/** The first instant a proposal whose last day is `validUntil` no longer holds: midnight, Montréal time, the day after. */
export function expiresAt(validUntil: string): number {
  return montrealMidnight(addDays(validUntil, 1));
}

export const isExpired = (validUntil: string, now: number): boolean => now >= expiresAt(validUntil);
