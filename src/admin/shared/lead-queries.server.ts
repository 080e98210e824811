import type { Channel, SubmissionRow } from '../../submissions/index.server';
import { exportMaxRows, pageSize, type Filters, type Status } from './filters';
import { formsWhere, type InboxView } from './inbox-views';
import { leadColumns, overdueWhere } from './overdue.server';
import { searchWhere } from './search.server';

/**
 * The staff inbox's reads and writes of D1 (migrations/0006_lead_inbox.sql): the lead list and its
 * counts, one lead with its history, status changes and notes. Every change and its history line
 * go in one batch (one transaction), so a lead never changes without its record.
 */
/** `waiting_since`: in the list, since when it waits for a reply (`waitingSinceSql`), null once answered. */
/** `client_replied_at`: in the list, the client's last e-mail reply that counts (docs/decisions/0057-lead-conversation.md). */
export type LeadRow = SubmissionRow & { status: Status; opened_at: string | null; waiting_since?: string | null; client_replied_at?: string | null };
export type HistoryRow = {
  id: number;
  submission_id: string;
  at: string;
  actor: string;
  /** `question`, `update-requested`: a client's question on a proposal of the lead, or its request for an updated one (docs/decisions/0052-proposals.md). */
  kind: 'status' | 'note' | 'question' | 'update-requested';
  from_status: Status | null;
  to_status: Status | null;
  note: string | null;
};

/** The rows of one view (docs/decisions/0051-inbox-views.md), its review pile included, under the filters. */
export function whereOf(view: InboxView, filters: Filters, withStatus: boolean): { sql: string; binds: unknown[] } {
  const forms = formsWhere(view);
  const parts: string[] = [forms.sql];
  const binds: unknown[] = [...forms.binds];
  if (filters.form) parts.push('form = ?'), binds.push(filters.form);
  if (filters.opening) parts.push("coalesce(json_extract(data, '$.opening'), '') = ?"), binds.push(filters.opening === 'spontaneous' ? '' : filters.opening);
  if (filters.lang) parts.push('lang = ?'), binds.push(filters.lang);
  if (filters.from) parts.push('created_at >= ?'), binds.push(`${filters.from}T00:00:00.000Z`);
  if (filters.to) parts.push('created_at <= ?'), binds.push(`${filters.to}T23:59:59.999Z`);
  if (filters.due === 'overdue') {
    const overdue = overdueWhere();
    parts.push(overdue.sql), binds.push(...overdue.binds);
  }
  if (filters.q) {
    const search = searchWhere(filters.q);
    parts.push(search.sql), binds.push(...search.binds);
  }
  // Spam stays out of the list unless asked for.
  if (withStatus) {
    if (filters.status) parts.push('status = ?'), binds.push(filters.status);
    else parts.push("status != 'spam'");
  }
  // Posts held for review are not leads: they have their own list (docs/decisions/0046-review-pile-and-email-budget.md).
  if (filters.status !== 'spam') parts.push(filters.review ? 'held_at IS NOT NULL' : 'held_at IS NULL');
  return { sql: `WHERE ${parts.join(' AND ')}`, binds };
}

export type ListedLeads = { rows: LeadRow[]; total: number; counts: Record<string, number>; overdue: number; inReview: number };

export async function listLeads(db: D1Database, view: InboxView, filters: Filters): Promise<ListedLeads> {
  const where = whereOf(view, filters, true);
  const countsWhere = whereOf(view, filters, false);
  const offset = ((filters.page ?? 1) - 1) * pageSize;
  const late = whereOf(view, { ...filters, due: 'overdue' }, true);
  const pile = inReviewOf(view);
  const [list, total, counts, overdue, inReview] = await db.batch([
    db.prepare(`SELECT ${leadColumns} FROM submissions ${where.sql} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`).bind(...where.binds, pageSize, offset),
    db.prepare(`SELECT count(*) AS n FROM submissions ${where.sql}`).bind(...where.binds),
    db.prepare(`SELECT status, count(*) AS n FROM submissions ${countsWhere.sql} GROUP BY status`).bind(...countsWhere.binds),
    db.prepare(`SELECT count(*) AS n FROM submissions ${late.sql}`).bind(...late.binds),
    db.prepare(pile.sql).bind(...pile.binds),
  ]);
  return {
    rows: list.results as LeadRow[],
    total: (total.results[0] as { n: number }).n,
    counts: Object.fromEntries((counts.results as { status: string; n: number }[]).map((row) => [row.status, row.n])),
    overdue: (overdue.results[0] as { n: number }).n,
    inReview: (inReview.results[0] as { n: number }).n,
  };
}

