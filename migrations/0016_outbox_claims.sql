-- Each e-mail sent at most once (issue 57, docs/decisions/0052-proposals.md, addendum; 0047-one-outbox.md).
-- A send first claims its row (`claimed_at`, one conditional update) and only the claimer sends; a
-- claim left by a send that never ended may be taken again after the outbox's lease.
-- `proposal_mail` becomes one row per message: `ref` is '' for a kind sent once per proposal, and a
-- question's own id for its alert and its receipt, so no question overwrites another and the
-- client's copies (`bounded` = 1) are a record that no send resets. SQLite changes a primary key only
-- by rebuilding the table; every row is kept.
CREATE TABLE proposal_mail_next (
  proposal_id TEXT NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  ref TEXT NOT NULL DEFAULT '',
  queued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at TEXT,
  error TEXT,
  sent_at TEXT,
  skipped TEXT,
  claimed_at TEXT,
  bounded INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (proposal_id, kind, ref)
);
INSERT INTO proposal_mail_next (proposal_id, kind, queued_at, attempts, next_at, error, sent_at, skipped, bounded)
SELECT proposal_id, kind, queued_at, attempts, next_at, error, sent_at, skipped, kind IN ('accepted', 'question-receipt') FROM proposal_mail;
DROP TABLE proposal_mail;
ALTER TABLE proposal_mail_next RENAME TO proposal_mail;
CREATE INDEX proposal_mail_outbox ON proposal_mail (sent_at, attempts, next_at);
CREATE INDEX proposal_mail_copies ON proposal_mail (bounded, queued_at);
ALTER TABLE deliveries ADD COLUMN claimed_at TEXT;
