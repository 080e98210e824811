/**
 * The deposit's reminder (docs/decisions/0055-deposits-and-payments.md): once, to a client whose
 * deposit is still unpaid (awaiting, or failed) `depositReminderBusinessDays` business days after the
 * acceptance. The cron queues it (a `deposit-reminder` row of `proposal_mail`, under the client copies'
 * bounds); `reminded_at` makes it once. A debit on its way is not reminded.
 */
import { businessTerms } from '../business/terms';
import { businessDayHours } from '../business/reply-promise';
import { addBusinessHours } from '../business-hours/reply-clock';
import { boundedMailStatement, type MailBudget } from '../proposals/client-actions.server';

/** When an acceptance's unpaid deposit is due its reminder. */
export const depositReminderDue = (acceptedAt: string) =>
  addBusinessHours(Date.parse(acceptedAt), businessTerms.depositReminderBusinessDays * businessDayHours);

/** Queues the reminders due at `now` (the cron's step, at most `batch`); returns how many. */
export async function queueDepositReminders(db: D1Database, budget: MailBudget, now = Date.now(), batch = 20): Promise<number> {
  // Three business days are at most a calendar week and a holiday or two: only those accepted at least three days ago are read.
  const { results } = await db
    .prepare(
      `SELECT proposal_id, accepted_at FROM deposits WHERE state IN ('awaiting', 'failed') AND reminded_at IS NULL AND accepted_at <= ? ORDER BY accepted_at LIMIT 200`,
    )
    .bind(new Date(now - 3 * 86_400_000).toISOString())
    .all<{ proposal_id: string; accepted_at: string }>();
  const due = results.filter((row) => +depositReminderDue(row.accepted_at) <= now).slice(0, batch);
  if (!due.length) return 0;
  const at = new Date(now).toISOString();
  await db.batch(
    due.flatMap((row) => [
      db.prepare(`UPDATE deposits SET reminded_at = ?2 WHERE proposal_id = ?1 AND reminded_at IS NULL`).bind(row.proposal_id, at),
      boundedMailStatement(db, row.proposal_id, 'deposit-reminder', now, budget, `(SELECT reminded_at = ?3 FROM deposits WHERE proposal_id = ?1)`),
      db
        .prepare(
          `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT ?1, ?2, 'cron', 'deposit-reminded', '{}' WHERE (SELECT reminded_at = ?2 FROM deposits WHERE proposal_id = ?1)`,
        )
        .bind(row.proposal_id, at),
    ]),
  );
  return due.length;
}
