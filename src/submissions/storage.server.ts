import type { Lang } from '../routes';
import { countHit, secondsLeft, windowStart } from '../http/rate-limit';
import { deleteWithFiles, type FileEnv } from './files.server';
import { allForms } from './forms';

/**
 * Storage of submissions (migrations/0002_submissions.sql). A submission's hit in `rate_limits` is
 * counted in the same batch as its row, in the window of src/http/rate-limit.ts.
 */

/** The `submissions` table: one row per accepted contact message or quote request. */
export type NewSubmission = {
  form: string;
  lang: Lang;
  page: string | null;
  data: Record<string, unknown>;
  spam: boolean;
  ipHash: string;
  idempotencyKey: string | null;
  payloadHash: string;
  /** Why it is held for review before the store adds its own reasons (`repeat`, `proof_reused`); empty: not held. */
  heldReasons: readonly string[];
  /** The hash of its longest free text (`repeatableText`), or null. */
  textHash: string | null;
  /** The proof of work it came with (its challenge's id and expiry), used once only. */
  proof: { id: string; expiresAt: number } | null;
  /** Its address's keys (`addressKeys` of src/text/email-key.ts), or null for a form without one. */
  keys: { emailKey: string; mailboxKey: string } | null;
};

/** A rate-limit bucket and its window (src/http/rate-limit.ts). */
export type RateBucket = { bucket: string; windowSeconds: number; max: number };

/**
 * Whether a bucket's window is already full, read without counting a hit; never for a retry of a
 * stored key, which gets its first answer. Read before a file is put, so that past the site's bound
 * no file is stored at all (the batch of `storeSubmission` still counts and decides).
 */
export async function windowFull(db: D1Database, rate: RateBucket, form: string, key: string | null, now = Date.now()): Promise<boolean> {
  const found = await db
    .prepare(
      `SELECT (SELECT hits FROM rate_limits WHERE bucket = ?1 AND window_start = ?2) >= ?3
         AND NOT EXISTS (SELECT 1 FROM submissions WHERE form = ?4 AND idempotency_key = ?5) AS full`,
    )
    .bind(rate.bucket, windowStart(rate.windowSeconds, now), rate.max, form, key)
    .first<{ full: number | null }>();
  return found?.full === 1;
}

export type SubmissionRow = {
  id: string;
  form: string;
  lang: Lang;
  page: string | null;
  data: string;
  spam: number;
  ip_hash: string;
  idempotency_key: string | null;
  payload_hash: string;
  /** The address as searched (migrations/0005_email_key.sql); null for a form without one. */
  email_key: string | null;
  /** The mailbox the per-recipient confirmation limit counts by (`mailboxKey`). */
  mailbox_key: string | null;
  /** Set while the post is held for review (docs/decisions/0046-review-pile-and-email-budget.md), with its reasons. */
  held_at: string | null;
  held_reasons: string | null;
  created_at: string;
};

export type StoreResult =
  | { kind: 'created'; id: string; row: SubmissionRow; changed: boolean[] }
  | { kind: 'existing'; id: string; payloadHash: string }
  | { kind: 'rate_limited'; retryAfter: number }
  /** The site's bound on stored files (`rates.site`) is reached: nothing written. */
  | { kind: 'busy'; retryAfter: number };

/** The rate-limit buckets of a submission: its client's, its network's, and for a post with a file the site's own. */
export type Rates = { client: RateBucket; network: RateBucket; site?: RateBucket };

/** How far back "the same text posted again" looks. */
const repeatWindowDays = 30;

/**
 * Stores a submission in ONE D1 round trip (a batch runs as one transaction): count the attempt in
 * its client's and its network's rate-limit windows (a retry of a stored key is not counted), and,
 * for a post with a file, in the site's window once both of those allow it (so one client's refused
 * posts never spend the site's bound), insert the row if every window allows it and the idempotency key is new (held for review when it
 * has reasons, or repeats a recent text, or reuses a proof), spend its proof, then read back what
 * happened. Safe to run again after a lost answer: the row id is chosen by the caller, so a retry
 * recognises its own earlier insert. A created row comes back whole, so its sends need not read it
 * again. `after` runs in the same batch once the row is in (the outbox channels it queues,
 * src/submissions/channels.server.ts); `changed` says which of those statements wrote something.
 */
