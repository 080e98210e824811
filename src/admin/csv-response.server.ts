import type { Context } from 'hono';
import { forms } from '../submissions/forms';
import { csv } from './csv';
import type { LeadRow } from './leads.server';
import { parseData } from './words.server';

const csvColumns = ['id', 'created_at', 'form', 'lang', 'status', 'page', 'notified_at', 'notify_attempts'];
const dataColumns = [...new Set(Object.values(forms).flatMap((form) => form.fields.map((field) => field.name)))];

/** The leads as a CSV download: the row's columns, then every form field's, one lead a line. */
export function csvDownload(c: Context, rows: LeadRow[]) {
  const records = rows.map(({ data, ...row }) => ({ ...parseData(data), ...row }));
  const day = new Date().toISOString().slice(0, 10);
  // The byte-order mark lets a spreadsheet read the accents as UTF-8.
  return c.body(`\ufeff${csv([...csvColumns, ...dataColumns], records)}`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
  });
}
