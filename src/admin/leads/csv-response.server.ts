import type { Context } from 'hono';
import { montrealDay } from '../../business-hours/reply-clock';
import { dataKey, type T } from '../../i18n';
import type { Lang } from '../../routes';
import { formOf } from '../../submissions/forms';
import { csv, formColumns } from '../shared/csv';
import type { ExportedLead } from '../shared/lead-queries.server';
import { rowData } from '../shared/lead-words.server';

/**
 * The record's columns, each with its title in the admin dictionary. The reference and the times stay
 * as stored (ISO 8601, UTC) so a spreadsheet sorts and matches them; form, language and status read
 * as the inbox shows them.
 */
const recordColumns = {
  id: (row: ExportedLead) => row.id,
  createdAt: (row: ExportedLead) => row.created_at,
  form: (row: ExportedLead, t: T) => t(dataKey(`admin:forms.${row.form}`)),
  lang: (row: ExportedLead, t: T) => t(dataKey(`admin:langs.${row.lang}`)),
  status: (row: ExportedLead, t: T) => t(`admin:statuses.${row.status}`),
  page: (row: ExportedLead) => row.page,
  emailSentAt: (row: ExportedLead) => row.email_sent_at,
  emailAttempts: (row: ExportedLead) => row.email_attempts,
  messagesSent: (row: ExportedLead) => row.messages_sent,
  messagesReceived: (row: ExportedLead) => row.messages_received,
} satisfies Record<string, (row: ExportedLead, t: T) => unknown>;

/** One lead as the export's cells: the record's, then each field of its form in words (the inbox's words). */
function cells(row: ExportedLead, t: T, lang: Lang): Record<string, unknown> {
  const data = rowData(row.data);
  const form = formOf(row.form);
  const record: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(recordColumns)) record[column] = value(row, t);
  for (const field of form?.fields ?? []) record[field.name] = form?.valueInWords(field.name, data[field.name], t, lang);
  return record;
}

/**
 * The leads as a CSV download in the inbox's language: a line of column titles, then one lead a line.
 * `fields` are the data columns (every lead form's by default), `name` starts the file's name.
 */
export function csvDownload(
  c: Context,
  rows: ExportedLead[],
  lang: Lang,
  { fields = formColumns(), name = 'leads' }: { fields?: string[]; name?: string } = {},
) {
  const t: T = c.get('t');
  const columns = [...Object.keys(recordColumns), ...fields];
  const titles = [
    ...Object.keys(recordColumns).map((column) => t(`admin:csv.${column as keyof typeof recordColumns}`)),
    ...fields.map((name) => t(dataKey(`forms:fields.${name}`))),
  ];
  const text = csv(
    columns,
    rows.map((row) => cells(row, t, lang)),
    titles,
  );
  const day = montrealDay(Date.now());
  // The byte-order mark lets a spreadsheet read the accents as UTF-8.
  return c.body(`\ufeff${text}`, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
  });
}
