import type { Bindings } from './env';
import { retention } from './business/terms';
import { purgeAnalyticsOlderThan } from './analytics/daily-totals';
import {
  confirmationBudget,
  outbox,
  postToWebhook,
  purgeOlderThan,
  purgeReviewPile,
  purgeShorterKept,
  sendOutbox,
  webhookFormat,
} from './submissions/index.server';
import { purgeWindows } from './http/rate-limit';
import { sendProposalOutbox } from './proposal-mail/queue.server';
import { queueReminders } from './proposals/reminders.server';
import { queueDepositReminders } from './payments/deposit-reminders.server';
import { sendProposalEvents } from './proposals/webhook-events.server';
import { sendStaffReplies } from './conversation/staff-reply.server';
import { sendReplyAlerts } from './conversation/alerts.server';

/** One step of the cron: its outcome is logged, and its failure does not stop the steps after it. */
async function step(name: string, run: () => Promise<string>): Promise<boolean> {
  try {
    console.log(`cron ${name}: ${await run()}`);
    return true;
  } catch (error) {
    console.error(`cron ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * The cron (wrangler.toml [triggers]), in independent steps: send what is due on every channel of
 * the outbox (docs/decisions/0047-one-outbox.md) and staff's replies with the alerts of clients' replies
 * (docs/decisions/0057-lead-conversation.md), queue the proposals' reminders and
 * send their webhook events (docs/decisions/0052-proposals.md), queue the reminders of unpaid deposits (docs/decisions/0055-deposits-and-payments.md), delete submissions (applications after their own
 * period, their files with them) and analytics totals past retention (Law 25; the privacy policy states the same periods from src/business/terms.ts), forget
 * old rate-limit windows.
 */
export async function scheduled(_controller: ScheduledController, env: Bindings, _ctx: ExecutionContext): Promise<void> {
  const outcomes = [
    await step('outbox', async () => {
      const { sent, tried } = await sendOutbox(env);
      return `${sent}/${tried} deliveries sent`;
    }),
    await step('staff replies', async () => {
      const { sent, tried } = await sendStaffReplies(env);
      return `${sent}/${tried} staff replies sent`;
    }),
    await step('reply alerts', async () => `${await sendReplyAlerts(env, { digest: true })} alerts of clients' replies sent`),
    await step('proposal reminders', async () => `${await queueReminders(env.DB)} reminders queued`),
    await step('deposit reminders', async () => `${await queueDepositReminders(env.DB, confirmationBudget(env))} deposit reminders queued`),
    await step('proposal mail', async () => {
      const { sent, tried } = await sendProposalOutbox(env);
      return `${sent}/${tried} proposal e-mails sent`;
    }),
    await step('proposal events', async () => {
      const { sent, tried } = await sendProposalEvents(env, { format: webhookFormat, post: postToWebhook, patience: outbox });
      return `${sent}/${tried} webhook events sent`;
    }),
    await step('retention', async () => `${await purgeOlderThan(env, retention.submissionsMonths)} submissions deleted`),
    await step('shorter retention', async () => {
      const { submissions, files } = await purgeShorterKept(env);
      return `${submissions} submissions kept a shorter time (applications) and ${files} files deleted`;
    }),
    await step('review pile', async () => `${await purgeReviewPile(env, retention.reviewPileDays)} held or spam posts deleted`),
    await step('analytics retention', async () => `${await purgeAnalyticsOlderThan(env.DB, retention.analyticsMonths)} daily totals deleted`),
    await step('rate limits', async () => {
      await purgeWindows(env.DB, Math.floor(Date.now() / 1000) - 3600);
      return 'old windows deleted';
    }),
  ];
  // A failed step is logged above; the run fails too, so the dashboard shows it.
  if (outcomes.includes(false)) throw new Error('cron: a step failed (see the log above)');
}
