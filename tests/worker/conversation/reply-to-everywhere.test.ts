import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/site';
import { sendProposalMail } from '../../../src/proposal-mail/queue.server';
import { replyAddressOf, replyToken } from '../../../src/mail/reply-address.server';
import type { Bindings } from '../../../src/env';
import { adminGet, mockCerts } from '../admin/admin-helpers';
import { seedProposal } from '../../../scripts/data/proposal-seed';
import { fakeEmail } from '../submissions/forms-helpers';
import { bindings, deliver, leadOf, rawOf } from './conversation-helpers';

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("every e-mail to the lead's person carries the lead's reply address", () => {
  it("a proposal and its reminder answer to the lead's address; its staff page links a question to the lead's reply form", async () => {
    const lead = await leadOf('marie.tremblay@example.org');
    const proposal = await seedProposal(env.DB, { submissionId: lead.id, email: 'marie.tremblay@example.org' });
    await env.DB.prepare(`INSERT INTO proposal_mail (proposal_id, kind) VALUES (?, 'reminder')`).bind(proposal.id).run();
    const mail = fakeEmail();
    expect(await sendProposalMail({ ...bindings(), EMAIL: mail.binding }, proposal.id, 'reminder')).toBe(true);
    expect(mail.sent[0]).toMatchObject({ replyTo: { email: lead.replyAddress, name: site.name }, headers: { 'Content-Language': 'fr-CA' } });

    await env.DB.prepare(`INSERT INTO proposal_history (proposal_id, actor, kind, detail) VALUES (?, 'client', 'question', ?)`)
      .bind(proposal.id, JSON.stringify({ text: 'Et la version anglaise?' }))
      .run();
    const page = await (await adminGet(`/admin/proposals/${proposal.id}`)).text();
    expect(page).toContain(`href="/admin/leads/${lead.id}#reply"`);
  });

  it('a proposal without a lead answers to the company', async () => {
    const proposal = await seedProposal(env.DB, { submissionId: null });
    await env.DB.prepare(`INSERT INTO proposal_mail (proposal_id, kind) VALUES (?, 'reminder')`).bind(proposal.id).run();
    const mail = fakeEmail();
    await sendProposalMail({ ...bindings(), EMAIL: mail.binding }, proposal.id, 'reminder');
    expect(mail.sent[0]).toMatchObject({ replyTo: { email: site.email } });
  });
});

describe('the token', () => {
  it('holds 160 bits in lower-case base32, the same for a lead every time, another for another lead or secret', async () => {
    const a = await replyToken({}, 'lead-a');
    expect(a).toMatch(/^[a-z2-7]{32}$/);
    expect(await replyToken({}, 'lead-a')).toBe(a);
    expect(await replyToken({}, 'lead-b')).not.toBe(a);
    expect(await replyToken({ REPLY_ADDRESS_SECRET: 'another secret' }, 'lead-a')).not.toBe(a);
  });

  it('a real reply domain without its secret hands out no address and takes no mail', async () => {
    const lead = await leadOf('marie.tremblay@example.org');
    const real: Partial<Bindings> = { REPLY_DOMAIN: 'reply.montroyalnumerique.ca', REPLY_ADDRESS_SECRET: undefined };
    expect(await replyAddressOf({ ...bindings(), ...real }, lead.id)).toBeNull();
    const to = lead.replyAddress.replace('reply.example.com', 'reply.montroyalnumerique.ca');
    const outcome = await deliver(rawOf('reply-gmail-fr.eml', { REPLY_ADDRESS: to }), { from: 'marie.tremblay@example.org', to }, real);
    expect(outcome.rejected).toMatch(/Unknown address/);
    // With the secret, its addresses are the secret's own.
    const secret = await replyAddressOf({ ...bindings(), ...real, REPLY_ADDRESS_SECRET: 's3cret' }, lead.id);
    expect(secret).toMatch(/^reply\+[a-z2-7]{32}@reply\.montroyalnumerique\.ca$/);
    expect(secret).not.toBe(to);
  });
});
