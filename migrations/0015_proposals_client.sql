-- The client's side of proposals (issue 52).
-- A client's question on a proposal, and a request for an updated proposal once one expired, are lines
-- of its lead's history (docs/decisions/0052-proposals.md): kind `question` (its words in `note`) or
-- `update-requested` (the proposal's number in `note`), actor `client`. Neither is a reply: the first reply counts notes and status
-- changes only (src/admin/first-reply.server.ts). SQLite changes a CHECK only by rebuilding the table.
CREATE TABLE lead_history_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'note', 'question', 'update-requested')),
  from_status TEXT,
  to_status TEXT,
  note TEXT
);
INSERT INTO lead_history_next (id, submission_id, at, actor, kind, from_status, to_status, note)
  SELECT id, submission_id, at, actor, kind, from_status, to_status, note FROM lead_history;
DROP TABLE lead_history;
ALTER TABLE lead_history_next RENAME TO lead_history;
CREATE INDEX lead_history_submission ON lead_history (submission_id, at);
-- The webhook's proposal events (`proposal.accepted`, `proposal.declined`; docs/decisions/0052-proposals.md),
-- one row per proposal and event, queued with the client's action and sent by the cron with retries,
-- like `deliveries` for a lead (docs/decisions/0047-one-outbox.md). `skipped`: no webhook configured.
CREATE TABLE proposal_events (
  proposal_id TEXT NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('proposal.accepted', 'proposal.declined')),
  queued_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at TEXT,
  error TEXT,
  sent_at TEXT,
  skipped TEXT,
  PRIMARY KEY (proposal_id, event)
);
CREATE INDEX proposal_events_outbox ON proposal_events (sent_at, skipped, next_at);
