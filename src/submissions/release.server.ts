import type { Bindings } from '../env';
import { queueStatements, wantedChannels } from './channels.server';
import type { SubmissionRow } from './storage.server';
import { announce } from './submit.server';

/**
 * Releases a post held for review (docs/decisions/0046-review-pile-and-email-budget.md): it becomes a
 * new lead (its history says who released it), and its staff e-mail, confirmation (under the
 * mailbox's limit and the site's budget, as at any other time) and webhook are queued in the same
 * batch and sent now. False when there was no such post in review.
 */
export async function released(env: Bindings, id: string, actor: string, waitUntil: (promise: Promise<unknown>) => void): Promise<boolean> {
  const db = env.DB;
  const found = await db.prepare('SELECT mailbox_key FROM submissions WHERE id = ?').bind(id).first<{ mailbox_key: string | null }>();
  if (!found) return false;
  const wanted = wantedChannels(env);
  const held = `id = ?1 AND held_at IS NOT NULL AND status != 'spam'`;
  const [history, , ...rest] = await db.batch([
    db
      .prepare(
        `INSERT INTO lead_history (submission_id, actor, kind, from_status, to_status) SELECT id, ?2, 'status', 'review', status FROM submissions WHERE ${held}`,
      )
      .bind(id, actor),
    db.prepare(`UPDATE submissions SET held_at = NULL WHERE ${held}`).bind(id),
    ...queueStatements(env, { id, mailbox_key: found.mailbox_key }, wanted, Date.now()),
    db.prepare('SELECT * FROM submissions WHERE id = ?').bind(id),
  ]);
  const lead = rest.at(-1)?.results[0] as SubmissionRow | undefined;
  if (!(history.meta.changes ?? 0) || !lead) return false;
  waitUntil(announce(env, lead, wanted));
  return true;
}
