import { companyFacts } from './company-facts';

/**
 * The one reply promise to prospects (docs/decisions/0031-reply-promise.md): a first reply within
 * one business day, then a short call, then the detailed quote. Business days are the company's
 * opening days and hours (`companyFacts.hours`: Monday to Friday, 9 h to 17 h) in Montréal's time,
 * less Québec's statutory holidays. Every text, form, e-mail, the terms and the inbox's clock read it.
 */
export const replyPromise = {
  businessDays: 1,
  timeZone: 'America/Montreal',
} as const;

const hour = (clock: string) => Number(clock.slice(0, 2)) + Number(clock.slice(3, 5)) / 60;

/** The opening hours as numbers of hours after midnight, local time: `{ opens: 9, closes: 17 }`. */
export const openingHours = { opens: hour(companyFacts.hours.opens), closes: hour(companyFacts.hours.closes) } as const;

/** Hours in one business day (8): the promise is `replyPromise.businessDays` of them. */
export const businessDayHours = openingHours.closes - openingHours.opens;

/** The promise in business hours (8), as the clock counts it. */
export const replyPromiseHours = replyPromise.businessDays * businessDayHours;

/** The opening days as JavaScript weekday numbers (Sunday 0 … Saturday 6). */
export const openingWeekdays: readonly number[] = companyFacts.hours.days.map((day) => ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'].indexOf(day));
