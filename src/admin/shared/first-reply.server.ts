import { deadLetterSql } from '../../submissions/outbox-rules';

/**
 * A lead's first reply (docs/decisions/0034-reply-due-in-the-inbox.md and its addendum): the earliest
 * of its staff lines, a note or a status change away from `new` in its history (a phone call is a
 * reply), or an e-mail staff sent from its page and not given up (docs/decisions/0057-lead-conversation.md);
 * its `at`, `actor` and `way` (`history` or `email`) say when, by whom and how. One definition for
 * the inbox and the dashboard (the median time to first reply and how many were e-mails, and
 * `waitingSinceSql` below). `firstReplySql(lead, column)` is correlated SQL on the lead's table
 * alias: `at` or `actor`; `firstReplyCte` the same for many leads at once (`WITH ${firstReplyCte} …
 * LEFT JOIN first_reply f ON f.submission_id = s.id`).
 */
export const firstReplyWhere = `(kind = 'note' OR (kind = 'status' AND from_status = 'new'))`;

/** A staff e-mail that counts as a reply: written from the lead's page, sent or still being tried. */
export const staffMailWhere = `(direction = 'out' AND NOT ${deadLetterSql('lead_messages')})`;

const firstOf = (table: 'lead_history' | 'lead_messages', lead: string, column: string) =>
  `(SELECT ${column} FROM ${table} WHERE submission_id = ${lead}.id AND ${table === 'lead_history' ? firstReplyWhere : staffMailWhere} ORDER BY at, id LIMIT 1)`;

/** `~` sorts after every ISO instant: the earlier of two times, either missing. */
const later = "'~'";

export function firstReplySql(lead = 'submissions', column: 'at' | 'actor' = 'at'): string {
  const history = firstOf('lead_history', lead, 'at');
  const mail = firstOf('lead_messages', lead, 'at');
  if (column === 'at') return `nullif(min(coalesce(${history}, ${later}), coalesce(${mail}, ${later})), ${later})`;
  return `(CASE WHEN coalesce(${mail}, ${later}) < coalesce(${history}, ${later}) THEN ${firstOf('lead_messages', lead, 'actor')} ELSE ${firstOf('lead_history', lead, 'actor')} END)`;
}

export const firstReplyCte = `first_reply AS (
  SELECT submission_id, at, actor, way FROM (
    SELECT submission_id, at, actor, way, ROW_NUMBER() OVER (PARTITION BY submission_id ORDER BY at, way) AS rank FROM (
      SELECT submission_id, at, actor, 'history' AS way FROM lead_history WHERE ${firstReplyWhere}
      UNION ALL
      SELECT submission_id, at, actor, 'email' AS way FROM lead_messages WHERE ${staffMailWhere}
    )
  ) WHERE rank = 1
)`;

export type FirstReply = { at: string; actor: string; way: 'history' | 'email' } | null;

/** One lead's first reply, or null before anyone answered it. */
export async function firstReplyOf(db: D1Database, id: string): Promise<FirstReply> {
  const [history, mail] = await db.batch<{ at: string; actor: string }>([
    db.prepare(`SELECT at, actor FROM lead_history WHERE submission_id = ? AND ${firstReplyWhere} ORDER BY at, id LIMIT 1`).bind(id),
    db.prepare(`SELECT at, actor FROM lead_messages WHERE submission_id = ? AND ${staffMailWhere} ORDER BY at, id LIMIT 1`).bind(id),
  ]);
  const [line] = history.results;
  const [sent] = mail.results;
  if (sent && (!line || sent.at < line.at)) return { ...sent, way: 'email' };
  return line ? { ...line, way: 'history' } : null;
}

/**
 * A client's lines that wait for staff's answer (docs/decisions/0052-proposals.md): a question on a
 * proposal, a request for an updated one; and their e-mail replies from the lead's address (or
 * accepted by staff), which `waitingSinceSql` reads from `lead_messages` (0057). Staff answer them
 * with a note, a status change or an e-mail.
 */
export const clientLineKinds = ['question', 'update-requested'] as const;

/** A client's e-mail that waits for an answer, on a `lead_messages` alias: a person's reply from the lead's address, or one staff accepted. */
export const clientMailWhere = (alias: string) =>
  `(${alias}.direction = 'in' AND ${alias}.kind = 'reply' AND (${alias}.other_sender = 0 OR ${alias}.accepted_at IS NOT NULL))`;

/**
 * Since when a lead waits for a reply (docs/decisions/0052-proposals.md, 0057), the one rule of the
 * inbox's due column, its overdue filter and count, the lead's page and the dashboard's overdue
 * leads: its receipt while it has no first reply; otherwise its earliest client line (a question,
 * a request, an e-mail) no staff line (a note, a status change, an e-mail sent) followed; otherwise
 * NULL, answered. Auto-replies, bounces and unaccepted messages from another address never count.
 * A correlated subquery on the lead's table alias, with no binds (`npm run stats` numbers the dashboard's).
 */
export function waitingSinceSql(lead = 'submissions'): string {
  const staffAfter = (
    at: string,
    tie: string,
  ) => `NOT EXISTS (SELECT 1 FROM lead_history staff WHERE staff.submission_id = ${lead}.id AND staff.kind IN ('note', 'status')
        AND (staff.at > ${at}${tie}))
      AND NOT EXISTS (SELECT 1 FROM lead_messages sent WHERE sent.submission_id = ${lead}.id AND sent.direction = 'out'
        AND NOT ${deadLetterSql('sent')} AND sent.at > ${at})`;
  const asked = `(SELECT min(asked.at) FROM lead_history asked
    WHERE asked.submission_id = ${lead}.id AND asked.kind IN (${clientLineKinds.map((kind) => `'${kind}'`).join(', ')})
      AND ${staffAfter('asked.at', ' OR (staff.at = asked.at AND staff.id > asked.id)')})`;
  const wrote = `(SELECT min(wrote.at) FROM lead_messages wrote
    WHERE wrote.submission_id = ${lead}.id AND ${clientMailWhere('wrote')}
      AND ${staffAfter('wrote.at', '')})`;
  return `(CASE WHEN ${firstReplySql(lead, 'at')} IS NULL THEN ${lead}.created_at
    ELSE nullif(min(coalesce(${asked}, ${later}), coalesce(${wrote}, ${later})), ${later}) END)`;
}

/** Since when one lead waits for a reply (`waitingSinceSql`), or null when answered or no such lead. */
export async function waitingSinceOf(db: D1Database, id: string): Promise<string | null> {
  const row = await db
    .prepare(`SELECT ${waitingSinceSql('submissions')} AS since FROM submissions WHERE id = ?`)
    .bind(id)
    .first<{ since: string | null }>();
  return row?.since ?? null;
}
