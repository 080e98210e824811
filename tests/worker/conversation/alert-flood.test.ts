import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { referenceOf } from '../../../src/submissions/reference';
import { fakeEmail, runCron } from '../submissions/forms-helpers';
import { leadOf, replyFrom } from './conversation-helpers';

// A file of its own: it counts the staff alerts of the hour, which other tests' replies would take (a fresh database per file).
const marie = 'marie.tremblay@example.org';

describe("staff alerts of clients' replies keep the hour's bound", () => {
  it('a flood of replies: twenty alerts one by one, the rest in one digest from the cron with no client text', async () => {
    const leads = await Promise.all(Array.from({ length: 23 }, () => leadOf(marie)));
    const mail = fakeEmail();
    for (const [index, lead] of leads.entries()) {
      const raw = { 'CAH7x9Qk2fr-gmail-0001': `flood-${index}` };
      await replyFrom('reply-gmail-fr.eml', lead, marie, raw).then((outcome) => mail.sent.push(...outcome.sent));
    }
    expect(mail.sent).toHaveLength(20);
    const cron = fakeEmail();
    await runCron({ EMAIL: cron.binding });
    const digests = cron.sent.filter((message) => String(message.subject).includes('réponses de clients (résumé)'));
    expect(digests).toHaveLength(1);
    expect(digests[0].text).toContain(referenceOf(leads[22].id));
    expect(digests[0].text).not.toContain('15 000');
    const { n } = (await env.DB.prepare(`SELECT count(*) AS n FROM lead_messages WHERE alert = 'due'`).first<{ n: number }>()) ?? { n: -1 };
    expect(n).toBe(0);
  });
});
