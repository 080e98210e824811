import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, mockCerts, seedLead } from '../admin/admin-helpers';
import { fakeEmail, runCron } from '../submissions/forms-helpers';
import type { Bindings } from '../../../src/env';
import { proposalToken } from '../../../src/proposals/link.server';
import { sendProposal } from '../../../src/proposals/send.server';
import { composeProposalMail } from '../../../src/proposal-mail/queue.server';
import { draftOf, editorFields, historyKinds, mailOf, prepare, proposal, proposalTables, quoteLead, staffPost, year } from './staff-helpers';

/** A proposal's queued e-mails, as if their pause and the request's minute had gone by: the next cron sends them. */
const mailDueNow = (id: string) =>
  env.DB.prepare(
    "UPDATE proposal_mail SET next_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second'), queued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE proposal_id = ?",
  )
    .bind(id)
    .run();

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a proposal after it was prepared', () => {
  it("starts an empty draft from a contact message, with the client's facts", async () => {
    const lead = await seedLead({
      form: 'contact',
      lang: 'en',
      data: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', company: 'Lee Inc.', subject: 'Site', message: 'Hello' },
    });
    const id = await prepare(lead, 'en');
    const draft = await draftOf(id);
    expect(draft.lines).toEqual([]);
    expect(draft.client).toEqual({ name: 'Ann Lee', company: 'Lee Inc.', email: 'ann@example.com', lang: 'en' });
    // Nothing to send yet.
    const fields = await editorFields(id, 'en');
    fields.set('action', 'send');
    const answer = await staffPost(`/en/admin/proposals/${id}`, fields);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('Add at least one line before sending the proposal.');
    expect((await proposal(id))!.status).toBe('draft');
  });

  it('adds lines of free text, removes one (its refused fields with it) and keeps the others in order', async () => {
    const id = await prepare(await quoteLead());
    let fields = await editorFields(id);
    fields.set('catalogue', 'free');
    fields.set('action', 'add');
    await staffPost(`/admin/proposals/${id}`, fields);
    expect((await draftOf(id)).lines.map((line) => [line.id, line.source.kind, line.name.fr])).toEqual([
      ['l1', 'service', 'Conception web'],
      ['l2', 'service', 'Applications mobiles'],
      ['l3', 'plan', 'Professionnel'],
      ['l4', 'free', ''],
    ]);
    // The new line's empty name is refused by "Recalculate"; removing the line instead saves the rest.
    fields = await editorFields(id);
    fields.set('action', 'recalculate');
    const refused = await staffPost(`/admin/proposals/${id}`, fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/id="f-l4-nameFr-error" class="admin-error">Ce champ est requis\./);
    fields.set('l2.discount', '10');
    fields.set('action', 'remove:l4');
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(303);
    const draft = await draftOf(id);
    expect(draft.lines.map((line) => line.id)).toEqual(['l1', 'l2', 'l3']);
    expect(draft.lines[1].discountBasisPoints).toBe(1000);
    fields = await editorFields(id);
    fields.set('action', 'remove:l1');
    await staffPost(`/admin/proposals/${id}`, fields);
    expect((await draftOf(id)).lines.map((line) => line.id)).toEqual(['l2', 'l3']);
  });

  it('withdraws and extends a sent proposal, the history saying so', async () => {
    const id = await prepare(await quoteLead());
    const fields = await editorFields(id);
    fields.set('action', 'send');
    await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
    const { valid_until: before } = (await proposal(id))!;
    expect((await staffPost(`/admin/proposals/${id}/extend`, { days: 'dix' })).status).toBe(400);
    expect((await staffPost(`/admin/proposals/${id}/extend`, { days: '10' })).status).toBe(303);
    const after = (await proposal(id))!.valid_until as string;
    expect(Date.parse(after) - Date.parse(String(before))).toBe(10 * 86_400_000);
    const detail = await env.DB.prepare("SELECT detail FROM proposal_history WHERE proposal_id = ? AND kind = 'extended'").bind(id).first<{ detail: string }>();
    expect(JSON.parse(detail!.detail)).toEqual({ from: before, to: after });
    expect((await staffPost(`/admin/proposals/${id}/withdraw`, {})).status).toBe(303);
    expect((await proposal(id))!.status).toBe('withdrawn');
    expect(await historyKinds(id)).toEqual(['created', 'sent', 'extended', 'withdrawn']);
    // Withdrawn: no more extension, revision or second withdrawal.
    for (const action of ['extend', 'revise', 'withdraw']) expect((await staffPost(`/admin/proposals/${id}/${action}`, { days: '5' })).status).toBe(409);
  });

  for (const status of ['accepted', 'declined'] as const) {
    it(`refuses every change to a proposal once ${status}`, async () => {
      const id = await prepare(await quoteLead());
      const fields = await editorFields(id);
      fields.set('action', 'send');
      await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
      await env.DB.prepare('UPDATE proposals SET status = ? WHERE id = ?').bind(status, id).run();
      const { snapshot_sha256: hash } = (await proposal(id))!;
      if (status === 'accepted') {
        // The evidence the client's page records (its own tests check how).
        await env.DB.prepare(
          "INSERT INTO proposal_acceptances (proposal_id, name, at, ip, user_agent, lang, chosen, totals, snapshot_sha256) VALUES (?, 'Jeanne Roy', ?, '203.0.113.7', 'Firefox', 'fr', '[]', '{}', ?)",
        )
          .bind(id, new Date().toISOString(), hash)
          .run();
      }
      const before = await proposalTables();
      const edit = new URLSearchParams(fields);
      edit.set('action', 'recalculate');
      expect((await staffPost(`/admin/proposals/${id}`, edit)).status, 'edit').toBe(409);
      expect((await staffPost(`/admin/proposals/${id}`, fields)).status, 'send').toBe(409);
      expect((await staffPost(`/admin/proposals/${id}/withdraw`, {})).status, 'withdraw').toBe(409);
      expect((await staffPost(`/admin/proposals/${id}/extend`, { days: '10' })).status, 'extend').toBe(409);
      expect((await staffPost(`/admin/proposals/${id}/revise`, {})).status, 'revise').toBe(409);
      expect(await proposalTables()).toBe(before);
      const page = await (await adminGet(`/admin/proposals/${id}`)).text();
      expect(page).not.toContain('/withdraw"');
      if (status === 'accepted') {
        // The certificate as staff read it: the name typed, the address, the total recomputed, the hash accepted.
        expect(page).toMatch(/<h2 id="acceptance-title">Certificat d(&#x27;|')acceptation<\/h2>/);
        expect(page).toContain('Jeanne Roy');
        expect(page).toContain('203.0.113.7');
        expect(page).toContain('10\u00a0899,00\u00a0$');
        expect(page).toContain(String(hash));
      }
    });
  }

  it('gives two sends that race two numbers, one after the other', async () => {
    const lead = await quoteLead();
    const ids = [await prepare(lead), await prepare(lead), await prepare(lead)];
    const sent = await Promise.all(ids.map((id) => sendProposal(env as unknown as Bindings, id, 'agent@example.com')));
    const numbers = sent.map((result) => (typeof result === 'object' ? result.number : result)).sort();
    // This file's earlier tests sent some already: these are the next three, each once.
    const latest = Number(numbers[0].slice(7, 11));
    expect(numbers).toEqual([0, 1, 2].map((step) => `P-${year}-${String(latest + step).padStart(4, '0')}`));
  });

  it('keeps a failed e-mail queued and the cron sends it later; the lead page says how it went', async () => {
    const lead = await quoteLead();
    const id = await prepare(lead);
    const fields = await editorFields(id);
    fields.set('action', 'send');
    await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail(true).binding });
    expect((await mailOf(id)).results[0]).toMatchObject({ attempts: 1, error: 'simulated send failure', sent_at: null });
    expect(await (await adminGet(`/admin/leads/${lead}`)).text()).toContain('simulated send failure');
    await mailDueNow(id);
    const mail = fakeEmail();
    await runCron({ EMAIL: mail.binding });
    expect((await mailOf(id)).results[0]).toMatchObject({ attempts: 2, error: null, sent_at: expect.any(String) });
    expect(mail.sent.map((message) => (message as { to: string }).to)).toEqual(['jeanne.roy@example.com']);
  });
  it('sends no e-mail of a proposal withdrawn before it went, and its lead page says why', async () => {
    const lead = await quoteLead();
    const id = await prepare(lead);
    const fields = await editorFields(id);
    fields.set('action', 'send');
    await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail(true).binding });
    await staffPost(`/admin/proposals/${id}/withdraw`, {});
    await mailDueNow(id);
    const mail = fakeEmail();
    await runCron({ EMAIL: mail.binding });
    expect(mail.sent).toEqual([]);
    expect((await mailOf(id)).results[0]).toMatchObject({ skipped: 'withdrawn', sent_at: null });
    expect(await (await adminGet(`/admin/leads/${lead}`)).text()).toContain('Non envoyé\u00a0: la proposition a été retirée avant');
  });

  it('lists proposals by state, opened and expired read from their dates, and shows every kind of history', async () => {
    const lead = await quoteLead();
    const [opened, expired] = [await prepare(lead), await prepare(lead)];
    for (const id of [opened, expired]) {
      const fields = await editorFields(id);
      fields.set('action', 'send');
      await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
    }
    await env.DB.prepare("UPDATE proposals SET first_opened_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").bind(opened).run();
    await env.DB.prepare("UPDATE proposals SET valid_until = '2020-01-31' WHERE id = ?").bind(expired).run();
    const numbers = async (state: string) =>
      [...(await (await adminGet(`/admin/proposals?status=${state}`)).text()).matchAll(/href="\/admin\/proposals\/([0-9a-f-]{36})"/g)].map((match) => match[1]);
    expect(await numbers('opened')).toContain(opened);
    expect(await numbers('opened')).not.toContain(expired);
    expect(await numbers('expired')).toEqual([expired]);
    expect(await numbers('sent')).not.toContain(opened);
    expect(await numbers('sent')).not.toContain(expired);

    // What the client does lands in the history (written by the client's page); staff read every kind.
    const client = [
      ['opened', null],
      ['language', { lang: 'en' }],
      ['question', { text: 'Le délai est-il ferme?' }],
      ['update-requested', {}],
      ['reminded', null],
      ['declined', { reason: 'price', words: 'Trop cher pour nous' }],
      ['accepted', { name: 'Jeanne Roy' }],
    ] as const;
    await env.DB.batch(
      client.map(([kind, detail]) =>
        env.DB.prepare("INSERT INTO proposal_history (proposal_id, actor, kind, detail) VALUES (?, 'client', ?, ?)").bind(
          opened,
          kind,
          detail ? JSON.stringify(detail) : null,
        ),
      ),
    );
    const page = await (await adminGet(`/admin/proposals/${opened}`)).text();
    for (const words of [
      'Le client a ouvert la proposition pour la première fois',
      'Le client lit la proposition en anglais',
      'Le délai est-il ferme?',
      'Le client demande une proposition à jour',
      'Rappel envoyé au client',
      'Le client a refusé la proposition\u00a0: le prix',
      'Trop cher pour nous',
      'Jeanne Roy a accepté la proposition',
    ]) {
      expect(page, words).toContain(words);
    }
    expect(page).not.toContain('proposals.history');
  });

  it('refuses to send a revision once the client answered the proposal it revises', async () => {
    const id = await prepare(await quoteLead());
    const fields = await editorFields(id);
    fields.set('action', 'send');
    await staffPost(`/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
    const revise = await staffPost(`/admin/proposals/${id}/revise`, {});
    const r2 = /\/proposals\/([0-9a-f-]{36})\?/.exec(revise.headers.get('location') ?? '')?.[1] as string;
    await env.DB.prepare("UPDATE proposals SET status = 'accepted' WHERE id = ?").bind(id).run();
    const r2Fields = await editorFields(r2);
    r2Fields.set('action', 'send');
    expect((await staffPost(`/admin/proposals/${r2}`, r2Fields, { EMAIL: fakeEmail().binding })).status).toBe(409);
    expect(await proposal(id)).toMatchObject({ status: 'accepted' });
    expect(await proposal(r2)).toMatchObject({ status: 'draft', number: null, snapshot: null });
    expect((await mailOf(r2)).results).toEqual([]);
  });

  it("takes an editor post with long texts in both languages, beyond the inbox's usual 16 KiB", async () => {
    const id = await prepare(await quoteLead());
    const fields = await editorFields(id);
    for (const name of ['schedule.fr', 'schedule.en', 'notes.fr', 'notes.en', 'terms.fr', 'terms.en']) fields.set(name, 'é'.repeat(4000));
    fields.set('action', 'recalculate');
    expect(fields.toString().length).toBeGreaterThan(16 * 1024);
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(303);
    expect((await draftOf(id)).terms.en).toHaveLength(4000);
    fields.set('terms.en', 'é'.repeat(4001));
    const refused = await staffPost(`/admin/proposals/${id}`, fields);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('4000 caractères au maximum.');
    // Past the editor's own bound, the guard refuses the post before reading it.
    fields.set('notes.fr', 'x'.repeat(1024 * 1024));
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(413);
  });

  it('composes the reminder in the client language, with the number, the last day and the private link', async () => {
    const lead = await seedLead({
      form: 'quote',
      lang: 'en',
      data: {
        services: ['automatisation'],
        plan: '',
        budget: '< 5k',
        timeline: 'urgent',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        company: '',
        phone: '',
        projectDescription: '',
      },
    });
    const id = await prepare(lead, 'en');
    const fields = await editorFields(id, 'en');
    fields.set('action', 'send');
    await staffPost(`/en/admin/proposals/${id}`, fields, { EMAIL: fakeEmail().binding });
    const row = (await proposal(id))! as unknown as Parameters<typeof composeProposalMail>[1];
    const reminder = await composeProposalMail('reminder', row, env as unknown as Bindings);
    expect(reminder?.to).toBe('ann@example.com');
    expect(reminder?.subject).toMatch(new RegExp(`^Reminder: our proposal P-${year}-\\d{4} expires on [A-Z][a-z]+ \\d{1,2}, (${year}|${year + 1})$`));
    expect(reminder?.text).toContain(`${env.SITE_URL}/en/proposal/${await proposalToken(env as unknown as Bindings, id)}`);
    expect(reminder?.text).toContain('$1,500.00');
  });

  it('refuses to send from a deployed site without its link secret, in the staff language: still a draft, no number, no e-mail', async () => {
    const id = await prepare(await quoteLead(), 'en');
    const fields = await editorFields(id, 'en');
    fields.set('action', 'send');
    const deployed = { SITE_URL: 'https://www.agence-montreal.ca', PROPOSAL_LINK_SECRET: undefined, EMAIL: fakeEmail().binding };
    const refused = await staffPost(`/en/admin/proposals/${id}`, fields, deployed);
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain('wrangler secret put PROPOSAL_LINK_SECRET');
    // The edits are kept, as on every post of the editor; nothing is sent.
    expect(await proposal(id)).toMatchObject({ status: 'draft', number: null, token_sha256: null });
    expect((await mailOf(id)).results).toEqual([]);
    expect(await historyKinds(id)).not.toContain('sent');
    // With the secret set, the same post sends it.
    const sent = await staffPost(`/en/admin/proposals/${id}`, fields, { ...deployed, PROPOSAL_LINK_SECRET: 'a-long-random-secret-of-the-operator' });
    expect(sent.status).toBe(303);
    expect((await proposal(id))?.status).toBe('sent');
  });
});
