-- Contact messages and quote requests (one row each), with their notification outbox columns.
CREATE TABLE submissions (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL CHECK (form IN ('contact', 'quote')),
  lang TEXT NOT NULL CHECK (lang IN ('fr', 'en')),
  page TEXT,
  data TEXT NOT NULL,
  spam INTEGER NOT NULL DEFAULT 0,
  ip_hash TEXT NOT NULL,
  idempotency_key TEXT,
  payload_hash TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  notify_error TEXT
);
CREATE UNIQUE INDEX submissions_idempotency ON submissions (form, idempotency_key);
CREATE INDEX submissions_created ON submissions (created_at);
CREATE INDEX submissions_outbox ON submissions (spam, notified_at);
-- Accepted posts per client (salted IP hash) and form, per fixed window.
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limits_window ON rate_limits (window_start);
