import type { Bindings } from './env';
import { purgeOlderThan, purgeWindows, sendOutbox } from './submissions/index.server';

/** Months a submission is kept (docs/decisions/0009-retention.md: configurable, default 24). */
export function retentionMonths(env: Bindings): number {
  const months = Number(env.RETENTION_MONTHS);
  return Number.isInteger(months) && months > 0 ? months : 24;
}

/**
 * The cron (wrangler.toml [triggers]): sends the notifications still in the outbox, deletes
 * submissions past retention, forgets old rate-limit windows.
 */
export async function scheduled(_controller: ScheduledController, env: Bindings, _ctx: ExecutionContext): Promise<void> {
  const { sent, tried } = await sendOutbox(env);
  const purged = await purgeOlderThan(env.DB, retentionMonths(env));
  await purgeWindows(env.DB, Math.floor(Date.now() / 1000) - 3600);
  console.log(`cron: ${sent}/${tried} notifications sent, ${purged} submissions past retention deleted`);
}
