-- A client's question on a proposal is a line of its lead's history (docs/decisions/0052-proposals.md):
-- kind `question`, actor `client`, its words in `note`. It is no reply: the first reply counts notes and
-- status changes only (src/admin/first-reply.server.ts). SQLite changes a CHECK only by rebuilding the table.
CREATE TABLE lead_history_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'note', 'question')),
  from_status TEXT,
  to_status TEXT,
  note TEXT
);
INSERT INTO lead_history_next (id, submission_id, at, actor, kind, from_status, to_status, note)
  SELECT id, submission_id, at, actor, kind, from_status, to_status, note FROM lead_history;
DROP TABLE lead_history;
ALTER TABLE lead_history_next RENAME TO lead_history;
CREATE INDEX lead_history_submission ON lead_history (submission_id, at);
