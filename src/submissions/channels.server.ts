import type { Bindings } from '../env';
import { composeConfirmation } from './confirmation.server';
import { sendNotification } from './notify.server';
import { postLead } from './webhook.server';
import { emailDigest, webhookDigest } from './digest.server';
import {
  confirmationBudget,
  dueDeliveries,
  markDelivered,
  markDeliveryFailed,
  claimDelivery,
  queueBoundedStatement,
  queueStatement,
  staffRoom,
} from './deliveries.server';
import type { SubmissionRow } from './storage.server';

/** What makes an outbox channel (docs/decisions/0047-one-outbox.md). */
type ChannelSpec = {
  /** Sends one lead on this channel; throws to count a failed attempt (retried later, then a dead letter). */
  send(row: SubmissionRow, env: Bindings): Promise<unknown>;
  /** Whether a new lead is queued on it (the webhook only while one is configured). */
  wanted(env: Bindings): boolean;
  /**
   * A staff channel: at most `limits.staffAlertsPerHour` alerts one by one in an hour, then the cron
   * sends what waits as one message (docs/decisions/0046-review-pile-and-email-budget.md).
   */
  digest?: (rows: readonly SubmissionRow[], env: Bindings) => Promise<void>;
  /** Queued under the mailbox's limit and the site's budget, else `skipped` (the visitor's confirmation). */
  bounded?: true;
};

/**
 * The outbox's channels, in the order the lead's page shows them. A new channel is one entry here,
 * plus its names on the lead's page (`deliveries.<name>` and `deliveries.none.<name>` of
 * `locales/{fr,en}/admin.json`); its queue, retries, dead letters and digest follow.
 */
export const channels = {
  /** The staff e-mail (docs/decisions/0016-outbox.md). */
  email: { send: sendNotification, wanted: () => true, digest: emailDigest },
  /** The visitor's confirmation (docs/decisions/0033-confirmation-and-webhook.md). */
  confirmation: {
    async send(row, env) {
      const message = await composeConfirmation(row, env);
      if (!message) throw new Error('no plain address to confirm to');
      if (!env.EMAIL) throw new Error('no EMAIL binding');
      await env.EMAIL.send(message);
    },
    wanted: () => true,
    bounded: true,
  },
  /** The staff webhook (docs/decisions/0033-confirmation-and-webhook.md). */
  webhook: { send: postLead, wanted: (env) => Boolean(env.LEAD_WEBHOOK_URL), digest: webhookDigest },
} satisfies Record<string, ChannelSpec>;

export type Channel = keyof typeof channels;
export const channelNames = Object.keys(channels) as Channel[];
const specOf = (channel: Channel): ChannelSpec => channels[channel];

/** The channels a lead is queued on now. */
export const wantedChannels = (env: Bindings): Channel[] => channelNames.filter((channel) => specOf(channel).wanted(env));

/** The statements that queue a lead's channels, for the batch that stores it or releases it from review. */
export function queueStatements(env: Bindings, row: Pick<SubmissionRow, 'id' | 'mailbox_key'>, wanted: readonly Channel[], at: number): D1PreparedStatement[] {
  const budget = wanted.some((channel) => specOf(channel).bounded) ? confirmationBudget(env) : null;
  return wanted.map((channel) =>
    budget && specOf(channel).bounded ? queueBoundedStatement(env.DB, row, channel, at, budget) : queueStatement(env.DB, row, channel, at),
  );
}

/**
 * One queued delivery, recording success or the error for the cron to retry. Claimed first: requests
 * and the cron may meet, and only the one that claims it sends it; a confirmation past its limits is
 * not sent. A staff channel past the hour's alerts waits for the cron's digest.
 */
export async function deliver(env: Bindings, row: SubmissionRow, channel: Channel): Promise<boolean> {
  if (specOf(channel).digest && (await staffRoom(env.DB, channel)) <= 0) return false;
  if (!(await claimDelivery(env.DB, row.id, channel))) return false;
  try {
    await specOf(channel).send(row, env);
    await markDelivered(env.DB, row.id, channel);
    return true;
  } catch (error) {
    console.error(`[${channel} ${row.id}] failed`, error);
    await markDeliveryFailed(env.DB, row.id, channel, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    return false;
  }
}

/**
 * The outbox, run by the cron: what is due on every channel (the last minute is left to the request
 * that queued it), at most `batch` deliveries, fewest attempts first; on a staff channel past the
 * hour's alerts, the rest as one digest. Returns how many went out of how many were tried.
 */
export async function sendOutbox(env: Bindings, batch = 50): Promise<{ sent: number; tried: number }> {
  const due = await dueDeliveries(env.DB, 60, batch);
  let sent = 0;
  for (const channel of channelNames) {
    const rows = due.filter((row) => row.channel === channel);
    const { digest } = specOf(channel);
    const room = digest ? Math.max(0, await staffRoom(env.DB, channel)) : rows.length;
    for (const row of rows.slice(0, room)) if (await deliver(env, row, channel)) sent += 1;
    if (digest && rows.length > room) sent += await digestOf(env, channel, digest, rows.slice(room));
  }
  return { sent, tried: due.length };
}

/** Leads past the hour's alerts, in one message of those this run claims; each is marked as its own send would be. */
async function digestOf(env: Bindings, channel: Channel, digest: NonNullable<ChannelSpec['digest']>, due: SubmissionRow[]): Promise<number> {
  const claims = await Promise.all(due.map((row) => claimDelivery(env.DB, row.id, channel)));
  const rows = due.filter((_row, index) => claims[index]);
  if (rows.length === 0) return 0;
  try {
    await digest(rows, env);
    await Promise.all(rows.map((row) => markDelivered(env.DB, row.id, channel)));
    return rows.length;
  } catch (error) {
    console.error(`[${channel} digest of ${rows.length}] failed`, error);
    const message = error instanceof Error ? error.message : String(error);
    await Promise.all(rows.map((row) => markDeliveryFailed(env.DB, row.id, channel, message).catch(() => undefined)));
    return 0;
  }
}
