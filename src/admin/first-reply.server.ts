/**
 * A lead's first reply (docs/decisions/0034-dashboard.md): the earliest history line that is a note
 * or a status change away from `new`; its `at` and `actor` say when and by whom. One definition for
 * the inbox and the dashboard.
 *
 * `firstReplySql` is a CTE: `WITH ${firstReplySql} SELECT … LEFT JOIN first_reply f ON f.submission_id = s.id`.
 */
export const firstReplySql = `first_reply AS (
  SELECT submission_id, at, actor FROM (
    SELECT submission_id, at, actor, ROW_NUMBER() OVER (PARTITION BY submission_id ORDER BY at, id) AS rank
    FROM lead_history WHERE kind = 'note' OR (kind = 'status' AND from_status = 'new')
  ) WHERE rank = 1
)`;

export type FirstReply = { at: string; actor: string };
