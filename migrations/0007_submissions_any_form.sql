-- A stored submission's form is any form the worker describes (src/submissions/forms.ts), no
-- longer a list kept here too: the table is rebuilt without the CHECK on `form`
-- (docs/decisions/0037-form-descriptors.md). Every row, index, trigger and staff history is kept.
CREATE TABLE submissions_next (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL,
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
  notify_error TEXT,
  notify_next_at TEXT,
  email_key TEXT,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'in_progress', 'answered', 'won', 'lost', 'spam')),
  opened_at TEXT
);
INSERT INTO submissions_next (id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash, created_at,
  notified_at, notify_attempts, notify_error, notify_next_at, email_key, status, opened_at)
SELECT id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash, created_at,
  notified_at, notify_attempts, notify_error, notify_next_at, email_key, status, opened_at
FROM submissions;
-- Dropping the old table deletes its history rows (ON DELETE CASCADE): keep them aside meanwhile.
CREATE TABLE lead_history_kept AS SELECT * FROM lead_history;
DROP TABLE submissions;
ALTER TABLE submissions_next RENAME TO submissions;
INSERT INTO lead_history SELECT * FROM lead_history_kept;
DROP TABLE lead_history_kept;
CREATE UNIQUE INDEX submissions_idempotency ON submissions (form, idempotency_key);
CREATE INDEX submissions_created ON submissions (created_at);
CREATE INDEX submissions_outbox ON submissions (spam, notified_at, notify_attempts, notify_next_at);
CREATE INDEX submissions_email_key ON submissions (email_key);
CREATE INDEX submissions_status ON submissions (status, created_at);
CREATE TRIGGER submissions_honeypot_status AFTER INSERT ON submissions WHEN NEW.spam = 1
BEGIN
  UPDATE submissions SET status = 'spam' WHERE id = NEW.id;
END;
