/**
 * A proposal's amounts and rates in words (docs/decisions/0052-proposals.md): cents as dollars and
 * cents in the language's way (`1 149,75 $` / `$1,149.75`), a tax rate with its three decimals at
 * most (`9,975 %`, never `9,97 %`).
 */
import { currency } from '../business/format';
import { htmlLang, type Lang } from '../languages';

const formats = new Map<string, Intl.NumberFormat>();
function format(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = lang + JSON.stringify(options);
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(htmlLang[lang], options);
    formats.set(key, found);
  }
  return found;
}

/** An amount in cents: `1 149,75 $` / `$1,149.75`. */
export const centsInWords = (lang: Lang, cents: number) =>
  format(lang, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

/** A rate in thousandths of a percent: `5 %`, `9,975 %` / `5%`, `9.975%`. */
export const milliPercentInWords = (lang: Lang, milliPercent: number) =>
  format(lang, { style: 'percent', maximumFractionDigits: 5 }).format(milliPercent / 100_000);

/** A share in basis points: `30 %`, `33,5 %`. */
export const basisPointsInWords = (lang: Lang, basisPoints: number) =>
  format(lang, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);

/** Cents as staff type them back in a field: `1149,75` / `1149.75` (no grouping, so the field reads it again). */
export const centsForField = (lang: Lang, cents: number) => hundredthsForField(lang, cents);

/** A figure in hundredths (a quantity, a share in basis points) as a field shows it: `7,5` / `7.5`. */
export function hundredthsForField(lang: Lang, hundredths: number): string {
  const text = (hundredths / 100).toFixed(2).replace(/\.?0+$/, '');
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/**
 * A decimal typed by staff, in hundredths: `1 149,75`, `1149.75`, `7,5` → 114975, 750. Spaces (and
 * no-break spaces) are ignored; one comma or point is the decimal mark; at most two decimals. Null
 * for anything else (a sign, letters, a thousands separator that is not a space).
 */
export function typedHundredths(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  const match = /^(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A quantity in hundredths as the client reads it: 750 → `7,5` / `7.5`. */
export const hundredthsInWords = (lang: Lang, value: number) => format(lang, { maximumFractionDigits: 2 }).format(value / 100);
