/**
 * The client's actions on a proposal (docs/decisions/0052-proposals.md), each written once whatever
 * the number of posts: accept, decline, ask a question, ask for an updated proposal.
 */
import type { Lang } from '../languages';
import { seenAddress } from '../http/client-address';
import { priceProposal } from './document';
import { queueEvent } from './webhook-events.server';
import { limits } from '../submissions/limits';
import { clientCopiesSinceSql } from '../submissions/index.server';
import { historyInsert, iso, signedName, type AcceptInput, type ClientProposal } from './client.server';
import type { DeclineReason } from './decline-reasons';

const mailInsert = (db: D1Database, id: string, kind: string, at: string) =>
  db.prepare('INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').bind(id, kind, at, at);

/** The forms' confirmation budget (`CONFIRMATIONS_PER_HOUR`, `CONFIRMATIONS_PER_DAY`), shared by the client's copies. */
export type MailBudget = { perHour: number; perDay: number };

/**
 * The acceptance, once: the status goes from `sent` to `accepted` with the time, and only the post
 * that did it writes the evidence, the history and the two e-mails; any later post changes nothing.
 * Returns whether this post was the one that accepted.
 */
export async function accept(
  db: D1Database,
  proposal: ClientProposal,
  input: AcceptInput,
  evidence: { headers: Headers; lang: Lang },
  now: number,
  budget: MailBudget,
): Promise<boolean> {
  const at = iso(now);
  const name = signedName(input.name);
  const totals = priceProposal(proposal.snapshot, input.chosen);
  const userAgent = (evidence.headers.get('user-agent') ?? '').slice(0, 500);
  // Each statement runs only for the post whose update set this `answered_at`.
  const ours = `(SELECT status = 'accepted' AND answered_at = ?2 FROM proposals WHERE id = ?1)`;
  await db.batch([
    db.prepare(`UPDATE proposals SET status = 'accepted', answered_at = ?2, updated_at = ?2 WHERE id = ?1 AND status = 'sent'`).bind(proposal.id, at),
    db
      .prepare(
        `INSERT INTO proposal_acceptances (proposal_id, name, at, ip, user_agent, lang, chosen, totals, snapshot_sha256)
         SELECT ?1, ?3, ?2, ?4, ?5, ?6, ?7, ?8, ?9 WHERE ${ours} ON CONFLICT DO NOTHING`,
      )
      .bind(
        proposal.id,
        at,
        name,
        seenAddress(evidence.headers).slice(0, 100),
        userAgent,
        evidence.lang,
        JSON.stringify(input.chosen),
        JSON.stringify(totals),
        proposal.snapshotSha256,
      ),
    db
      .prepare(
        `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT ?1, ?2, 'client', 'accepted', ?3
         WHERE ${ours} AND NOT EXISTS (SELECT 1 FROM proposal_history WHERE proposal_id = ?1 AND kind = 'accepted')`,
      )
      .bind(proposal.id, at, JSON.stringify({ name })),
    boundedMailStatement(db, proposal.id, 'accepted', now, budget, `(SELECT status = 'accepted' AND answered_at = ?3 FROM proposals WHERE id = ?1)`),
    queueEvent(db, proposal.id, 'proposal.accepted', at, ours),
    db
      .prepare(`INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) SELECT ?1, 'accepted-staff', ?2, ?2 WHERE ${ours} ON CONFLICT DO NOTHING`)
      .bind(proposal.id, at),
  ]);
  const mine = await db.prepare('SELECT at FROM proposal_acceptances WHERE proposal_id = ?').bind(proposal.id).first<{ at: string }>();
  return mine?.at === at;
}

