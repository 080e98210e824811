-- Proposals (docs/decisions/0052-proposals.md). A proposal is made from a lead; sending it gives it
-- its number, freezes a snapshot of what the client sees (both languages) with the snapshot's
-- SHA-256, and a private link whose token is stored only as its SHA-256. `opened` and `expired` are
-- not statuses stored here: they are read from first_opened_at and valid_until.
-- An accepted proposal is a contract record kept for retention.contractRecordsYears: erasing its lead
-- leaves it (ON DELETE SET NULL); the worker deletes the lead's other proposals with the lead.
CREATE TABLE proposals (
  id TEXT PRIMARY KEY,
  submission_id TEXT REFERENCES submissions (id) ON DELETE SET NULL,
  -- P-<series_year>-<series_number, 4 digits>[-R<revision>], given on the first send.
  series_year INTEGER,
  series_number INTEGER,
  revision INTEGER NOT NULL DEFAULT 1,
  number TEXT UNIQUE,
  replaces_id TEXT REFERENCES proposals (id),
  status TEXT NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'sent', 'accepted', 'declined', 'replaced', 'withdrawn')),
  -- The draft staff edit (JSON of ProposalDraft, src/proposals/document.ts).
  draft TEXT NOT NULL,
  -- Frozen on send: the exact JSON text the client is shown, and the SHA-256 (hex) of that text.
  snapshot TEXT,
  snapshot_sha256 TEXT,
  token_sha256 TEXT UNIQUE,
  -- The last day it holds (YYYY-MM-DD, Montréal): it holds until 23:59:59 there.
  valid_until TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  created_by TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT,
  first_opened_at TEXT,
  last_opened_at TEXT,
  reminded_at TEXT,
  answered_at TEXT,
  decline_reason TEXT CHECK (decline_reason IS NULL OR decline_reason IN ('price', 'timing', 'scope', 'competitor', 'other')),
  decline_words TEXT
);
CREATE UNIQUE INDEX proposals_series ON proposals (series_year, series_number, revision);
CREATE INDEX proposals_submission ON proposals (submission_id, created_at);
CREATE INDEX proposals_status ON proposals (status, valid_until);
-- Everything that happened to a proposal, with who (a staff e-mail, or `client`) and when; `detail`
-- is JSON (a decline's reason, an extension's new last day, the revision that replaced it…).
CREATE TABLE proposal_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  proposal_id TEXT NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  actor TEXT NOT NULL,
  kind TEXT NOT NULL,
  detail TEXT
);
CREATE INDEX proposal_history_proposal ON proposal_history (proposal_id, at);
-- The evidence of an acceptance (one per proposal): the name typed, when, the address the server
-- saw (kept only here), the browser, the language shown, the options chosen, the totals computed by
-- the server, and the SHA-256 of the snapshot accepted.
CREATE TABLE proposal_acceptances (
  proposal_id TEXT PRIMARY KEY REFERENCES proposals (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  at TEXT NOT NULL,
  ip TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('fr', 'en')),
  chosen TEXT NOT NULL,
  totals TEXT NOT NULL,
  snapshot_sha256 TEXT NOT NULL
);
-- A proposal's e-mails, one row per proposal and kind (`sent`, `reminder`, `accepted`…): the row is the
-- queue and the proof it went, like `deliveries` for a lead; queuing the same kind twice is a no-op.
CREATE TABLE proposal_mail (
  proposal_id TEXT NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  queued_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at TEXT,
  error TEXT,
  sent_at TEXT,
  skipped TEXT,
  PRIMARY KEY (proposal_id, kind)
);
CREATE INDEX proposal_mail_outbox ON proposal_mail (sent_at, attempts, next_at);
