import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { businessTerms } from '../../../src/business/terms';
import { runCron } from '../submissions/forms-helpers';
import { seedProposal } from '../../../scripts/data/proposal-seed';

/** The reminder before a proposal's last day (docs/decisions/0052-proposals.md), queued by the cron once. */
const reminders = (id: string) =>
  env.DB.prepare(
    `SELECT (SELECT count(*) FROM proposal_mail WHERE proposal_id = ?1 AND kind = 'reminder') AS mails,
            (SELECT count(*) FROM proposal_history WHERE proposal_id = ?1 AND kind = 'reminded') AS history,
            (SELECT reminded_at FROM proposals WHERE id = ?1) AS reminded_at`,
  )
    .bind(id)
    .first<{ mails: number; history: number; reminded_at: string | null }>();

describe(`the reminder, ${businessTerms.proposalReminderDaysBefore} days before the last day`, () => {
  it('goes once to an unanswered proposal near its end, never to one far from it, expired, accepted or declined', async () => {
    const day = 86_400_000;
    const near = await seedProposal(env.DB, { validityDays: businessTerms.proposalReminderDaysBefore - 1 });
    const lastDay = await seedProposal(env.DB, { validityDays: 0 });
    const far = await seedProposal(env.DB, { validityDays: businessTerms.proposalReminderDaysBefore + 5 });
    const expired = await seedProposal(env.DB, { sentAt: Date.now() - 40 * day, validityDays: 30 });
    const accepted = await seedProposal(env.DB, { status: 'accepted', validityDays: 1 });
    const declined = await seedProposal(env.DB, { status: 'declined', validityDays: 1 });

    await runCron({ EMAIL: undefined });
    await runCron({ EMAIL: undefined });

    for (const proposal of [near, lastDay]) {
      const row = await reminders(proposal.id);
      expect(row).toMatchObject({ mails: 1, history: 1 });
      expect(row?.reminded_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
    for (const proposal of [far, expired, accepted, declined]) expect(await reminders(proposal.id)).toEqual({ mails: 0, history: 0, reminded_at: null });
  });
});
