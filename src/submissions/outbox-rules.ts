/**
 * The outbox's rules as constants and SQL, with no binding or runtime behind them
 * (docs/decisions/0047-one-outbox.md): the lead's page, the cron, the conversation's replies and the
 * operator's `npm run submissions` read the same ones.
 */

/**
 * The outbox's patience (docs/decisions/0016-outbox.md): after a failed send the next try waits
 * `firstPauseMinutes`, doubled each time up to a day; after `maxAttempts` the delivery is a dead
 * letter, shown on the lead's page and by `npm run submissions -- --dead`. A send first claims its
 * row; a claim older than `claimMinutes` (a send that never ended) may be taken again (migrations/0016_outbox_claims.sql).
 */
export const outbox = { maxAttempts: 8, firstPauseMinutes: 5, maxPauseMinutes: 24 * 60, claimMinutes: 10 } as const;

/** Given up: no more tries (the one rule of the lead's page, the cron and `npm run submissions -- --dead`). */
export const isDeadLetter = (delivery: { sent_at: string | null; attempts: number }) => !delivery.sent_at && delivery.attempts >= outbox.maxAttempts;
/** The same rule in SQL, on a `deliveries` alias. */
export const deadLetterSql = (alias: string) => `(${alias}.sent_at IS NULL AND ${alias}.attempts >= ${outbox.maxAttempts})`;
/** A failed row's next try, in SQL over its `attempts` before this failure: the first pause, doubled each time, at most a day. */
export const nextTrySql = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+' || min(${outbox.firstPauseMinutes} << attempts, ${outbox.maxPauseMinutes}) || ' minutes')`;

/** Where a claim is free in SQL: never taken, or taken longer ago than the lease (a send that never ended). */
export const claimFreeSql = `(claimed_at IS NULL OR claimed_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${outbox.claimMinutes} minutes'))`;
