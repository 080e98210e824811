-- The staff inbox (docs/decisions/0024-lead-inbox.md): each submission is a lead with a status that
-- staff change, a first-opened time for the "new" mark, and a history of every change and note.
ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'in_progress', 'answered', 'won', 'lost', 'spam'));
ALTER TABLE submissions ADD COLUMN opened_at TEXT;
UPDATE submissions SET status = 'spam' WHERE spam = 1;
-- A submission caught by the honeypot starts as spam, without touching the request's one batch.
CREATE TRIGGER submissions_honeypot_status AFTER INSERT ON submissions WHEN NEW.spam = 1
BEGIN
  UPDATE submissions SET status = 'spam' WHERE id = NEW.id;
END;
CREATE INDEX submissions_status ON submissions (status, created_at);
-- Status changes (from_status, to_status) and internal notes (note), each with who and when.
-- Deleted with their submission: by the retention purge and by a privacy erase.
CREATE TABLE lead_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('status', 'note')),
  from_status TEXT,
  to_status TEXT,
  note TEXT
);
CREATE INDEX lead_history_submission ON lead_history (submission_id, at);
-- Each privacy erase: how many submissions went, who erased them and when; never what they held.
CREATE TABLE erasure_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL,
  submissions INTEGER NOT NULL
);