/** How many of a view's posts wait in review (held, not yet marked as spam): its list and, for the leads, the dashboard show it. */
export function inReviewOf(view: InboxView): { sql: string; binds: string[] } {
  const forms = formsWhere(view, true);
  return { sql: `SELECT count(*) AS n FROM submissions WHERE held_at IS NOT NULL AND status != 'spam' AND ${forms.sql}`, binds: forms.binds };
}

/** A lead as the CSV export has it: with when its staff e-mail went and after how many attempts. */
/** `messages_sent`, `messages_received`: the e-mails of its thread, staff's and the client's replies (docs/decisions/0057-lead-conversation.md). */
export type ExportedLead = LeadRow & { email_sent_at: string | null; email_attempts: number; messages_sent: number; messages_received: number };
/** The channel of the export's notification columns. */
const notifiedBy: Channel = 'email';

/** Every lead of the filter (not paginated), for the CSV export. */
export async function exportLeads(db: D1Database, view: InboxView, filters: Filters): Promise<ExportedLead[]> {
  const where = whereOf(view, filters, true);
  const { results } = await db
    .prepare(
      `SELECT submissions.*, e.sent_at AS email_sent_at, coalesce(e.attempts, 0) AS email_attempts,
         (SELECT count(*) FROM lead_messages m WHERE m.submission_id = submissions.id AND m.direction = 'out') AS messages_sent,
         (SELECT count(*) FROM lead_messages m WHERE m.submission_id = submissions.id AND m.direction = 'in' AND m.kind = 'reply') AS messages_received
       FROM submissions LEFT JOIN deliveries AS e ON e.submission_id = submissions.id AND e.channel = ?
       ${where.sql} ORDER BY created_at DESC, id LIMIT ?`,
    )
    .bind(notifiedBy, ...where.binds, exportMaxRows)
    .all<ExportedLead>();
  return results;
}

/**
 * One lead and its history, oldest first. Opened by a staff member's GET, the first opening is
 * recorded (the list's "new" mark goes); a refused action shows the lead without recording anything.
 */
export async function openLead(db: D1Database, id: string, record = true): Promise<{ lead: LeadRow; history: HistoryRow[] } | null> {
  const [lead, history] = (
    await db.batch([
      ...(record ? [db.prepare(`UPDATE submissions SET opened_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? AND opened_at IS NULL`).bind(id)] : []),
      db.prepare('SELECT * FROM submissions WHERE id = ?').bind(id),
      db.prepare('SELECT * FROM lead_history WHERE submission_id = ? ORDER BY at, id').bind(id),
    ])
  ).slice(record ? 1 : 0);
  const row = lead.results[0] as LeadRow | undefined;
  return row ? { lead: row, history: history.results as HistoryRow[] } : null;
}

/**
 * Sets a lead's status and records who changed it from what: 'refused' when its form has no such
 * status (`allowed`), null when there is no such lead. A status it already has changes nothing.
 */
export async function setStatus(db: D1Database, id: string, status: Status, actor: string, allowed: (form: string) => boolean) {
  const row = await db.prepare('SELECT form FROM submissions WHERE id = ?').bind(id).first<{ form: string }>();
  if (!row) return null;
  if (!allowed(row.form)) return 'refused';
  await db.batch([
    db
      .prepare(
        `INSERT INTO lead_history (submission_id, actor, kind, from_status, to_status)
         SELECT id, ?2, 'status', status, ?3 FROM submissions WHERE id = ?1 AND status != ?3`,
      )
      .bind(id, actor, status),
    db.prepare('UPDATE submissions SET status = ?2 WHERE id = ?1 AND status != ?2').bind(id, status),
  ]);
  return 'set';
}

/** Adds an internal note to a lead; false when there is no such lead. */
export async function addNote(db: D1Database, id: string, note: string, actor: string): Promise<boolean> {
  const result = await db
    .prepare(`INSERT INTO lead_history (submission_id, actor, kind, note) SELECT id, ?2, 'note', ?3 FROM submissions WHERE id = ?1`)
    .bind(id, actor, note)
    .run();
  return (result.meta.changes ?? 0) > 0;
}