export async function storeSubmission(
  db: D1Database,
  row: NewSubmission & { id: string },
  rates: Rates,
  after: D1PreparedStatement[] = [],
  now = Date.now(),
): Promise<StoreResult> {
  const key = row.idempotencyKey;
  const stored: SubmissionRow = {
    id: row.id,
    form: row.form,
    lang: row.lang,
    page: row.page,
    data: JSON.stringify(row.data),
    spam: row.spam ? 1 : 0,
    ip_hash: row.ipHash,
    idempotency_key: key,
    payload_hash: row.payloadHash,
    email_key: row.keys?.emailKey ?? null,
    mailbox_key: row.keys?.mailboxKey ?? null,
    held_at: null,
    held_reasons: null,
    created_at: new Date(now).toISOString(),
  };
  const retry = { sql: 'NOT EXISTS (SELECT 1 FROM submissions WHERE form = ?3 AND idempotency_key = ?4)', binds: [row.form, key] };
  const count = (rate: RateBucket) => countHit(db, rate.bucket, rate.windowSeconds, now, retry);
  const within = (rate: RateBucket) => ({
    sql: '(SELECT hits FROM rate_limits WHERE bucket = ? AND window_start = ?) <= ?',
    binds: [rate.bucket, windowStart(rate.windowSeconds, now), rate.max],
  });
  const [client, network] = [within(rates.client), within(rates.network)];
  const site = rates.site ? within(rates.site) : { sql: 'true', binds: [] };
  /** The site's hit, counted only for a post its client and network let through (numbered: `countHit`'s own are ?1 and ?2). */
  const countSite = (rate: RateBucket) =>
    countHit(db, rate.bucket, rate.windowSeconds, now, {
      sql: `NOT EXISTS (SELECT 1 FROM submissions WHERE form = ?3 AND idempotency_key = ?4)
        AND (SELECT hits FROM rate_limits WHERE bucket = ?5 AND window_start = ?6) <= ?7
        AND (SELECT hits FROM rate_limits WHERE bucket = ?8 AND window_start = ?9) <= ?10`,
      binds: [row.form, key, ...client.binds, ...network.binds],
    });
  const since = new Date(now - repeatWindowDays * 86_400_000).toISOString();
  const counts = [count(rates.client), count(rates.network), ...(rates.site ? [countSite(rates.site)] : [])];
  const [outcome, ...queuing] = (
    await db.batch([
      ...counts,
      db
        .prepare(
          `INSERT INTO submissions (id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash, created_at, email_key, mailbox_key, text_hash, held_reasons, held_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, created, ?, ?, ?, reasons, CASE WHEN reasons IS NULL THEN NULL ELSE created END
         FROM (SELECT ? AS created, NULLIF(trim(? ||
           CASE WHEN ? IS NOT NULL AND EXISTS (SELECT 1 FROM submissions WHERE text_hash = ? AND created_at > ?) THEN ',repeat' ELSE '' END ||
           CASE WHEN ? IS NOT NULL AND EXISTS (SELECT 1 FROM used_proofs WHERE id = ?) THEN ',proof_reused' ELSE '' END, ','), '') AS reasons)
         WHERE ${client.sql} AND ${network.sql} AND ${site.sql}
         ON CONFLICT (form, idempotency_key) DO NOTHING`,
        )
        .bind(
          stored.id,
          stored.form,
          stored.lang,
          stored.page,
          stored.data,
          stored.spam,
          stored.ip_hash,
          key,
          stored.payload_hash,
          stored.email_key,
          stored.mailbox_key,
          row.textHash,
          stored.created_at,
          row.heldReasons.join(','),
          row.textHash,
          row.textHash,
          since,
          row.proof?.id ?? null,
          row.proof?.id ?? null,
          ...client.binds,
          ...network.binds,
          ...site.binds,
        ),
      // A proof is spent by the post it let in, and kept until its challenge expires.
      db
        .prepare(
          'INSERT INTO used_proofs (id, expires_at) SELECT ?1, ?2 WHERE ?1 IS NOT NULL AND EXISTS (SELECT 1 FROM submissions WHERE id = ?3) ON CONFLICT DO NOTHING',
        )
        .bind(row.proof?.id ?? null, row.proof?.expiresAt ?? 0, row.id),
      db
        .prepare(
          `SELECT created.id AS created, created.held_at, created.held_reasons,
                existing.id AS existing_id, existing.payload_hash AS existing_hash,
                (SELECT hits FROM rate_limits WHERE bucket = ?4 AND window_start = ?5) > ?6 AS network_full,
                (SELECT hits FROM rate_limits WHERE bucket = ?7 AND window_start = ?8) > ?9 AS client_full,
                (SELECT hits FROM rate_limits WHERE bucket = ?10 AND window_start = ?11) > ?12 AS site_full
         FROM (SELECT 1) LEFT JOIN submissions AS created ON created.id = ?1
         LEFT JOIN submissions AS existing ON existing.form = ?2 AND existing.idempotency_key = ?3`,
        )
        .bind(row.id, row.form, key, ...network.binds, ...client.binds, ...(rates.site ? within(rates.site).binds : [null, null, null])),
      ...after,
    ])
  ).slice(counts.length + 2);
  type Found = {
    created: string | null;
    held_at: string | null;
    held_reasons: string | null;
    existing_id: string | null;
    existing_hash: string | null;
    network_full: number;
    client_full: number;
    site_full: number | null;
  };
  const found = (outcome.results as Found[])[0];
  if (found?.created) {
    const created = { ...stored, held_at: found.held_at, held_reasons: found.held_reasons };
    return { kind: 'created', id: found.created, row: created, changed: queuing.map((result) => (result.meta.changes ?? 0) > 0) };
  }
  if (found?.existing_id) return { kind: 'existing', id: found.existing_id, payloadHash: found.existing_hash ?? '' };
  // The site's bound refuses only a post its client and network let through.
  if (rates.site && found?.site_full && !found.network_full && !found.client_full)
    return { kind: 'busy', retryAfter: secondsLeft(rates.site.windowSeconds, now) };
  const full = found?.network_full ? rates.network : rates.client;
  return { kind: 'rate_limited', retryAfter: secondsLeft(full.windowSeconds, now) };
}

