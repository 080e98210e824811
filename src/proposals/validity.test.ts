import { describe, expect, it } from 'vitest';
import { addDays, expiresAt, isExpired, lastValidDay } from './validity';

describe('a proposal holds until 23:59:59, Montréal time, on its last day', () => {
  it('sent on 2026-11-27 at 23:30 in Montréal (04:30 UTC the next day) for 30 days, its last day is 2026-12-27', () => {
    expect(lastValidDay(Date.parse('2026-11-28T04:30:00Z'), 30)).toBe('2026-12-27');
  });

  it('in winter (−05:00) it ends at 04:59:59.999 UTC the next day', () => {
    expect(isExpired('2026-12-27', Date.parse('2026-12-28T04:59:59.999Z'))).toBe(false);
    expect(isExpired('2026-12-27', Date.parse('2026-12-28T05:00:00Z'))).toBe(true);
  });

  it('on the last day before the clocks go back (2026-10-31, −04:00) it ends at 03:59:59.999 UTC', () => {
    expect(expiresAt('2026-10-31')).toBe(Date.parse('2026-11-01T04:00:00Z'));
    expect(isExpired('2026-10-31', Date.parse('2026-11-01T03:59:59Z'))).toBe(false);
  });

  it('on the day the clocks go back (2026-11-01) it ends at 04:59:59.999 UTC, a 25-hour day later', () => {
    expect(expiresAt('2026-11-01')).toBe(Date.parse('2026-11-02T05:00:00Z'));
  });

  it('on the day the clocks go forward (2027-03-14) it ends at 03:59:59.999 UTC', () => {
    expect(expiresAt('2027-03-14')).toBe(Date.parse('2027-03-15T04:00:00Z'));
    expect(isExpired('2027-03-13', Date.parse('2027-03-14T04:59:59Z'))).toBe(false);
    expect(isExpired('2027-03-13', Date.parse('2027-03-14T05:00:00Z'))).toBe(true);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-27', 10)).toBe('2027-01-06');
  });
});
