import type { Bindings } from '../env';
import { montrealDay } from '../business-hours/reply-clock';
import type { Lang } from '../routes';
import type { FormDescriptor } from './descriptor';
import { limits } from './limits';
import type { FieldErrors } from './field-rules';
import { storeSubmission, windowFull, type RateBucket, type SubmissionRow } from './storage.server';
import { withRetry } from './retry.server';
import { hashIp, sha256 } from '../http/address-hash';
import { secondsLeft } from '../http/rate-limit';
import { addressKeys } from '../text/email-key';
import { deliver, queueStatements, wantedChannels, type Channel } from './channels.server';
import { checkProof } from './proof-of-work.server';
import { contentSignals, repeatableText } from './spam-signals';
import { nameFieldsOf, valueByRole } from './person';
import { digestOf, discardFile, fileRowStatement, placeOf, putFile, type CheckedFile } from './files.server';

/** What a submission came with besides its fields. */
export type SubmitContext = {
  env: Bindings;
  waitUntil: (promise: Promise<unknown>) => void;
  ip: string;
  /** The client's wider network (`wideNetworkOf` its address), counted as one for `limits.networkRate`. */
  network: string;
  idempotencyKey: string | null;
  /**
   * A plain (no-JS) post has no key of its own: its key is made from the client, the form, the
   * content and the day, so a resent form is stored once (docs/decisions/0006-idempotency.md).
   */
  keyFromContent?: boolean;
  lang: Lang;
  page: string | null;
  /** The form's checked file (an application's résumé): put in the bucket before the row, removed again if the row is not written. */
  file?: CheckedFile;
};

export type Outcome =
  /** `held`: kept for review, nothing sent (docs/decisions/0046-review-pile-and-email-budget.md). */
  | { kind: 'stored'; id: string; replayed: boolean; held: boolean }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rate_limited'; retryAfter: number }
  /** The site's bound on stored files is reached (`limits.siteFiles`): nothing stored, try again when its window ends. */
  | { kind: 'busy'; retryAfter: number }
  | { kind: 'key_reused' }
  | { kind: 'unavailable' };

/** How a proof's check reads as a reason to hold the post (docs/decisions/0046-review-pile-and-email-budget.md). */
const proofReasons = { missing: 'no_proof', invalid: 'proof_invalid', expired: 'proof_expired', too_fast: 'too_fast' } as const;

/**
 * Stores submission fields that already passed their schema: an idempotent retry gets the first
 * answer (docs/decisions/0006-idempotency.md), a filled honeypot is stored as spam and triggers
 * nothing (0007-honeypot.md), a post without a valid proof of work or whose words score as spam is
 * stored but held for review and triggers nothing until staff release it (0046), accepted posts are
 * counted per client and per network (0008-rate-limit.md).
 */
