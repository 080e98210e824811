import { describe, expect, it } from 'vitest';
import { clockTime, duration, isoDuration, longDate, money, moneyRange, percent, quantity, weekday } from './format';

// Intl writes French amounts with narrow no-break spaces; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('format: figures written per language', () => {
  it('writes amounts in Canadian dollars, the sign where each language puts it', () => {
    expect(plain(money('fr', 2500))).toBe('2 500 $');
    expect(money('en', 2500)).toBe('$2,500');
    expect(plain(moneyRange('fr', 70000, 90000))).toBe('70 000 à 90 000 $');
    expect(moneyRange('en', 70000, 90000)).toBe('$70,000–$90,000');
  });

  it('writes percentages and quantities with the language’s decimal mark and unit names', () => {
    expect(plain(percent('fr', 1.5))).toBe('1,5 %');
    expect(percent('en', 1.5)).toBe('1.5%');
    expect(quantity('fr', 3, 'month')).toBe('3\u00a0mois'); // no-break space between figure and unit, as for amounts
    expect(quantity('en', 3, 'month')).toBe('3 months');
  });

  it('writes a span of time as one range, or one figure when both ends agree', () => {
    expect(plain(duration('fr', { min: 4, max: 8, unit: 'week' }))).toBe('4 à 8 semaines');
    expect(duration('en', { min: 4, max: 8, unit: 'week' })).toMatch(/^4 ?– ?8 weeks$/);
    expect(duration('en', { min: 2, max: 2, unit: 'week' })).toBe('2 weeks');
    expect(isoDuration({ min: 4, max: 8, unit: 'week' })).toBe('P8W');
    expect(isoDuration({ min: 1, max: 2, unit: 'hour' })).toBe('PT2H');
  });

  it('writes times and dates as each language does, the French first of the month as an ordinal', () => {
    expect(clockTime('fr', '09:00')).toBe('9\u00a0h');
    expect(clockTime('fr', '17:30')).toBe('17\u00a0h\u00a030');
    expect(clockTime('en', '17:00')).toMatch(/^5\s?p\.m\.$/);
    expect(clockTime('en', '09:30')).toMatch(/^9:30\s?a\.m\.$/);
    expect(weekday('fr', 'Mo')).toBe('lundi');
    expect(weekday('en', 'Fr')).toBe('Friday');
    expect(longDate('fr', '2026-11-01')).toBe('1er novembre 2026');
    expect(longDate('fr', '2026-11-12')).toBe('12 novembre 2026');
    expect(longDate('en', '2026-11-01')).toBe('November 1, 2026');
  });
});
