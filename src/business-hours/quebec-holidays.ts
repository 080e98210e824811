import table from './quebec-holidays.json';

/**
 * Québec's statutory holidays, by year, as local dates. The dates are data, in the JSON file next
 * to this one, written by scripts/data/holidays.mjs from the date-holidays calendar: do not edit it by
 * hand; rerun the script. The reply clock skips them (docs/decisions/0031-reply-promise.md); the
 * launch check refuses a table that ends before next year.
 */
export const quebecHolidays: Readonly<Record<number, readonly string[]>> = table;
