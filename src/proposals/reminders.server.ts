/**
 * The reminder of a proposal (docs/decisions/0052-proposals.md): once, `proposalReminderDaysBefore`
 * days before its last day, to a client who has not answered. The cron queues it (a `reminder` row of
 * `proposal_mail`, which staff's side composes and sends); `reminded_at` makes it once.
 */
import { businessTerms } from '../business/terms';
import { montrealDay } from '../business-hours/reply-clock';
import { addDays } from './validity';

/** Queues the reminders due at `now`; returns how many. */
export async function queueReminders(db: D1Database, now = Date.now()): Promise<number> {
  const at = new Date(now).toISOString();
  const today = montrealDay(now);
  // Sent, unanswered, never reminded, and its last day is today or within the next few days (so not expired).
  const [update] = await db.batch([
    db
      .prepare(`UPDATE proposals SET reminded_at = ?1 WHERE status = 'sent' AND answered_at IS NULL AND reminded_at IS NULL AND valid_until BETWEEN ?2 AND ?3`)
      .bind(at, today, addDays(today, businessTerms.proposalReminderDaysBefore)),
    db
      .prepare(
        `INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) SELECT id, 'reminder', ?1, ?1 FROM proposals WHERE reminded_at = ?1 ON CONFLICT DO NOTHING`,
      )
      .bind(at),
    db
      .prepare(
        `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT id, ?1, 'cron', 'reminded', '{}' FROM proposals WHERE reminded_at = ?1`,
      )
      .bind(at),
  ]);
  return update.meta.changes ?? 0;
}
