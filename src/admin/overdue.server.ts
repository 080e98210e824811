import { firstReplySql } from './first-reply.server';
import { receivedDueBy } from './reply-due';

/**
 * The overdue filter in SQL (docs/decisions/0034-reply-due-in-the-inbox.md): not spam, no first
 * reply yet, and received at or before the latest time whose reply was due by now.
 */
export function overdueWhere(now = Date.now()): { sql: string; binds: unknown[] } {
  return { sql: `(status != 'spam' AND held_at IS NULL AND created_at <= ? AND NOT EXISTS ${firstReplySql('submissions', '1')})`, binds: [receivedDueBy(now)] };
}

/** The list's columns: the lead and when it was first answered. */
export const leadColumns = `*, ${firstReplySql('submissions', 'at')} AS first_reply_at`;
