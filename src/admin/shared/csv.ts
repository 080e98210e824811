import { controlCharacters } from '../../text/control-characters';
import { allForms } from '../../submissions/forms';

/**
 * A cell a spreadsheet would read as a formula: `= + - @ | %` first, or after spaces, line breaks
 * and invisible formatting, which a spreadsheet may trim on import (control characters are spaces
 * by then).
 */
const formula = /^[\s\p{Cf}]*[=+\-@|%]/u;

/**
 * CSV for a spreadsheet, with the rules of `npm run submissions -- --csv`: line breaks of a message
 * stay (quoted), every other control character becomes a space, and a cell a spreadsheet would read
 * as a formula starts with `'`.
 */
export function csvCell(value: unknown): string {
  let text = (Array.isArray(value) ? value.join(' ') : value == null ? '' : String(value))
    .replace(/\r\n?/g, '\n')
    .replace(controlCharacters({ keep: '\\n' }), ' ');
  if (formula.test(text)) text = `'${text}`;
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line (the column names, or their titles) and one line per record, CRLF-separated as RFC 4180 says. */
export function csv(columns: readonly string[], records: readonly Record<string, unknown>[], titles: readonly string[] = columns): string {
  return [titles.map(csvCell).join(','), ...records.map((record) => columns.map((column) => csvCell(record[column])).join(','))].join('\r\n') + '\r\n';
}

/** The data columns of an export (the inbox's and `npm run submissions -- --csv`): every field of these forms (all by default), in the forms' order, each once. */
export const formColumns = (forms = allForms()): string[] => [...new Set(forms.flatMap((form) => form.fields.map((field) => field.name as string)))];