/** The rows created before `months` ago, as a condition of `deleteWithFiles` (`?1`: the months). */
const olderThan = `created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || ?1 || ' months')`;

/** Deletes submissions older than the retention period, with their files (objects first); returns how many went. */
export async function purgeOlderThan(env: FileEnv, months: number): Promise<number> {
  return (await deleteWithFiles(env, olderThan, [months])).submissions;
}

/**
 * Deletes the posts of each form that keeps them a shorter time (its descriptor's `keptMonths`: an
 * application, docs/decisions/0050-job-applications.md), their file rows and objects.
 */
export async function purgeShorterKept(env: FileEnv): Promise<{ submissions: number; files: number }> {
  let deleted = { submissions: 0, files: 0 };
  for (const { name, keptMonths } of allForms()) {
    if (!keptMonths) continue;
    const { submissions, files } = await deleteWithFiles(env, `form = ?2 AND ${olderThan}`, [keptMonths, name]);
    deleted = { submissions: deleted.submissions + submissions, files: deleted.files + files };
  }
  return deleted;
}

/**
 * Deletes what is not a lead once its short period is over (docs/decisions/0046-review-pile-and-email-budget.md):
 * posts still held for review, and spam (the honeypot's, and what staff marked as spam), with their
 * files, plus the spent proofs whose challenge has expired. Returns how many submissions went.
 */
export async function purgeReviewPile(env: FileEnv, days: number, now = Date.now()): Promise<number> {
  const posts = await deleteWithFiles(env, `(held_at IS NOT NULL OR status = 'spam') AND created_at < ?1`, [new Date(now - days * 86_400_000).toISOString()]);
  await env.DB.prepare('DELETE FROM used_proofs WHERE expires_at < ?')
    .bind(Math.floor(now / 1000))
    .run();
  return posts.submissions;
}
