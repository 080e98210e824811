import { describe, expect, it } from 'vitest';
import { addBusinessHours, businessMillisBetween, isBusinessDay, replyDueAt } from './reply-clock';
import { quebecHolidays } from './quebec-holidays';
import { replyPromiseHours } from '../business/reply-promise';

const hours = (ms: number) => ms / 3_600_000;
/** A Montréal wall-clock time written with its offset, as an instant. */
const at = (local: string) => new Date(local);

describe('the reply clock (one business day: Monday to Friday, 9 h to 17 h, Montréal, Québec holidays off)', () => {
  it('is eight business hours', () => {
    expect(replyPromiseHours).toBe(8);
  });

  it.each([
    ['received at 16 h on a Friday: due at 16 h on Monday', '2026-11-20T16:00:00-05:00', '2026-11-23T16:00:00-05:00'],
    ['received on a Saturday: due at 17 h on Monday', '2026-11-21T11:30:00-05:00', '2026-11-23T17:00:00-05:00'],
    ['received on a Sunday night: due at 17 h on Monday', '2026-11-22T23:59:00-05:00', '2026-11-23T17:00:00-05:00'],
    ['received in the evening: due at 17 h the next day', '2026-11-24T18:30:00-05:00', '2026-11-25T17:00:00-05:00'],
    ['received before opening: due at 17 h the same day', '2026-11-24T07:10:00-05:00', '2026-11-24T17:00:00-05:00'],
    ['received at 9 h sharp: due at 17 h the same day', '2026-11-24T09:00:00-05:00', '2026-11-24T17:00:00-05:00'],
    ['received at 17 h sharp: due at 17 h the next day', '2026-11-24T17:00:00-05:00', '2026-11-25T17:00:00-05:00'],
    ['received at 12 h 15: due at 12 h 15 the next day', '2026-11-24T12:15:00-05:00', '2026-11-25T12:15:00-05:00'],
    // Saint-Jean-Baptiste (Wednesday, June 24, 2026)
    ['the day before the Fête nationale: it is skipped', '2026-06-23T15:00:00-04:00', '2026-06-25T15:00:00-04:00'],
    ['on the Fête nationale itself: due at 17 h the next day', '2026-06-24T10:00:00-04:00', '2026-06-25T17:00:00-04:00'],
    // Canada Day (Wednesday, July 1, 2026)
    ['the day before Canada Day: it is skipped', '2026-06-30T12:00:00-04:00', '2026-07-02T12:00:00-04:00'],
    // Labour Day (Monday, September 7, 2026)
    ['the Friday before Labour Day: due on Tuesday', '2026-09-04T16:00:00-04:00', '2026-09-08T16:00:00-04:00'],
    // Christmas (Friday, December 25, 2026)
    ['Christmas Eve morning: Christmas and the weekend are skipped', '2026-12-24T10:00:00-05:00', '2026-12-28T10:00:00-05:00'],
    // Good Friday (March 26, 2027)
    ['the Thursday before Good Friday 2027: due on Monday', '2027-03-25T13:00:00-04:00', '2027-03-29T13:00:00-04:00'],
    // Sunday holidays move to the Monday: Fête nationale on June 25, 2029, Canada Day on July 2, 2029
    ['the Friday before Fête nationale 2029, a Sunday: Monday June 25 is off', '2029-06-22T16:00:00-04:00', '2029-06-26T16:00:00-04:00'],
    // Daylight-saving time: starts Sunday, March 8, 2026; ends Sunday, November 1, 2026
    ['across the spring change: 16 h EST Friday is due at 16 h EDT Monday', '2026-03-06T16:00:00-05:00', '2026-03-09T16:00:00-04:00'],
    ['across the autumn change: 16 h EDT Friday is due at 16 h EST Monday', '2026-10-30T16:00:00-04:00', '2026-11-02T16:00:00-05:00'],
  ])('%s', (_, received, due) => {
    expect(replyDueAt(at(received)).toISOString()).toBe(at(due).toISOString());
  });

  it('knows every Québec statutory holiday of 2026 and 2027', () => {
    expect(quebecHolidays[2026]).toEqual(['2026-01-01', '2026-04-03', '2026-05-18', '2026-06-24', '2026-07-01', '2026-09-07', '2026-10-12', '2026-12-25']);
    expect(quebecHolidays[2027]).toEqual(['2027-01-01', '2027-03-26', '2027-05-24', '2027-06-24', '2027-07-01', '2027-09-06', '2027-10-11', '2027-12-25']);
    expect(isBusinessDay({ year: 2026, month: 6, day: 24 })).toBe(false);
    expect(isBusinessDay({ year: 2026, month: 6, day: 25 })).toBe(true);
    expect(isBusinessDay({ year: 2026, month: 11, day: 21 })).toBe(false);
  });

  it('counts the business time between two instants', () => {
    expect(hours(businessMillisBetween(at('2026-11-20T16:00:00-05:00'), at('2026-11-23T10:00:00-05:00')))).toBe(2);
    expect(hours(businessMillisBetween(at('2026-06-23T15:00:00-04:00'), at('2026-06-25T10:00:00-04:00')))).toBe(3);
    expect(hours(businessMillisBetween(at('2026-11-24T20:00:00-05:00'), at('2026-11-25T08:00:00-05:00')))).toBe(0);
    expect(businessMillisBetween(at('2026-11-25T10:00:00-05:00'), at('2026-11-24T10:00:00-05:00'))).toBe(0);
    const received = at('2026-12-24T10:00:00-05:00');
    expect(hours(businessMillisBetween(received, replyDueAt(received)))).toBe(replyPromiseHours);
  });

  it('adds fractions of an hour', () => {
    expect(addBusinessHours(at('2026-11-24T16:30:00-05:00'), 1.5).toISOString()).toBe(at('2026-11-25T10:00:00-05:00').toISOString());
  });
});
