-- The outbox's other channels (docs/decisions/0033-confirmation-and-webhook.md): the visitor's
-- confirmation e-mail and the staff webhook, one row per submission and channel, each with its own
-- attempts, next try, last error and sent time, so each succeeds or fails on its own. A row is
-- queued in the submission's own batch; a missing row means nothing to send (honeypot, limit
-- reached, no webhook configured). Deleted with their submission.
CREATE TABLE deliveries (
  submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('confirmation', 'webhook')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at TEXT,
  error TEXT,
  sent_at TEXT,
  PRIMARY KEY (submission_id, channel)
);
CREATE INDEX deliveries_outbox ON deliveries (sent_at, attempts, next_at);