/** The decline, once: status, reason, words, history and the staff's e-mail. Returns whether this post declined it. */
export async function decline(db: D1Database, proposal: ClientProposal, reason: DeclineReason, words: string, now: number): Promise<boolean> {
  const at = iso(now);
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE proposals SET status = 'declined', answered_at = ?2, updated_at = ?2, decline_reason = ?3, decline_words = ?4 WHERE id = ?1 AND status = 'sent'`,
      )
      .bind(proposal.id, at, reason, words || null),
    db
      .prepare(
        `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT ?1, ?2, 'client', 'declined', ?3
         WHERE (SELECT status = 'declined' AND answered_at = ?2 FROM proposals WHERE id = ?1)`,
      )
      .bind(proposal.id, at, JSON.stringify({ reason, words })),
    db
      .prepare(
        `INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) SELECT ?1, 'declined-staff', ?2, ?2
         WHERE (SELECT status = 'declined' AND answered_at = ?2 FROM proposals WHERE id = ?1) ON CONFLICT DO NOTHING`,
      )
      .bind(proposal.id, at),
    queueEvent(db, proposal.id, 'proposal.declined', at, `(SELECT status = 'declined' AND answered_at = ?2 FROM proposals WHERE id = ?1)`),
  ]);
  return (update.meta.changes ?? 0) > 0;
}

/**
 * A question: in the proposal's history and in its lead's (kind `question`, which is no reply); the
 * staff alert and the client's receipt queued as messages of their own, named by the question's id
 * (`ref`, migrations/0016_outbox_claims.sql): no question overwrites another. Returns that id.
 */
export async function ask(db: D1Database, proposal: ClientProposal, text: string, now: number, budget: MailBudget): Promise<string> {
  const at = iso(now);
  const ref = crypto.randomUUID();
  await db.batch([
    historyInsert(db, proposal.id, at, 'question', { text, ref }),
    db
      .prepare('INSERT INTO proposal_mail (proposal_id, kind, ref, queued_at, next_at) VALUES (?1, ?2, ?3, ?4, ?4)')
      .bind(proposal.id, 'question-staff', ref, at),
    boundedMailStatement(db, proposal.id, 'question-receipt', now, budget, 'true', ref),
    ...(proposal.submissionId
      ? [
          db
            .prepare(`INSERT INTO lead_history (submission_id, at, actor, kind, note) SELECT id, ?2, 'client', 'question', ?3 FROM submissions WHERE id = ?1`)
            .bind(proposal.submissionId, at, text),
        ]
      : []),
  ]);
  return ref;
}

/** An expired proposal's one-click request for an updated one: in its history and its lead's, and the staff's e-mail, once. Returns whether this post queued it. */
export async function requestUpdate(db: D1Database, proposal: ClientProposal, now: number): Promise<boolean> {
  const at = iso(now);
  const [, queued] = await db.batch([
    db
      .prepare(
        `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT ?1, ?2, 'client', 'update-requested', '{}'
         WHERE NOT EXISTS (SELECT 1 FROM proposal_history WHERE proposal_id = ?1 AND kind = 'update-requested')`,
      )
      .bind(proposal.id, at),
    mailInsert(db, proposal.id, 'update-requested-staff', at),
    ...(proposal.submissionId
      ? [
          db
            .prepare(
              `INSERT INTO lead_history (submission_id, at, actor, kind, note) SELECT ?1, ?2, 'client', 'update-requested', ?3
               WHERE EXISTS (SELECT 1 FROM submissions WHERE id = ?1)
               AND NOT EXISTS (SELECT 1 FROM lead_history WHERE submission_id = ?1 AND kind = 'update-requested' AND note = ?3)`,
            )
            .bind(proposal.submissionId, at, proposal.number),
        ]
      : []),
  ]);
  return (queued.meta.changes ?? 0) > 0;
}

const hourMs = 3_600_000;

/**
 * The kinds of `proposal_mail` that are the client's bounded copies, the one list of them: the copy of
 * an acceptance and a question's receipt (a client's own action), the deposit's reminder (the cron's).
 * The others to the client follow staff's action or a payment, and go unbounded.
 */
export const boundedClientCopies = ['accepted', 'question-receipt', 'deposit-reminder'] as const;
export type BoundedClientCopy = (typeof boundedClientCopies)[number];

/**
 * Queues an e-mail to the client (`ref`: the question it answers, '' for a kind sent once) under the
 * forms' confirmation bounds (docs/decisions/0046-review-pile-and-email-budget.md): one an hour and
 * three a day to the proposal's client (its address, over all its proposals), and the site's budget
 * counted together with the forms' confirmations. Each copy is a row of its own marked `bounded`,
 * which no send resets: the count is of what was queued. Past either bound, the row records why
 * (`skipped`) and nothing is sent.
 */
export function boundedMailStatement(
  db: D1Database,
  id: string,
  kind: BoundedClientCopy,
  now: number,
  budget: MailBudget,
  onlyIf = 'true',
  ref = '',
): D1PreparedStatement {
  if (!(boundedClientCopies as readonly string[]).includes(kind)) throw new Error(`${kind} is no bounded copy to the client`);
  const { perHour, perDay } = limits.confirmations;
  const address = (table: string) => `lower(trim(json_extract(${table}.snapshot, '$.client.email')))`;
  const sameClient = `(SELECT p.id FROM proposals p WHERE ${address('p')} = (SELECT ${address('q')} FROM proposals q WHERE q.id = ?1))`;
  const toClient = (after: string) =>
    `(SELECT count(*) FROM proposal_mail WHERE proposal_id IN ${sameClient} AND bounded = 1 AND skipped IS NULL AND queued_at > ${after})`;
  const since = (ms: number) => new Date(now - ms).toISOString();
  return db
    .prepare(
      `INSERT INTO proposal_mail (proposal_id, kind, ref, queued_at, next_at, bounded, skipped)
       SELECT ?1, ?2, ?8, ?3, ?3, 1,
         CASE WHEN ${toClient('?4')} >= ?6 OR ${toClient('?5')} >= ?7 THEN 'recipient'
              WHEN ${clientCopiesSinceSql('?4')} >= ?9 OR ${clientCopiesSinceSql('?5')} >= ?10 THEN 'budget' END
       WHERE ${onlyIf}
       ON CONFLICT DO NOTHING`,
    )
    .bind(id, kind, iso(now), since(hourMs), since(24 * hourMs), perHour, perDay, ref, budget.perHour, budget.perDay);
}
