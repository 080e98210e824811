import { emailKey } from '../text/email-key';
import { formOf, forms } from '../submissions/forms';
import { valueByRole } from '../submissions/person';
import type { Channel } from '../submissions/index.server';

/**
 * A person's privacy request (Law 25): find, export and erase everything held about one e-mail
 * address (docs/decisions/0019-privacy-requests.md). Written as SQL statements with parameters so
 * that both a worker page (D1 binding: `findHeld`, `eraseHeld`) and the operators' command
 * (scripts/operator/submissions.mjs, with `inlineSql` for `wrangler d1 execute` on the deployed database) run the very same SQL.
 */

export type SqlValue = string | number | null;
export type Statement = { sql: string; params: SqlValue[] };

/** One submission held about the person, as stored (`data` is the JSON of its fields), with its staff e-mail's state. */
export type HeldRow = {
  id: string;
  created_at: string;
  form: string;
  lang: string;
  page: string | null;
  spam: number;
  email_sent_at: string | null;
  email_attempts: number;
  email_error: string | null;
  ip_hash: string;
  email_key: string | null;
  data: string;
  /** Its file (an application's résumé): the object's key in the bucket, its safe name, type and size; null when none. */
  file_key: string | null;
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  /**
   * Its conversation (docs/decisions/0057-lead-conversation.md), as JSON: each e-mail's time,
   * direction, kind, subject, text, sender and its attachments' names; and those attachments'
   * objects in the bucket (what an erasure deletes besides the rows).
   */
  messages: string;
  message_keys: string;
};

/** The channel of the export's notification fields (the staff e-mail). */
const notifiedBy: Channel = 'email';

/**
 * Every submission that may hold the address: those stored under its key, and the rows without a key
 * (written before keys existed, whose address the SQL could not fold: non-ASCII, migrations/0005_email_key.sql),
 * which `heldBy` then compares in JavaScript with the same `emailKey`, reading the field whose role is
 * `email` (docs/decisions/0037-form-descriptors.md).
 */
export function findStatement(address: string): Statement {
  return {
    sql: `SELECT id, submissions.created_at, form, lang, page, spam, e.sent_at AS email_sent_at, coalesce(e.attempts, 0) AS email_attempts,
            e.error AS email_error, ip_hash, email_key, data,
            f.object_key AS file_key, f.name AS file_name, f.type AS file_type, f.size AS file_size,
            (SELECT json_group_array(json(mail)) FROM (SELECT json_object('at', m.at, 'direction', m.direction, 'kind', m.kind, 'subject', m.subject,
                'text', m.body, 'from', m.from_address, 'by', m.actor, 'sentAt', m.sent_at,
                'attachments', (SELECT json_group_array(name) FROM lead_message_files WHERE message_id = m.id)) AS mail
              FROM lead_messages AS m WHERE m.submission_id = submissions.id ORDER BY m.at, m.id)) AS messages,
            (SELECT json_group_array(mf.object_key) FROM lead_message_files AS mf JOIN lead_messages AS mm ON mm.id = mf.message_id
              WHERE mm.submission_id = submissions.id) AS message_keys
          FROM submissions LEFT JOIN deliveries AS e ON e.submission_id = submissions.id AND e.channel = ?2
          LEFT JOIN submission_files AS f ON f.submission_id = submissions.id
          WHERE email_key = ?1 OR email_key IS NULL
          ORDER BY submissions.created_at`,
    params: [emailKey(address), notifiedBy],
  };
}

/** The rows of `findStatement` that really hold the address. */
export function heldBy(rows: readonly HeldRow[], address: string): HeldRow[] {
  const key = emailKey(address);
  return rows.filter((row) => {
    if (row.email_key !== null) return row.email_key === key;
    const stored = valueByRole(formOf(row.form), JSON.parse(row.data) as Record<string, unknown>, 'email');
    return stored !== undefined && emailKey(stored) === key;
  });
}

/**
 * What the person receives (an export): each submission's record and fields, without the salted IP
 * hash; a file as its name, type and size, never its bytes nor its key (docs/decisions/0050-job-applications.md).
 */
export function exported(rows: readonly HeldRow[]): Record<string, unknown>[] {
  return rows.map(
    ({ data, ip_hash: _ipHash, email_key: _key, file_key: _fileKey, file_name, file_type, file_size, messages, message_keys: _keys, ...row }) => ({
      ...row,
      ...(JSON.parse(data) as Record<string, unknown>),
      ...(file_name === null ? {} : { file: { name: file_name, type: file_type, size: file_size } }),
      // The e-mails exchanged about it: their texts and their attachments' names, never the bytes (0057).
      messages: JSON.parse(messages ?? '[]') as unknown[],
    }),
  );
}

/** The bucket's objects of what `rows` hold (the files an erasure deletes besides the rows: a résumé, a conversation's attachments). */
export const heldObjects = (rows: readonly HeldRow[]): string[] =>
  rows.flatMap((row) => [...(row.file_key ? [row.file_key] : []), ...(JSON.parse(row.message_keys ?? '[]') as string[])]);

/**
 * The tables an erasure clears, in order (dependents first). Each `erase` statement takes `?1`, a
 * JSON list: the person's submission ids, or their salted IP hashes, as `by` says. A feature that
 * keeps more about a submission (notes, history) adds its table here, before `submissions`; each
 * `erase` is one plain DELETE, or an UPDATE that unlinks what stays (the command line appends
 * `RETURNING 1` to count what went).
 */
export type PersonalDataTable = { table: string; by: 'submissionIds' | 'ipHashes'; erase: string };

