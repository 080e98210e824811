import { htmlLang, type Lang } from '../languages';
import { replyPromise } from './reply-promise';

/**
 * The one place prices, durations and figures are turned into text, per language, with Intl:
 * `2 500 $` in French, `$2,500` in English (CAD). Pages and JSON-LD both use it.
 */
export const currency = 'CAD';

export type Unit = 'week' | 'month' | 'hour' | 'day' | 'year';
export type Range = { min: number; max: number; unit: Unit };

/** `formatRange` is in every current engine; TypeScript's ES2022 lib does not declare it yet. */
type RangeFormat = Intl.NumberFormat & { formatRange(start: number, end: number): string };

const cache = new Map<string, RangeFormat>();
function formatter(lang: Lang, options: Intl.NumberFormatOptions): RangeFormat {
  const key = lang + JSON.stringify(options);
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(htmlLang[lang], options) as RangeFormat;
    cache.set(key, found);
  }
  return found;
}

const moneyOptions: Intl.NumberFormatOptions = { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 };

/** A whole-dollar amount: `2 500 $` / `$2,500`. */
export function money(lang: Lang, amount: number): string {
  return formatter(lang, moneyOptions).format(amount);
}

/** French writes a range with « à » (« 1 à 2 semaines », « 70 000 à 90 000 $ »), English with one unspaced en dash. */
function inWords(lang: Lang, range: string): string {
  return range.replace(/\s?–\s?/, lang === 'fr' ? ' à ' : '–');
}

/** A range of amounts: `70 000 à 90 000 $` / `$70,000 – $90,000`. */
export function moneyRange(lang: Lang, min: number, max: number): string {
  return inWords(lang, formatter(lang, moneyOptions).formatRange(min, max));
}

/** A number alone: `1 300` / `1,300`. */
export function number(lang: Lang, value: number): string {
  return formatter(lang, { maximumFractionDigits: 1 }).format(value);
}

/** A percentage given in percent: `1,5 %` / `1.5%`. */
export function percent(lang: Lang, value: number): string {
  return formatter(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
}

/** A quantity with its unit: `3 mois` / `3 months`. */
export function quantity(lang: Lang, value: number, unit: Unit): string {
  return formatter(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * A delay of whole business days, as the reply promise says it (docs/decisions/0031-reply-promise.md):
 * `d'ici un jour ouvrable` / `within one business day`; a single day in words, more in figures.
 */
export function withinBusinessDays(lang: Lang, days: number): string {
  if (lang === 'fr') return days === 1 ? "d'ici un jour ouvrable" : `d'ici ${number(lang, days)}\u00a0jours ouvrables`;
  return days === 1 ? 'within one business day' : `within ${number(lang, days)} business days`;
}

/** A distance given in metres, written in kilometres: `50 km`. */
export function distance(lang: Lang, metres: number): string {
  return formatter(lang, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(metres / 1000);
}

/** A span of time: `4 à 8 semaines` / `4–8 weeks`. */
export function duration(lang: Lang, range: Range): string {
  const format = formatter(lang, { style: 'unit', unit: range.unit, unitDisplay: 'long' });
  return range.min === range.max ? format.format(range.min) : inWords(lang, format.formatRange(range.min, range.max));
}

/** ISO 8601 duration for machines, e.g. `P8W` (the upper bound). */
export function isoDuration(range: Range): string {
  const letter = { week: 'W', month: 'M', day: 'D', hour: 'H', year: 'Y' }[range.unit];
  return range.unit === 'hour' ? `PT${range.max}H` : `P${range.max}${letter}`;
}

/** A time of day given as `HH:MM`, minutes only when there are some: `9 h`, `9 h 30` / `9 a.m.`, `9:30 a.m.`. */
export function clockTime(lang: Lang, hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  // OQLF: « 9 h », « 17 h 30 », the hour without a leading zero (Intl writes « 09 h »).
  if (lang === 'fr') return `${hours}\u00a0h${minutes ? `\u00a0${String(minutes).padStart(2, '0')}` : ''}`;
  const options: Intl.DateTimeFormatOptions = { hour: 'numeric', timeZone: 'UTC', ...(minutes ? { minute: '2-digit' } : {}) };
  return new Intl.DateTimeFormat(htmlLang[lang], options).format(new Date(`2000-01-01T${hhmm}:00Z`));
}

const weekdayIndex = { Mo: 0, Tu: 1, We: 2, Th: 3, Fr: 4, Sa: 5, Su: 6 } as const;
export type Weekday = keyof typeof weekdayIndex;

/** A weekday given as schema.org's two letters: `lundi` / `Monday`. */
export function weekday(lang: Lang, day: Weekday): string {
  const monday = Date.UTC(2024, 0, 1);
  return new Intl.DateTimeFormat(htmlLang[lang], { weekday: 'long', timeZone: 'UTC' }).format(monday + weekdayIndex[day] * 86_400_000);
}

/** A calendar date given as `YYYY-MM-DD`: `1er novembre 2026` / `November 1, 2026`. */
export function longDate(lang: Lang, isoDate: string): string {
  const text = new Intl.DateTimeFormat(htmlLang[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
  // French writes the first day of a month as an ordinal: « 1er novembre ».
  return lang === 'fr' ? text.replace(/^1 /, '1er ') : text;
}

let montrealClock: Intl.DateTimeFormat | undefined;

/**
 * An instant on Montréal's wall clock, each part written as the texts write it: the date
 * (« 24 novembre 2026 » / "November 24, 2026") and the time (« 9 h 15 » / "9:15 a.m."). Joined
 * by the dictionaries' `dateAtTime` where a text needs both (`instantInWords`, src/submissions/form-words.server.ts).
 */
export function montrealDateAndTime(lang: Lang, instant: Date): { date: string; time: string } {
  montrealClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: replyPromise.timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const part = Object.fromEntries(montrealClock.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { date: longDate(lang, `${part.year}-${part.month}-${part.day}`), time: clockTime(lang, `${part.hour}:${part.minute}`) };
}

export type PostalAddress = { street: string; city: string; region: string; postalCode: string };

/**
 * The city line of an address, written one way everywhere: « Montréal (Québec) H3B 4N4 ». The postal
 * code never breaks across lines.
 */
export function cityLine(address: PostalAddress): string {
  return `${placeName(address)} ${address.postalCode.replace(' ', '\u00a0')}`;
}

/** The city and its province: « Montréal (Québec) ». */
export function placeName({ city, region }: Pick<PostalAddress, 'city' | 'region'>): string {
  return `${city} (${region})`;
}

/** The whole address on one line: street, then the city line. */
export function oneLineAddress(address: PostalAddress): string {
  return `${address.street}, ${cityLine(address)}`;
}
