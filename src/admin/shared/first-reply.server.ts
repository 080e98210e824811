/**
 * A lead's first reply (docs/decisions/0034-reply-due-in-the-inbox.md): the earliest line of its
 * history that is a note, or a status change away from `new`; its `at` and `actor` say when and by
 * whom. One definition for the inbox and the dashboard (the median time to first reply, and
 * `waitingSinceSql` below). `firstReplySql(lead, column)` is a
 * correlated subquery on the lead's table alias: `at`, `actor`, or `1` for "has one";
 * `firstReplyCte` the same for many leads at once (`WITH ${firstReplyCte} … LEFT JOIN first_reply f
 * ON f.submission_id = s.id`).
 */
export const firstReplyWhere = `(kind = 'note' OR (kind = 'status' AND from_status = 'new'))`;

export function firstReplySql(lead = 'submissions', column: 'at' | 'actor' | '1' = 'at'): string {
  return `(SELECT ${column} FROM lead_history WHERE submission_id = ${lead}.id AND ${firstReplyWhere} ORDER BY at, id LIMIT 1)`;
}

export const firstReplyCte = `first_reply AS (
  SELECT submission_id, at, actor FROM (
    SELECT submission_id, at, actor, ROW_NUMBER() OVER (PARTITION BY submission_id ORDER BY at, id) AS rank
    FROM lead_history WHERE ${firstReplyWhere}
  ) WHERE rank = 1
)`;

export type FirstReply = { at: string; actor: string } | null;

/** One lead's first reply, or null before anyone answered it. */
export function firstReplyOf(db: D1Database, id: string): Promise<FirstReply> {
  return db
    .prepare(`SELECT at, actor FROM lead_history WHERE submission_id = ? AND ${firstReplyWhere} ORDER BY at, id LIMIT 1`)
    .bind(id)
    .first<{ at: string; actor: string }>();
}

/**
 * A client's lines that wait for staff's answer (docs/decisions/0052-proposals.md): a question on a
 * proposal, a request for an updated one. Staff answer them with a note or a status change.
 */
export const clientLineKinds = ['question', 'update-requested'] as const;

/**
 * Since when a lead waits for a reply (docs/decisions/0052-proposals.md), the one rule of the inbox's
 * due column, its overdue filter and count, the lead's page and the dashboard's overdue leads: its
 * receipt while it has no first reply; otherwise its earliest client line no note nor status change
 * followed (in the history's order, `at, id`); otherwise NULL, answered. A correlated subquery on the
 * lead's table alias, with no binds (`npm run stats` numbers the dashboard's).
 */
export function waitingSinceSql(lead = 'submissions'): string {
  return `(CASE WHEN NOT EXISTS ${firstReplySql(lead, '1')} THEN ${lead}.created_at ELSE (
    SELECT min(asked.at) FROM lead_history asked
    WHERE asked.submission_id = ${lead}.id AND asked.kind IN (${clientLineKinds.map((kind) => `'${kind}'`).join(', ')})
      AND NOT EXISTS (SELECT 1 FROM lead_history staff WHERE staff.submission_id = asked.submission_id AND staff.kind IN ('note', 'status')
        AND (staff.at > asked.at OR (staff.at = asked.at AND staff.id > asked.id)))
  ) END)`;
}

/** Since when one lead waits for a reply (`waitingSinceSql`), or null when answered or no such lead. */
export async function waitingSinceOf(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare(`SELECT ${waitingSinceSql('submissions')} AS since FROM submissions WHERE id = ?`)
    .bind(id)
    .first<{ since: string | null }>();
  return row?.since ?? null;
}
