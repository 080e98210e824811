/**
 * A lead's first reply (docs/decisions/0034-reply-due-in-the-inbox.md): the earliest line of its
 * history that is a note, or a status change away from `new`; its `at` and `actor` say when and by
 * whom. One definition for the inbox and the dashboard. `firstReplySql(lead, column)` is a
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
