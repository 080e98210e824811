-- The notification outbox retries with a growing pause (notify_next_at) and gives up after a few
-- attempts (dead letters, listed by `npm run submissions -- --dead`); the row itself is kept.
ALTER TABLE submissions ADD COLUMN notify_next_at TEXT;
DROP INDEX IF EXISTS submissions_outbox;
CREATE INDEX submissions_outbox ON submissions (spam, notified_at, notify_attempts, notify_next_at);
