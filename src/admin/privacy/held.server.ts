import { erasureLogStatement, eraseStatements, exported, findHeld, heldObjects, type HeldRow } from '../../privacy/requests';
import { deleteObjects } from '../../submissions/index.server';
import type { Bindings } from '../../env';
import { proposalsOfLeads } from '../../proposals/held-proposals.server';

/**
 * A person's privacy request from the staff inbox (Law 25), on the module the operators' command
 * shares (src/privacy/requests.ts: the same search, the same tables erased, the same log line),
 * plus what only the page shows: the history in the export, the erase log
 * (docs/decisions/0024-lead-inbox.md).
 */
export { findHeld, type HeldRow };
export { emailKey, isMailboxAddress } from '../../text/email-key';

/** History and notes of the person's submissions, for the export. */
async function historyOf(db: D1Database, rows: readonly HeldRow[]) {
  if (rows.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT submission_id, at, kind, from_status, to_status, note FROM lead_history WHERE submission_id IN (SELECT value FROM json_each(?)) ORDER BY at, id`,
    )
    .bind(JSON.stringify(rows.map((row) => row.id)))
    .all<{ submission_id: string }>();
  return results;
}

/** What the person receives: each submission's record and fields with its history and its proposals, without the salted IP hash. */
export async function exportHeld(db: D1Database, address: string) {
  const rows = await findHeld(db, address);
  const [history, proposals] = await Promise.all([
    historyOf(db, rows),
    proposalsOfLeads(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    submissions: exported(rows).map((row) => ({
      ...row,
      history: history.filter((line) => line.submission_id === row.id).map(({ submission_id: _id, ...line }) => line),
      // Its proposals (docs/decisions/0052-proposals.md).
      proposals: proposals.filter((proposal) => proposal.submission_id === row.id).map(({ submission_id: _id, ...proposal }) => proposal),
    })),
  };
}

/**
 * Erases what `rows` hold: their files' objects in the bucket first (a failure there erases nothing),
 * then the rows and the log line (counts, who) in one batch (one transaction); returns how many submissions went.
 */
export async function eraseHeld(env: Pick<Bindings, 'DB' | 'RESUMES'>, rows: readonly HeldRow[], actor: string): Promise<number> {
  if (rows.length === 0) return 0;
  await deleteObjects(env, heldObjects(rows));
  const db = env.DB;
  const statements = [...eraseStatements(rows), erasureLogStatement(actor, rows)];
  const results = await db.batch(statements.map(({ sql, params }) => db.prepare(sql).bind(...params)));
  const submissions = statements.findIndex((statement) => 'table' in statement && statement.table === 'submissions');
  return results[submissions].meta.changes ?? rows.length;
}

export type ErasureLine = { at: string; actor: string; submissions: number; applications: number; files: number };

export async function erasureLog(db: D1Database, limit = 20): Promise<ErasureLine[]> {
  const { results } = await db
    .prepare('SELECT at, actor, submissions, applications, files FROM erasure_log ORDER BY at DESC, id DESC LIMIT ?')
    .bind(limit)
    .all<ErasureLine>();
  return results;
}
