/**
 * The client's actions on a proposal (docs/decisions/0052-proposals.md), each written once whatever
 * the number of posts: accept, decline, ask a question, ask for an updated proposal.
 */
import type { Lang } from '../languages';
import { seenAddress } from '../http/client-address';
import { priceProposal } from './document';
import { historyInsert, iso, type AcceptInput, type ClientProposal, type DeclineReason } from './client.server';

const mailInsert = (db: D1Database, id: string, kind: string, at: string) =>
  db.prepare('INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').bind(id, kind, at, at);

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
): Promise<boolean> {
  const at = iso(now);
  const name = input.name.trim();
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
    db
      .prepare(`INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) SELECT ?1, 'accepted', ?2, ?2 WHERE ${ours} ON CONFLICT DO NOTHING`)
      .bind(proposal.id, at),
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
  ]);
  return (update.meta.changes ?? 0) > 0;
}

/**
 * A question: in the proposal's history and, as a note of the client, in the lead's; the staff alert
 * and the client's receipt queued. One mail row per kind and proposal (migrations/0013_proposals.sql):
 * a later question re-queues them (the sender sends a row again once its `sent_at` is cleared).
 */
export async function ask(db: D1Database, proposal: ClientProposal, text: string, now: number): Promise<void> {
  const at = iso(now);
  await db.batch([
    historyInsert(db, proposal.id, at, 'question', { text }),
    requeue(db, proposal.id, 'question-staff', at),
    requeue(db, proposal.id, 'question-receipt', at),
  ]);
}

/** An expired proposal's one-click request for an updated one: history and the staff's e-mail, once. */
export async function requestUpdate(db: D1Database, proposal: ClientProposal, now: number): Promise<void> {
  const at = iso(now);
  await db.batch([
    db
      .prepare(
        `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT ?1, ?2, 'client', 'update-requested', '{}'
         WHERE NOT EXISTS (SELECT 1 FROM proposal_history WHERE proposal_id = ?1 AND kind = 'update-requested')`,
      )
      .bind(proposal.id, at),
    mailInsert(db, proposal.id, 'update-requested-staff', at),
  ]);
}

const requeue = (db: D1Database, id: string, kind: string, at: string) =>
  db
    .prepare(
      `INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) VALUES (?1, ?2, ?3, ?3)
       ON CONFLICT (proposal_id, kind) DO UPDATE SET queued_at = ?3, next_at = ?3, attempts = 0, error = NULL, sent_at = NULL, skipped = NULL`,
    )
    .bind(id, kind, at);
