/**
 * A person's privacy request from the staff inbox (Law 25): find, export and erase everything held
 * about one e-mail address, and log each erase with its count, who and when, never what went
 * (docs/decisions/0024-lead-inbox.md).
 *
 * The one module the inbox uses for this. It follows the shape of the shared privacy-request module
 * the operators' command is moving to (find, export, erase per table): when that module is on main,
 * this file keeps only `lead_history` in its tables and the log line, and imports the rest.
 */
export type HeldRow = {
  id: string;
  created_at: string;
  form: string;
  lang: string;
  page: string | null;
  spam: number;
  status: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
  ip_hash: string;
  data: string;
};

/** How an address is compared: trimmed, Unicode NFC, lower-cased (so `ÉRIC@…` and `éric@…` are one person). */
export function emailKey(address: string): string {
  return address.trim().normalize('NFC').toLowerCase();
}

/** Every submission that holds the address (spam included), oldest first. */
export async function findHeld(db: D1Database, address: string): Promise<HeldRow[]> {
  const key = emailKey(address);
  if (!key) return [];
  // SQLite's lower() folds ASCII only: rows whose address has other letters are compared here.
  const { results } = await db
    .prepare(
      `SELECT id, created_at, form, lang, page, spam, status, notified_at, notify_attempts, notify_error, ip_hash, data
       FROM submissions
       WHERE lower(trim(json_extract(data, '$.email'))) = ?1 OR (json_extract(data, '$.email') GLOB '*[^ -~]*')
       ORDER BY created_at`,
    )
    .bind(key)
    .all<HeldRow>();
  return results.filter((row) => {
    const stored = (JSON.parse(row.data) as { email?: unknown }).email;
    return typeof stored === 'string' && emailKey(stored) === key;
  });
}

/** History and notes of the person's submissions, for the export. */
export async function historyOf(db: D1Database, rows: readonly HeldRow[]) {
  if (rows.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT submission_id, at, kind, from_status, to_status, note FROM lead_history WHERE submission_id IN (SELECT value FROM json_each(?)) ORDER BY at, id`)
    .bind(JSON.stringify(rows.map((row) => row.id)))
    .all();
  return results;
}

/** What the person receives: each submission's record and fields with its history, without the salted IP hash. */
export async function exportHeld(db: D1Database, address: string) {
  const rows = await findHeld(db, address);
  const history = await historyOf(db, rows);
  return {
    submissions: rows.map(({ data, ip_hash: _ipHash, ...row }) => ({
      ...row,
      ...(JSON.parse(data) as Record<string, unknown>),
      history: history.filter((line) => line.submission_id === row.id).map(({ submission_id: _id, ...line }) => line),
    })),
  };
}

/**
 * The tables an erase clears, dependents first, each with what it is keyed by: the person's
 * submission ids or their salted IP hashes (as JSON lists). Deleting the submission deletes its
 * outbox state (the notify_* columns).
 */
const personalDataTables: { table: string; by: 'ids' | 'ipHashes'; erase: string }[] = [
  { table: 'lead_history', by: 'ids', erase: 'DELETE FROM lead_history WHERE submission_id IN (SELECT value FROM json_each(?))' },
  // Rate-limit windows are keyed `<form>:<ip hash>` (docs/decisions/0008-rate-limit.md).
  { table: 'rate_limits', by: 'ipHashes', erase: `DELETE FROM rate_limits WHERE substr(bucket, instr(bucket, ':') + 1) IN (SELECT value FROM json_each(?))` },
  { table: 'submissions', by: 'ids', erase: 'DELETE FROM submissions WHERE id IN (SELECT value FROM json_each(?))' },
];

/** Erases what `rows` hold and logs the count with who, in one batch (one transaction); returns how many submissions went. */
export async function eraseHeld(db: D1Database, rows: readonly HeldRow[], actor: string): Promise<number> {
  if (rows.length === 0) return 0;
  const keys = { ids: JSON.stringify(rows.map((row) => row.id)), ipHashes: JSON.stringify([...new Set(rows.map((row) => row.ip_hash))]) };
  const results = await db.batch([
    ...personalDataTables.map(({ by, erase }) => db.prepare(erase).bind(keys[by])),
    db.prepare('INSERT INTO erasure_log (actor, submissions) VALUES (?, ?)').bind(actor, rows.length),
  ]);
  return results[personalDataTables.length - 1].meta.changes ?? rows.length;
}

export type ErasureLine = { at: string; actor: string; submissions: number };

export async function erasureLog(db: D1Database, limit = 20): Promise<ErasureLine[]> {
  const { results } = await db.prepare('SELECT at, actor, submissions FROM erasure_log ORDER BY at DESC, id DESC LIMIT ?').bind(limit).all<ErasureLine>();
  return results;
}
