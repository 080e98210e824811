-- The forms' abuse defences (docs/decisions/0046-review-pile-and-email-budget.md).
-- A post held for review: when, and why (comma-separated reason codes). Held posts trigger nothing
-- until staff release them, and are deleted sooner than leads.
ALTER TABLE submissions ADD COLUMN held_at TEXT;
ALTER TABLE submissions ADD COLUMN held_reasons TEXT;
CREATE INDEX submissions_held ON submissions (held_at);
-- The mailbox the per-recipient confirmation limit counts by (one key for `a+1@x`, `A@x`, `a@x.`).
ALTER TABLE submissions ADD COLUMN mailbox_key TEXT;
UPDATE submissions SET mailbox_key = email_key;
CREATE INDEX submissions_mailbox ON submissions (mailbox_key, created_at);
-- A hash of a post's free text, to hold the same text posted again.
ALTER TABLE submissions ADD COLUMN text_hash TEXT;
CREATE INDEX submissions_text ON submissions (text_hash);
-- When a delivery was queued (the site-wide budget counts confirmations by it), and why a
-- confirmation was not sent: 'recipient' (the mailbox's limit) or 'budget' (the site's).
ALTER TABLE deliveries ADD COLUMN queued_at TEXT;
ALTER TABLE deliveries ADD COLUMN skipped TEXT;
UPDATE deliveries SET queued_at = (SELECT created_at FROM submissions WHERE id = submission_id);
CREATE INDEX deliveries_queued ON deliveries (channel, queued_at);
-- Proofs of work already used once (by their challenge), kept until their challenge expires.
CREATE TABLE used_proofs (
  id TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
