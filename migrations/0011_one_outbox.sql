-- One outbox (docs/decisions/0047-one-outbox.md): the staff e-mail becomes a channel of `deliveries`
-- like the confirmation and the webhook, and the channel names are no longer a list kept here too
-- (they live in src/submissions/channels.server.ts): the table is rebuilt without its CHECK on
-- `channel`, every row kept.
CREATE TABLE deliveries_next (
  submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  channel TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at TEXT,
  error TEXT,
  sent_at TEXT,
  queued_at TEXT,
  skipped TEXT,
  PRIMARY KEY (submission_id, channel)
);
INSERT INTO deliveries_next (submission_id, channel, attempts, next_at, error, sent_at, queued_at, skipped)
SELECT submission_id, channel, attempts, next_at, error, sent_at, queued_at, skipped FROM deliveries;
DROP TABLE deliveries;
ALTER TABLE deliveries_next RENAME TO deliveries;
CREATE INDEX deliveries_outbox ON deliveries (sent_at, attempts, next_at);
CREATE INDEX deliveries_queued ON deliveries (channel, queued_at);
-- Each submission's staff e-mail as its `email` row, losing none: sent ones keep their time, unsent
-- ones stay due with their attempts, next try and last error, given-up ones stay dead letters. A
-- honeypot post never had one; a post still held for review gets its row when staff accept it.
INSERT INTO deliveries (submission_id, channel, attempts, next_at, error, sent_at, queued_at)
SELECT id, 'email', notify_attempts, notify_next_at, notify_error, notified_at, created_at FROM submissions
WHERE spam = 0 AND (held_at IS NULL OR notified_at IS NOT NULL OR notify_attempts > 0);
-- The columns that held it go, with their index.
DROP INDEX submissions_outbox;
ALTER TABLE submissions DROP COLUMN notified_at;
ALTER TABLE submissions DROP COLUMN notify_attempts;
ALTER TABLE submissions DROP COLUMN notify_error;
ALTER TABLE submissions DROP COLUMN notify_next_at;
