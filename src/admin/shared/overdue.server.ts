import { clientMailWhere, waitingSinceSql } from './first-reply.server';
import { receivedDueBy } from './reply-due';

/**
 * The overdue filter in SQL (docs/decisions/0034-reply-due-in-the-inbox.md): not spam, waiting for
 * a reply (`waitingSinceSql`: its receipt, or a client's question since, docs/decisions/0052-proposals.md)
 * since at or before the latest time whose reply was due by now.
 */
export function overdueWhere(now = Date.now()): { sql: string; binds: unknown[] } {
  return { sql: `(status != 'spam' AND held_at IS NULL AND ${waitingSinceSql('submissions')} <= ?)`, binds: [receivedDueBy(now)] };
}

/** The list's columns: the lead, since when it waits for a reply (null: answered), and the client's last e-mail reply (docs/decisions/0057-lead-conversation.md). */
export const leadColumns = `*, ${waitingSinceSql('submissions')} AS waiting_since,
  (SELECT max(w.at) FROM lead_messages w WHERE w.submission_id = submissions.id AND ${clientMailWhere('w')}) AS client_replied_at`;
