/**
 * A proposal's amounts in words, to the cent (docs/decisions/0052-proposals.md): `1 149,75 $` in
 * French, `$1,149.75` in English, through the site's currency (src/business/format.ts).
 */
import { currency } from '../business/format';
import { htmlLang, type Lang } from '../languages';

const formats: Partial<Record<Lang, Intl.NumberFormat>> = {};

export function amount(lang: Lang, cents: number): string {
  formats[lang] ??= new Intl.NumberFormat(htmlLang[lang], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return formats[lang].format(cents / 100);
}

/** A quantity in hundredths as a number: 750 → `7,5` / `7.5`. */
export function hundredths(lang: Lang, value: number): string {
  return new Intl.NumberFormat(htmlLang[lang], { maximumFractionDigits: 2 }).format(value / 100);
}

/** A share in basis points as a percentage: 1250 → `12,5 %` / `12.5%`. */
export function basisPoints(lang: Lang, value: number): string {
  return new Intl.NumberFormat(htmlLang[lang], { style: 'percent', maximumFractionDigits: 2 }).format(value / 10_000);
}
