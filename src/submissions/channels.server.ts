import type { Bindings } from '../env';
import { composeConfirmation } from './confirmation.server';
import { dueDeliveries, markDelivered, markDeliveryFailed, pendingDelivery, type Channel } from './deliveries.server';
import type { SubmissionRow } from './storage.server';
import { postLead } from './webhook.server';

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

export async function deliver(env: Bindings, row: SubmissionRow, channel: Channel, checked = false): Promise<boolean> {
  if (!checked && !(await pendingDelivery(env.DB, row.id, channel))) return false;
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
  let sent = 0;
  for (const row of due) if (await deliver(env, row, row.channel)) sent += 1;
  return { sent, tried: due.length };
}
