import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { proposalHref } from '../../../src/routes';
import { call } from '../helpers';
import { formPost, runCron } from '../submissions/forms-helpers';
import { seedLead } from '../admin/admin-helpers';
import { seedProposal } from '../../../scripts/data/proposal-seed';

/** The webhook announces `proposal.accepted` and `proposal.declined` (docs/decisions/0052-proposals.md), signed, once. */
const secret = `whsec_${btoa('0123456789abcdef0123456789abcdef')}`;
const hook = { LEAD_WEBHOOK_URL: 'https://hooks.example/proposals', LEAD_WEBHOOK_SECRET: secret };
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function recordWebhook(status = 204) {
  const posted: Request[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    posted.push(new Request(input, init));
    return new Response(null, { status });
  }) as typeof fetch;
  return posted;
}

const eventsOf = (id: string) =>
  env.DB.prepare('SELECT event, attempts, sent_at, error FROM proposal_events WHERE proposal_id = ?')
    .bind(id)
    .all<{ event: string; attempts: number; sent_at: string | null; error: string | null }>()
    .then((result) => result.results);

describe('the webhook', () => {
  it('announces an acceptance and a decline, signed per Standard Webhooks, each once; never the client’s words', async () => {
    const lead = await seedLead({ form: 'quote' });
    const accepted = await seedProposal(env.DB, { submissionId: lead });
    const declined = await seedProposal(env.DB);
    expect(
      (
        await call(
          formPost(proposalHref('fr', accepted.token), [
            ['action', 'accept'],
            ['option', 'care-plus'],
            ['name', 'Marie Tremblay'],
            ['agree', 'yes'],
          ]),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          formPost(proposalHref('fr', declined.token), [
            ['action', 'decline'],
            ['reason', 'price'],
            ['words', 'Mots privés du client'],
          ]),
        )
      ).status,
    ).toBe(200);

    const posted = recordWebhook();
    await runCron(hook);
    await runCron(hook);
    const proposals = posted.filter((request) => request.url === hook.LEAD_WEBHOOK_URL);
    expect(proposals).toHaveLength(2);
    const bodies = await Promise.all(
      proposals.map(async (request) => {
        const body = await request.text();
        return new Webhook(secret).verify(body, Object.fromEntries(request.headers)) as { type: string; data: Record<string, unknown> };
      }),
    );
    const accept = bodies.find((body) => body.type === 'proposal.accepted');
    expect(accept?.data).toMatchObject({
      id: accepted.id,
      number: accepted.number,
      client: 'Boulangerie Tremblay',
      acceptedBy: 'Marie Tremblay',
      totalCents: 541_000,
      snapshotSha256: accepted.snapshotSha256,
      url: `https://www.example.com/admin/leads/${lead}`,
    });
    const decline = bodies.find((body) => body.type === 'proposal.declined');
    expect(decline?.data).toMatchObject({ id: declined.id, reason: 'price' });
    expect(JSON.stringify(bodies)).not.toContain('Mots privés');
    expect(await eventsOf(accepted.id)).toEqual([expect.objectContaining({ event: 'proposal.accepted', attempts: 1, error: null })]);
  });

  it('keeps a refused post for a later try, not the next cron at once', async () => {
    const proposal = await seedProposal(env.DB);
    await call(
      formPost(proposalHref('en', proposal.token), [
        ['action', 'decline'],
        ['reason', 'timing'],
      ]),
    );
    recordWebhook(503);
    await runCron(hook);
    const [failed] = await eventsOf(proposal.id);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, error: 'webhook answered 503' });
    // Its next try waits: a cron at once sends nothing.
    await runCron(hook);
    expect((await eventsOf(proposal.id))[0].attempts).toBe(1);
  });

  it('speaks Slack and Teams in the company’s words, the name the client typed only as escaped plain text', async () => {
    const lead = await seedLead({ form: 'quote' });
    const accepted = await seedProposal(env.DB, { submissionId: lead });
    const declined = await seedProposal(env.DB);
    const typed = 'Marie <!channel> *Boss* & co';
    const acceptance = await call(
      formPost(proposalHref('fr', accepted.token), [
        ['action', 'accept'],
        ['option', 'care-plus'],
        ['name', typed],
        ['agree', 'yes'],
      ]),
    );
    expect(acceptance.status).toBe(200);
    await call(
      formPost(proposalHref('fr', declined.token), [
        ['action', 'decline'],
        ['reason', 'price'],
      ]),
    );
    const slack = { LEAD_WEBHOOK_URL: hook.LEAD_WEBHOOK_URL, LEAD_WEBHOOK_FORMAT: 'slack' };
    let posted = recordWebhook();
    await runCron(slack);
    type SlackText = { type: string; text: string };
    const bodies = await Promise.all(
      posted.map((request) => request.json<{ text: string; blocks: { type: string; text?: SlackText; fields?: SlackText[] }[] }>()),
    );
    const accept = bodies.find((body) => body.text.startsWith(`Proposition ${accepted.number} acceptée`))!;
    expect(accept.text).toBe(`Proposition ${accepted.number} acceptée — https://www.example.com/admin/leads/${lead}`);
    expect(accept.blocks.map((block) => block.type)).toEqual(['header', 'section', 'section', 'actions']);
    expect(accept.blocks[0].text).toEqual({ type: 'plain_text', text: `Proposition ${accepted.number} acceptée\u00a0: Boulangerie Tremblay`, emoji: false });
    const fields = accept.blocks.flatMap((block) => block.fields ?? []);
    const facts = Object.fromEntries(fields.flatMap((field, i) => (i % 2 ? [] : [[field.text, fields[i + 1].text]])));
    expect(facts).toMatchObject({ '*Acceptée par*': 'Marie &lt;!channel&gt; *Boss* &amp; co', '*Total, taxes incluses*': '5\u00a0410,00\u00a0$' });
    for (const field of fields.filter((text) => text.type === 'mrkdwn')) expect(field.text).not.toMatch(/channel|Boss/);
    expect(JSON.stringify(bodies)).not.toContain('<!channel>');
    const decline = bodies.find((body) => body.text.startsWith(`Proposition ${declined.number} déclinée`))!;
    // No lead, no page to open: no button.
    expect(decline.blocks.map((block) => block.type)).toEqual(['header', 'section']);
    expect(decline.blocks[1].fields?.map((field) => field.text)).toEqual(['*Client*', 'Boulangerie Tremblay', '*Raison*', 'Le prix']);

    // Teams: the same facts in TextRuns of an Adaptive Card.
    await env.DB.prepare('UPDATE proposal_events SET sent_at = NULL, attempts = 0 WHERE proposal_id IN (?, ?)').bind(accepted.id, declined.id).run();
    posted = recordWebhook();
    await runCron({ ...slack, LEAD_WEBHOOK_FORMAT: 'teams' });
    const cards = await Promise.all(posted.map((request) => request.text()));
    const card = cards.find((text) => text.includes('acceptée'))!;
    expect(JSON.parse(card).attachments[0].content.body[0].inlines[0].text).toBe(`Proposition ${accepted.number} acceptée\u00a0: Boulangerie Tremblay`);
    expect(card).toContain('"Acceptée par\u00a0: "');
    expect(card).toContain(JSON.stringify(typed));
  });
});
