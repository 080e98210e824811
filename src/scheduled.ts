import type { Bindings } from './env';
import { notify } from './api/notify';
import { purgeOlderThan, unsentSubmissions } from './db/submissions';
import { purgeWindows } from './db/rate-limits';

/** Months a submission is kept (DECISIONS.md: configurable, default 24). */
export function retentionMonths(env: Bindings): number {
  const months = Number(env.RETENTION_MONTHS);
  return Number.isInteger(months) && months > 0 ? months : 24;
}

/**
 * The cron (wrangler.toml [triggers]): sends the notifications still in the outbox (leaving the
 * last minute to the request that wrote them), deletes submissions past retention, forgets old
 * rate-limit windows.
 */
export async function scheduled(_controller: ScheduledController, env: Bindings, _ctx: ExecutionContext): Promise<void> {
  const unsent = await unsentSubmissions(env.DB, 60, 50);
  let sent = 0;
  for (const row of unsent) if (await notify(env, row.id)) sent += 1;
  const purged = await purgeOlderThan(env.DB, retentionMonths(env));
  await purgeWindows(env.DB, Math.floor(Date.now() / 1000) - 3600);
  console.log(`cron: ${sent}/${unsent.length} notifications sent, ${purged} submissions past retention deleted`);
}
