-- A signed proposal's deposit, paid on the site through Stripe Checkout or off-site, and the deposit
-- invoice and credit notes it gives (issue 59; docs/decisions/0055-deposits-and-payments.md,
-- 0056-the-deposit-is-a-down-payment.md). Payments, invoices and credit notes are accounting records,
-- kept like accepted proposals: erasing a lead leaves them.
--
-- One deposit per accepted proposal whose deposit is more than nothing: the amount and the taxes it
-- includes are the acceptance's figures (proposal_acceptances.totals), never anything a browser sent.
-- `state` moves forward only (src/payments/states.ts): awaiting → processing → paid, or → failed (the
-- client may try again); a paid deposit may become refunded (refunded_cents, in part or in full) or disputed.
CREATE TABLE deposits (
  proposal_id TEXT PRIMARY KEY REFERENCES proposals (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  gst_cents INTEGER NOT NULL,
  qst_cents INTEGER NOT NULL,
  currency TEXT NOT NULL DEFAULT 'cad',
  state TEXT NOT NULL DEFAULT 'awaiting' CHECK (state IN ('awaiting', 'processing', 'paid', 'failed', 'refunded', 'disputed')),
  -- How it was paid (card, acss_debit: a verified Stripe event; e-transfer, bank-transfer, cheque: recorded by staff).
  method TEXT CHECK (method IS NULL OR method IN ('card', 'acss_debit', 'e-transfer', 'bank-transfer', 'cheque')),
  -- The payment's reference: Stripe's PaymentIntent id, or what staff recorded (the transfer's reference, the cheque's number).
  reference TEXT,
  -- The Montréal day it was paid (YYYY-MM-DD), the instant it was recorded, and by whom (`stripe` or a staff e-mail).
  paid_on TEXT,
  paid_at TEXT,
  recorded_by TEXT,
  refunded_cents INTEGER NOT NULL DEFAULT 0,
  accepted_at TEXT NOT NULL,
  reminded_at TEXT,
  updated_at TEXT NOT NULL,
  -- The request that last changed it: the statements of that request's batch that follow the change
  -- (the invoice, the history, the alerts) run only where it is theirs.
  last_change TEXT
);
CREATE INDEX deposits_state ON deposits (state, accepted_at);
-- The deposits of proposals accepted before this migration.
INSERT INTO deposits (proposal_id, amount_cents, gst_cents, qst_cents, accepted_at, updated_at)
  SELECT proposal_id, json_extract(totals, '$.deposit.totalCents'), json_extract(totals, '$.deposit.gstCents'),
    json_extract(totals, '$.deposit.qstCents'), at, at
  FROM proposal_acceptances WHERE json_extract(totals, '$.deposit.totalCents') > 0;
-- An acceptance writes its deposit, in the acceptance's own batch (src/proposals/client-actions.server.ts).
CREATE TRIGGER deposits_of_acceptances AFTER INSERT ON proposal_acceptances
WHEN json_extract(NEW.totals, '$.deposit.totalCents') > 0
BEGIN
  INSERT INTO deposits (proposal_id, amount_cents, gst_cents, qst_cents, accepted_at, updated_at)
  VALUES (NEW.proposal_id, json_extract(NEW.totals, '$.deposit.totalCents'), json_extract(NEW.totals, '$.deposit.gstCents'),
    json_extract(NEW.totals, '$.deposit.qstCents'), NEW.at, NEW.at)
  ON CONFLICT DO NOTHING;
END;
-- The Checkout Sessions the site made, one per attempt (the idempotency key is the proposal and the
-- attempt). `outcome` moves forward only within a session: open → processing → paid, or → failed;
-- open → expired. `last_event` is the Stripe event that last changed it: the batch of that event alone
-- carries its change to the deposit.
CREATE TABLE checkout_sessions (
  id TEXT PRIMARY KEY,
  proposal_id TEXT NOT NULL REFERENCES deposits (proposal_id),
  attempt INTEGER NOT NULL,
  url TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  livemode INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  outcome TEXT NOT NULL DEFAULT 'open' CHECK (outcome IN ('open', 'processing', 'paid', 'failed', 'expired')),
  payment_intent TEXT,
  method TEXT,
  last_event TEXT,
  UNIQUE (proposal_id, attempt)
);
CREATE INDEX checkout_sessions_intent ON checkout_sessions (payment_intent);
-- Every Stripe event received, once (its id), written in the same batch as the change it makes: a
-- replay finds its id and changes nothing. `run` marks the request that stored it; `outcome` says what
-- it did (applied, anomaly: it did not match the deposit, unknown: a session the site did not make,
-- ignored: a type the site does not handle); `detail` is JSON for staff.
CREATE TABLE stripe_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL,
  run TEXT NOT NULL,
  proposal_id TEXT REFERENCES proposals (id),
  outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'anomaly', 'unknown', 'ignored')),
  detail TEXT
);
CREATE INDEX stripe_events_proposal ON stripe_events (proposal_id, received_at);
-- The deposit invoice (kind `invoice`, F-<year>-<4 digits>) and credit notes (kind `credit-note`,
-- NC-<year>-<4 digits>): each kind one unbroken sequence per year, its number given inside the batch
-- that issues it (no gap, no duplicate). Frozen like a proposal: `snapshot` is the exact JSON text of
-- the document and `snapshot_sha256` its SHA-256. `source` is what issued it (the deposit, a refund's
-- cumulative amount), so the same payment or refund never issues two.
CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  proposal_id TEXT NOT NULL REFERENCES proposals (id),
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit-note')),
  series_year INTEGER NOT NULL,
  series_number INTEGER NOT NULL,
  number TEXT NOT NULL UNIQUE,
  issued_at TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  gst_cents INTEGER NOT NULL,
  qst_cents INTEGER NOT NULL,
  snapshot TEXT NOT NULL,
  snapshot_sha256 TEXT,
  source TEXT NOT NULL UNIQUE,
  UNIQUE (kind, series_year, series_number)
);
CREATE INDEX invoices_proposal ON invoices (proposal_id, issued_at);
-- The webhook's events gain the deposit's (`deposit.paid`, `deposit.failed`); SQLite changes a CHECK
-- only by rebuilding the table.
CREATE TABLE proposal_events_next (
  proposal_id TEXT NOT NULL REFERENCES proposals (id) ON DELETE CASCADE,
  event TEXT NOT NULL CHECK (event IN ('proposal.accepted', 'proposal.declined', 'deposit.paid', 'deposit.failed')),
  queued_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at TEXT,
  error TEXT,
  sent_at TEXT,
  skipped TEXT,
  PRIMARY KEY (proposal_id, event)
);
INSERT INTO proposal_events_next SELECT proposal_id, event, queued_at, attempts, next_at, error, sent_at, skipped FROM proposal_events;
DROP TABLE proposal_events;
ALTER TABLE proposal_events_next RENAME TO proposal_events;
CREATE INDEX proposal_events_outbox ON proposal_events (sent_at, skipped, next_at);