export const personalDataTables: PersonalDataTable[] = [
  // The staff inbox's status changes and internal notes (docs/decisions/0024-lead-inbox.md).
  { table: 'lead_history', by: 'submissionIds', erase: `DELETE FROM lead_history WHERE submission_id IN (SELECT value FROM json_each(?1))` },
  // Rate-limit windows are keyed `<form or feature>:<ip hash>` (docs/decisions/0008-rate-limit.md).
  { table: 'rate_limits', by: 'ipHashes', erase: `DELETE FROM rate_limits WHERE substr(bucket, instr(bucket, ':') + 1) IN (SELECT value FROM json_each(?1))` },
  // A submission's file row (an application's résumé); the object in the bucket goes before (`heldObjects`).
  { table: 'submission_files', by: 'submissionIds', erase: `DELETE FROM submission_files WHERE submission_id IN (SELECT value FROM json_each(?1))` },
  // The conversation (docs/decisions/0057-lead-conversation.md): its attachments' rows (their objects go
  // before, `heldObjects`), its e-mails, and the lead's reply addresses, so a reply to one is refused.
  {
    table: 'lead_message_files',
    by: 'submissionIds',
    erase: `DELETE FROM lead_message_files WHERE message_id IN (SELECT id FROM lead_messages WHERE submission_id IN (SELECT value FROM json_each(?1)))`,
  },
  { table: 'lead_messages', by: 'submissionIds', erase: `DELETE FROM lead_messages WHERE submission_id IN (SELECT value FROM json_each(?1))` },
  { table: 'reply_addresses', by: 'submissionIds', erase: `DELETE FROM reply_addresses WHERE submission_id IN (SELECT value FROM json_each(?1))` },
  // The outbox's rows, one per channel (docs/decisions/0047-one-outbox.md).
  { table: 'deliveries', by: 'submissionIds', erase: `DELETE FROM deliveries WHERE submission_id IN (SELECT value FROM json_each(?1))` },
  // A lead's proposals, their history and e-mail rows going with them (ON DELETE CASCADE), except the
  // accepted ones: contract records kept for retention.contractRecordsYears (docs/decisions/0052-proposals.md).
  // A revision kept first forgets the proposal it replaced.
  {
    table: 'proposal_links',
    by: 'submissionIds',
    erase: `UPDATE proposals SET replaces_id = NULL WHERE replaces_id IN (SELECT id FROM proposals WHERE submission_id IN (SELECT value FROM json_each(?1)) AND status != 'accepted')`,
  },
  {
    table: 'proposals',
    by: 'submissionIds',
    erase: `DELETE FROM proposals WHERE submission_id IN (SELECT value FROM json_each(?1)) AND status != 'accepted'`,
  },
  { table: 'submissions', by: 'submissionIds', erase: `DELETE FROM submissions WHERE id IN (SELECT value FROM json_each(?1))` },
];

/** The statements that erase what `rows` hold, one per table of `tables`. */
export function eraseStatements(rows: readonly HeldRow[], tables: readonly PersonalDataTable[] = personalDataTables): (Statement & { table: string })[] {
  const lists = {
    submissionIds: JSON.stringify(rows.map((row) => row.id)),
    ipHashes: JSON.stringify([...new Set(rows.map((row) => row.ip_hash))]),
  };
  return tables.map(({ table, by, erase }) => ({ table, sql: erase, params: [lists[by]] }));
}

/**
 * Said to the operator after every erasure: the notification e-mails already sent are copies this
 * tool cannot reach.
 */
export const sentMailNotice =
  'Notification e-mails already sent about these submissions are in the company mailbox (and any copy or forward of them): delete them there too.';

/**
 * The line every erasure leaves (docs/decisions/0024-lead-inbox.md): how many submissions went, how
 * many of them were applications and how many files went with them (0050), who erased them and when
 * (the table's default); never what they held.
 */
export function erasureLogStatement(actor: string, rows: readonly HeldRow[]): Statement {
  const applications = rows.filter((row) => row.form === forms.application.name).length;
  return {
    sql: 'INSERT INTO erasure_log (actor, submissions, applications, files) VALUES (?1, ?2, ?3, ?4)',
    params: [actor, rows.length, applications, heldObjects(rows).length],
  };
}

/** A statement with its parameters written in as SQL literals, for `wrangler d1 execute --command`. */
export function inlineSql({ sql, params }: Statement): string {
  return sql.replace(/\?(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));
}

function literal(value: SqlValue | undefined): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('not a finite number');
    return String(value);
  }
  // A quote doubles; NUL cannot reach SQLite's text through the command line.
  return `'${value.replace(/\u0000/g, '').replace(/'/g, "''")}'`;
}

/** Everything held about an address, through a D1 binding (a staff page). */
export async function findHeld(db: D1Database, address: string): Promise<HeldRow[]> {
  const { sql, params } = findStatement(address);
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<HeldRow>();
  return heldBy(results, address);
}

/** Erases what `rows` hold in one batch (one transaction); returns the rows deleted per table. */
export async function eraseHeld(
  db: D1Database,
  rows: readonly HeldRow[],
  tables: readonly PersonalDataTable[] = personalDataTables,
): Promise<Record<string, number>> {
  if (rows.length === 0) return Object.fromEntries(tables.map(({ table }) => [table, 0]));
  const statements = eraseStatements(rows, tables);
  const results = await db.batch(statements.map(({ sql, params }) => db.prepare(sql).bind(...params)));
  return Object.fromEntries(statements.map(({ table }, index) => [table, results[index].meta.changes ?? 0]));
}
