/**
 * The statements that follow a move of a deposit's state in the same batch (docs/decisions/0055-deposits-and-payments.md):
 * the history, the client's e-mail of a new document and the staff alerts, each run only where the
 * request that runs it is the one that moved the deposit (`last_change`).
 */
import { limits } from '../submissions/limits';

/** SQL: the deposit was last changed by this request (?1 the proposal's id, ?2 the request's mark). */
export const ours = `(SELECT last_change = ?2 FROM deposits WHERE proposal_id = ?1)`;

export const history = (db: D1Database, proposalId: string, run: string, at: string, actor: string, kind: string, detail: object) =>
  db
    .prepare(`INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT ?1, ?3, ?4, ?5, ?6 WHERE ${ours}`)
    .bind(proposalId, run, at, actor, kind, JSON.stringify(detail));

const hourMs = 3_600_000;

/**
 * A staff alert of the deposit (an e-mail kind of `proposal_mail`, the webhook's event of
 * `proposal_events`), queued again if one went before, bounded like the leads' staff alerts
 * (`limits.staffAlertsPerHour` an hour on each channel): past it, the row records `budget` and nothing goes.
 */
export function staffAlerts(
  db: D1Database,
  proposalId: string,
  run: string,
  at: string,
  now: number,
  mailKind: string,
  event: 'deposit.paid' | 'deposit.failed',
) {
  const since = new Date(now - hourMs).toISOString();
  const mailCount = `(SELECT count(*) FROM proposal_mail WHERE kind IN ('deposit-paid-staff', 'deposit-failed-staff') AND skipped IS NULL AND queued_at > ?5)`;
  const eventCount = `(SELECT count(*) FROM proposal_events WHERE event IN ('deposit.paid', 'deposit.failed') AND skipped IS NULL AND queued_at > ?5)`;
  const again = `DO UPDATE SET queued_at = excluded.queued_at, next_at = excluded.next_at, attempts = 0, error = NULL, sent_at = NULL, skipped = excluded.skipped`;
  return [
    db
      .prepare(
        `INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at, skipped)
         SELECT ?1, ?4, ?3, ?3, CASE WHEN ${mailCount} >= ?6 THEN 'budget' END WHERE ${ours}
         ON CONFLICT (proposal_id, kind, ref) ${again}, claimed_at = NULL`,
      )
      .bind(proposalId, run, at, mailKind, since, limits.staffAlertsPerHour),
    db
      .prepare(
        `INSERT INTO proposal_events (proposal_id, event, queued_at, next_at, skipped)
         SELECT ?1, ?4, ?3, ?3, CASE WHEN ${eventCount} >= ?6 THEN 'budget' END WHERE ${ours}
         ON CONFLICT (proposal_id, event) ${again}`,
      )
      .bind(proposalId, run, at, event, since, limits.staffAlertsPerHour),
  ];
}

/** The client's e-mail of a document (the invoice, a credit note): queued again for each new one. */
export const clientMail = (db: D1Database, proposalId: string, run: string, at: string, kind: string) =>
  db
    .prepare(
      `INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) SELECT ?1, ?4, ?3, ?3 WHERE ${ours}
       ON CONFLICT (proposal_id, kind, ref) DO UPDATE SET queued_at = excluded.queued_at, next_at = excluded.next_at, attempts = 0, error = NULL, sent_at = NULL, skipped = NULL, claimed_at = NULL`,
    )
    .bind(proposalId, run, at, kind);
