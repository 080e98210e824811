-- Each submission's e-mail address as every search compares it (src/privacy/email-key.ts: trimmed,
-- Unicode NFC, lower-cased), written by the worker with each row. Rows stored before this
-- migration get SQLite's lower() when their address is plain ASCII, where it folds the same way;
-- the others stay NULL and the privacy search compares them in JavaScript
-- (docs/decisions/0018-email-addresses.md).
ALTER TABLE submissions ADD COLUMN email_key TEXT;
UPDATE submissions SET email_key = lower(trim(json_extract(data, '$.email')))
WHERE json_type(data, '$.email') = 'text' AND json_extract(data, '$.email') NOT GLOB '*[^ -~]*';
CREATE INDEX submissions_email_key ON submissions (email_key);
