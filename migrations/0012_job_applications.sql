-- Job applications (docs/decisions/0050-job-applications.md) are submissions of the form
-- `application`, with their own statuses: the status is checked against the row's form by the worker
-- (its descriptor in src/submissions/forms.ts), no longer by a list kept here, so `submissions` is
-- rebuilt without that CHECK. Dropping the old table would delete its history and outbox rows
-- (ON DELETE CASCADE): they are kept aside meanwhile and put back, every row and index kept.
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
  email_key TEXT,
  status TEXT NOT NULL DEFAULT 'new',
  opened_at TEXT,
  held_at TEXT,
  held_reasons TEXT,
  mailbox_key TEXT,
  text_hash TEXT
);
INSERT INTO submissions_next (id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash, created_at,
  email_key, status, opened_at, held_at, held_reasons, mailbox_key, text_hash)
SELECT id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash, created_at,
  email_key, status, opened_at, held_at, held_reasons, mailbox_key, text_hash
FROM submissions;
CREATE TABLE lead_history_kept AS SELECT * FROM lead_history;
CREATE TABLE deliveries_kept AS SELECT * FROM deliveries;
DROP TABLE submissions;
ALTER TABLE submissions_next RENAME TO submissions;
INSERT INTO lead_history SELECT * FROM lead_history_kept;
DROP TABLE lead_history_kept;
INSERT INTO deliveries (submission_id, channel, attempts, next_at, error, sent_at, queued_at, skipped)
SELECT submission_id, channel, attempts, next_at, error, sent_at, queued_at, skipped FROM deliveries_kept;
DROP TABLE deliveries_kept;
CREATE UNIQUE INDEX submissions_idempotency ON submissions (form, idempotency_key);
CREATE INDEX submissions_created ON submissions (created_at);
CREATE INDEX submissions_email_key ON submissions (email_key);
CREATE INDEX submissions_status ON submissions (status, created_at);
CREATE INDEX submissions_held ON submissions (held_at);
CREATE INDEX submissions_mailbox ON submissions (mailbox_key, created_at);
CREATE INDEX submissions_text ON submissions (text_hash);
CREATE INDEX submissions_form ON submissions (form, created_at);
CREATE TRIGGER submissions_honeypot_status AFTER INSERT ON submissions WHEN NEW.spam = 1
BEGIN
  UPDATE submissions SET status = 'spam' WHERE id = NEW.id;
END;
-- A submission's file (an application's résumé): the object in the RESUMES bucket under `object_key`
-- (never named after the file), the type its bytes showed, a safe name to download it under.
CREATE TABLE submission_files (
  submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
  object_key TEXT NOT NULL,
  type TEXT NOT NULL,
  name TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- The erase log counts the applications and the files an erasure deleted, beside the submissions.
ALTER TABLE erasure_log ADD COLUMN applications INTEGER NOT NULL DEFAULT 0;
ALTER TABLE erasure_log ADD COLUMN files INTEGER NOT NULL DEFAULT 0;
