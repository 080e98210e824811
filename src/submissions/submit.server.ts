import type { Bindings } from '../env';
import { montrealDay } from '../content/reply-clock';
import type { Lang } from '../routes';
import type { FormDescriptor } from './descriptor';
import { limits } from './limits';
import { validate, type FieldErrors } from './rules';
import { storeSubmission } from './storage.server';
import { withRetry } from './retry.server';
import { notify } from './notify.server';
import { hashIp, sha256 } from '../http/address-hash';
import { emailKey } from '../privacy/email-key';
import { queueStatements, type Channel } from './deliveries.server';
import { deliver } from './channels.server';

/** What a submission came with besides its fields. */
export type SubmitContext = {
  env: Bindings;
  waitUntil: (promise: Promise<unknown>) => void;
  ip: string;
  idempotencyKey: string | null;
  /**
   * A plain (no-JS) post has no key of its own: its key is made from the client, the form, the
   * content and the day, so a resent form is stored once (docs/decisions/0006-idempotency.md).
   */
  keyFromContent?: boolean;
  lang: Lang;
  page: string | null;
};

export type Outcome =
  | { kind: 'stored'; id: string; replayed: boolean }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rate_limited'; retryAfter: number }
  | { kind: 'key_reused' }
  | { kind: 'unavailable' };

/**
 * One submission, whichever way it arrived (JSON API or plain form post): validate, replay an
 * idempotent retry, rate-limit, store, then notify the company after the row is written.
 */
export async function submit(form: FormDescriptor, input: unknown, ctx: SubmitContext): Promise<Outcome> {
  const result = validate(form.schema, input);
  return result.ok ? store(form, result.value as Record<string, unknown>, ctx) : { kind: 'invalid', errors: result.errors };
}

/**
 * Stores submission fields that already passed their schema: an idempotent retry gets the first
 * answer (docs/decisions/0006-idempotency.md), a filled honeypot is stored as spam and triggers
 * nothing (0007-honeypot.md), accepted posts are counted per client (0008-rate-limit.md).
 */
export async function store(form: FormDescriptor, value: Record<string, unknown>, ctx: SubmitContext): Promise<Outcome> {
  const { name } = form;
  const { _honeypot, _proof, lang: _lang, page: _page, ...data } = value;
  const spam = typeof _honeypot === 'string' && _honeypot.trim() !== '';
  const payloadHash = await sha256(JSON.stringify(data));
  try {
    const ipHash = await hashIp(ctx.env, ctx.ip);
    const id = crypto.randomUUID();
    const day = montrealDay(Date.now());
    const idempotencyKey = ctx.keyFromContent ? `plain:${await sha256(`${ipHash}|${name}|${payloadHash}|${day}`)}` : ctx.idempotencyKey;
    const row = { id, form: name, lang: ctx.lang, page: ctx.page, data, spam, ipHash, idempotencyKey, payloadHash };
    const rate = { bucket: `${name}:${ipHash}`, ...limits.rate };
    // Queued with the row: the visitor's confirmation, and the staff webhook when one is configured (0033).
    const wanted: Channel[] = spam ? [] : ['confirmation', ...(ctx.env.LEAD_WEBHOOK_URL ? (['webhook'] as const) : [])];
    const email = typeof data.email === 'string' ? emailKey(data.email) : null;
    const queue = queueStatements(ctx.env.DB, { id, email_key: email }, wanted, Date.now());
    const stored = await withRetry(() => storeSubmission(ctx.env.DB, row, rate, queue), `[${name}] storage`);
    if (stored.kind === 'rate_limited') return stored;
    if (stored.kind === 'existing') {
      return stored.payloadHash === payloadHash ? { kind: 'stored', id: stored.id, replayed: true } : { kind: 'key_reused' };
    }
    if (!spam) ctx.waitUntil(notify(ctx.env, stored.row, { [name]: form }));
    wanted.forEach((channel, index) => {
      if (stored.changed[index]) ctx.waitUntil(deliver(ctx.env, stored.row, channel, true));
    });
    return { kind: 'stored', id: stored.id, replayed: false };
  } catch (error) {
    console.error(`[${name}] storage failed`, error);
    return { kind: 'unavailable' };
  }
}
