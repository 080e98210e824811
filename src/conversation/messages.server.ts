/**
 * The SQL of a lead's conversation (`lead_messages`, `lead_message_files`;
 * migrations/0019_lead_conversation.sql; docs/decisions/0057-lead-conversation.md).
 */
export type MessageRow = {
  id: string;
  submission_id: string;
  direction: 'out' | 'in';
  kind: 'reply' | 'auto' | 'bounce';
  at: string;
  actor: string | null;
  lang: string | null;
  message_id: string | null;
  in_reply_to: string | null;
  refs: string | null;
  subject: string;
  body: string;
  from_address: string | null;
  other_sender: number;
  accepted_at: string | null;
  accepted_by: string | null;
  /** JSON of `Declined[]`, or null. */
  declined: string | null;
  attempts: number;
  next_at: string | null;
  error: string | null;
  sent_at: string | null;
  claimed_at: string | null;
  alert: 'due' | 'sent' | null;
  alert_at: string | null;
};

/** An attachment refused, and why: too many, too large, a kind not kept. */
export type Declined = { name: string; reason: 'count' | 'size' | 'type' };

export type MessageFileRow = { message_id: string; position: number; object_key: string; type: string; name: string; size: number };

export const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** Whether the lead already holds a message of this Message-ID. */
export async function hasMessageId(db: D1Database, leadId: string, messageId: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM lead_messages WHERE submission_id = ? AND message_id = ?').bind(leadId, messageId).first();
  return row !== null;
}

/** What the receiver stores of one incoming message. */
export type Incoming = Pick<
  MessageRow,
  'id' | 'submission_id' | 'kind' | 'message_id' | 'in_reply_to' | 'subject' | 'body' | 'from_address' | 'other_sender'
> & {
  declined: readonly Declined[];
  /** A client's reply from the lead's address: staff are alerted. */
  alert: boolean;
};

/** The statement storing an incoming message; a second one of the same Message-ID stores nothing (the unique index). */
export function incomingStatement(db: D1Database, message: Incoming): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO lead_messages (id, submission_id, direction, kind, message_id, in_reply_to, subject, body, from_address, other_sender, declined, alert, alert_at)
       SELECT ?1, ?2, 'in', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, CASE WHEN ?11 IS NULL THEN NULL ELSE ${now} END
       WHERE EXISTS (SELECT 1 FROM submissions WHERE id = ?2)
       ON CONFLICT DO NOTHING`,
    )
    .bind(
      message.id,
      message.submission_id,
      message.kind,
      message.message_id,
      message.in_reply_to,
      message.subject,
      message.body,
      message.from_address,
      message.other_sender,
      message.declined.length ? JSON.stringify(message.declined) : null,
      message.alert ? 'due' : null,
    );
}

/** The statement storing one kept attachment's row, once its message is in. */
export function fileStatement(db: D1Database, file: MessageFileRow): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO lead_message_files (message_id, position, object_key, type, name, size)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM lead_messages WHERE id = ?1)`,
    )
    .bind(file.message_id, file.position, file.object_key, file.type, file.name, file.size);
}

/** A lead's messages in order, with their attachments. */
export async function messagesOf(db: D1Database, leadId: string): Promise<{ messages: MessageRow[]; files: MessageFileRow[] }> {
  const [messages, files] = await db.batch([
    db.prepare('SELECT * FROM lead_messages WHERE submission_id = ? ORDER BY at, id').bind(leadId),
    db
      .prepare('SELECT f.* FROM lead_message_files f JOIN lead_messages m ON m.id = f.message_id WHERE m.submission_id = ? ORDER BY f.message_id, f.position')
      .bind(leadId),
  ]);
  return { messages: messages.results as MessageRow[], files: files.results as MessageFileRow[] };
}

/** One attachment of a lead's message, for staff's download. */
export function messageFileOf(db: D1Database, leadId: string, messageId: string, position: number) {
  return db
    .prepare(
      'SELECT f.* FROM lead_message_files f JOIN lead_messages m ON m.id = f.message_id WHERE m.submission_id = ? AND f.message_id = ? AND f.position = ?',
    )
    .bind(leadId, messageId, position)
    .first<MessageFileRow>();
}

/** Staff accept a message from another address: it then counts as the client's (the reply clock). */
export async function acceptMessage(db: D1Database, leadId: string, messageId: string, actor: string): Promise<boolean> {
  const done = await db
    .prepare(
      `UPDATE lead_messages SET accepted_at = ${now}, accepted_by = ?3
       WHERE submission_id = ?1 AND id = ?2 AND direction = 'in' AND other_sender = 1 AND accepted_at IS NULL`,
    )
    .bind(leadId, messageId, actor)
    .run();
  return (done.meta.changes ?? 0) > 0;
}
