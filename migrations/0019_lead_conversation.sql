-- The conversation with a lead (docs/decisions/0057-lead-conversation.md): every e-mail staff send
-- from the lead's page and every e-mail that comes back to the lead's reply address, deleted with
-- the lead (retention and erasure: ON DELETE CASCADE, their attachments' objects first).
--
-- The lead's reply addresses: the SHA-256 (hex) of each token handed out, never the token itself.
-- Revoked when the lead goes (ON DELETE CASCADE): an erased lead's address is then unknown.
CREATE TABLE reply_addresses (
  token_sha256 TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX reply_addresses_submission ON reply_addresses (submission_id);
-- One row per message. `direction`: `out` (a staff reply, queued and sent with the outbox's
-- patience: attempts, next_at, error, sent_at, claimed by one sender at a time with claimed_at) or
-- `in` (what came back). `kind`: `reply` (a person wrote it), `auto` (an out-of-office) or `bounce`
-- (a delivery notice). `message_id`: the RFC 5322 Message-ID (in: its header; out: what the
-- binding answered). `other_sender`: it came from another address than the lead's (flagged until
-- staff accept it: accepted_at, accepted_by). `declined`: the attachments refused, as JSON.
-- `alert`: the staff alert of a client's reply, `due` until sent (`sent`) or gathered in a digest.
CREATE TABLE lead_messages (
  id TEXT PRIMARY KEY,
  submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  direction TEXT NOT NULL CHECK (direction IN ('out', 'in')),
  kind TEXT NOT NULL CHECK (kind IN ('reply', 'auto', 'bounce')),
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT,
  lang TEXT,
  message_id TEXT,
  in_reply_to TEXT,
  refs TEXT,
  subject TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '',
  from_address TEXT,
  other_sender INTEGER NOT NULL DEFAULT 0,
  accepted_at TEXT,
  accepted_by TEXT,
  declined TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at TEXT,
  error TEXT,
  sent_at TEXT,
  claimed_at TEXT,
  alert TEXT CHECK (alert IN ('due', 'sent')),
  alert_at TEXT
);
CREATE INDEX lead_messages_thread ON lead_messages (submission_id, at);
CREATE UNIQUE INDEX lead_messages_message_id ON lead_messages (submission_id, message_id) WHERE message_id IS NOT NULL;
CREATE INDEX lead_messages_outbox ON lead_messages (direction, sent_at, next_at);
CREATE INDEX lead_messages_alerts ON lead_messages (alert, alert_at);
-- A message's attachments kept (in the RESUMES bucket under `object_key`, never under the name sent).
CREATE TABLE lead_message_files (
  message_id TEXT NOT NULL REFERENCES lead_messages (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  object_key TEXT NOT NULL,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (message_id, position)
);
