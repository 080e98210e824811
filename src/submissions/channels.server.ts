import type { Bindings } from '../env';
import { composeConfirmation } from './confirmation.server';
import { dueDeliveries, markDelivered, markDeliveryFailed, pendingDelivery, type Channel } from './deliveries.server';
import type { SubmissionRow } from './storage.server';
import { postLead } from './webhook.server';
import { staffRoom, webhookDigest } from './digest.server';

/**
 * Sends a submission's confirmation or webhook (docs/decisions/0033-confirmation-and-webhook.md),
 * recording success or the error for the cron to retry, on each channel's own attempts.
 */
const senders: Record<Channel, (row: SubmissionRow, env: Bindings) => Promise<unknown>> = {
  async confirmation(row, env) {
    const message = await composeConfirmation(row, env);
    if (!message) throw new Error('no plain address to confirm to');
    if (!env.EMAIL) throw new Error('no EMAIL binding');
    await env.EMAIL.send(message);
  },
  webhook: postLead,
};

/** One queued delivery (read again: a request and the cron may meet, and a confirmation past its limits is not sent). */
export async function deliver(env: Bindings, row: SubmissionRow, channel: Channel): Promise<boolean> {
  if (!(await pendingDelivery(env.DB, row.id, channel))) return false;
  // Past the hour's alerts, the cron's digest posts the lead (docs/decisions/0046-review-pile-and-email-budget.md).
  if (channel === 'webhook' && (await staffRoom(env.DB, 'webhook')) <= 0) return false;
  try {
    await senders[channel](row, env);
    await markDelivered(env.DB, row.id, channel);
    return true;
  } catch (error) {
    console.error(`[${channel} ${row.id}] failed`, error);
    await markDeliveryFailed(env.DB, row.id, channel, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    return false;
  }
}

/** The cron's part: what is due on every channel (the last minute is left to the request that queued it). */
export async function sendDeliveries(env: Bindings, batch = 50): Promise<{ sent: number; tried: number }> {
  const due = await dueDeliveries(env.DB, 60, batch);
  const webhooks = due.filter((row) => row.channel === 'webhook');
  const room = Math.max(0, await staffRoom(env.DB, 'webhook'));
  const alone = new Set([...due.filter((row) => row.channel !== 'webhook'), ...webhooks.slice(0, room)]);
  let sent = 0;
  for (const row of alone) if (await deliver(env, row, row.channel)) sent += 1;
  const rest = webhooks.slice(room);
  if (rest.length) sent += await webhookDigestOf(env, rest);
  return { sent, tried: due.length };
}

/** The webhooks past the hour's alerts, in one call; each is marked as its own call would be. */
async function webhookDigestOf(env: Bindings, rows: SubmissionRow[]): Promise<number> {
  try {
    await webhookDigest(rows, env);
    await Promise.all(rows.map((row) => markDelivered(env.DB, row.id, 'webhook')));
    return rows.length;
  } catch (error) {
    console.error(`[webhook digest of ${rows.length}] failed`, error);
    const message = error instanceof Error ? error.message : String(error);
    await Promise.all(rows.map((row) => markDeliveryFailed(env.DB, row.id, 'webhook', message).catch(() => undefined)));
    return 0;
  }
}