export async function store(form: FormDescriptor, value: Record<string, unknown>, ctx: SubmitContext): Promise<Outcome> {
  const { name } = form;
  const { _honeypot, _proof, lang: _lang, page: _page, ...data } = value;
  const spam = typeof _honeypot === 'string' && _honeypot.trim() !== '';
  const { file } = ctx;
  // A file is part of what was sent: the same fields with another résumé are another post.
  const payloadHash = await sha256(JSON.stringify(data) + (file ? await digestOf(file.bytes) : ''));
  try {
    const now = Date.now();
    const [ipHash, networkHash, proof] = await Promise.all([hashIp(ctx.env, ctx.ip), hashIp(ctx.env, ctx.network), checkProof(ctx.env, _proof, now)]);
    const id = crypto.randomUUID();
    const idempotencyKey = ctx.keyFromContent ? `plain:${await sha256(`${ipHash}|${name}|${payloadHash}|${montrealDay(now)}`)}` : ctx.idempotencyKey;
    const textFields = form.fields.filter(({ kind }) => kind === 'text').map((field) => field.name as string);
    const repeatable = repeatableText(data, textFields);
    const address = valueByRole(form, data, 'email');
    const row = {
      id,
      form: name,
      lang: ctx.lang,
      page: ctx.page,
      data,
      spam,
      ipHash,
      idempotencyKey,
      payloadHash,
      heldReasons: [...(proof.ok ? [] : [proofReasons[proof.reason]]), ...contentSignals(data, textFields, nameFieldsOf(form))],
      textHash: repeatable === null ? null : await sha256(`${name}|${repeatable}`),
      proof: proof.ok ? { id: proof.id, expiresAt: proof.expiresAt } : null,
      keys: address === undefined ? null : addressKeys(address),
    };
    const site = file ? siteFiles(ctx.env) : undefined;
    const rates = { client: { bucket: `${name}:${ipHash}`, ...limits.rate }, network: { bucket: `network:${networkHash}`, ...limits.networkRate }, site };
    // Past the site's bound, refused before the file is put (docs/decisions/0050-job-applications.md).
    if (site && (await windowFull(ctx.env.DB, site, name, idempotencyKey, now))) return busy(name, site, now);
    // Queued with the row: each channel of the outbox that wants it (docs/decisions/0047-one-outbox.md).
    const wanted = spam ? [] : wantedChannels(ctx.env);
    const queue = queueStatements(ctx.env, { id, mailbox_key: row.keys?.mailboxKey ?? null }, wanted, now);
    // The file first, then the row that names it; a row not written leaves no object behind (docs/decisions/0050-job-applications.md).
    const place = file && form.file ? placeOf(form.file, id) : undefined;
    if (place && file) await putFile(ctx.env, place, file);
    const after = place && file ? [...queue, fileRowStatement(ctx.env.DB, id, place, file, now)] : queue;
    const stored = await withRetry(() => storeSubmission(ctx.env.DB, row, rates, after, now), `[${name}] storage`).catch(async (error) => {
      if (place) await discardFile(ctx.env, place);
      throw error;
    });
    if (place && stored.kind !== 'created') await discardFile(ctx.env, place);
    if (stored.kind === 'rate_limited') return stored;
    if (stored.kind === 'busy') return busy(name, site ?? siteFiles(ctx.env), now);
    if (stored.kind === 'existing') {
      return stored.payloadHash === payloadHash ? { kind: 'stored', id: stored.id, replayed: true, held: false } : { kind: 'key_reused' };
    }
    const held = stored.row.held_at !== null;
    if (!spam && !held) ctx.waitUntil(announce(ctx.env, stored.row, wanted));
    return { kind: 'stored', id: stored.id, replayed: false, held };
  } catch (error) {
    console.error(`[${name}] storage failed`, error);
    return { kind: 'unavailable' };
  }
}

/** The site's bound on stored files (`limits.siteFiles`), its `max` overridden by a whole `RESUMES_PER_HOUR`. */
function siteFiles(env: Bindings): RateBucket {
  const bucket = 'files:site';
  const set = env.RESUMES_PER_HOUR;
  const max = set === undefined || set === '' ? limits.siteFiles.max : Number(set);
  if (Number.isInteger(max) && max >= 0) return { bucket, windowSeconds: limits.siteFiles.windowSeconds, max };
  console.warn(`RESUMES_PER_HOUR is not a whole number (${String(set)}): ${limits.siteFiles.max} applies`);
  return { bucket, ...limits.siteFiles };
}

/** A post refused by the site's bound on stored files, said to staff in the log. */
function busy(form: string, site: RateBucket, now: number): Outcome {
  console.warn(`[${form}] the site's bound on stored files is reached (${site.max} per ${site.windowSeconds / 60} min): refused, nothing stored`);
  return { kind: 'busy', retryAfter: secondsLeft(site.windowSeconds, now) };
}

/** A new lead on each channel it was queued on, each on its own outbox row (what is not sent now, the cron sends). */
export async function announce(env: Bindings, row: SubmissionRow, channels: readonly Channel[]): Promise<void> {
  await Promise.all(channels.map((channel) => deliver(env, row, channel)));
}
