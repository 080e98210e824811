import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proposalHref } from '../../../src/routes';
import { limits } from '../../../src/submissions/limits';
import { clientLimits } from '../../../src/proposals/client.server';
import { sendProposalMail } from '../../../src/proposal-mail/queue.server';
import type { Bindings } from '../../../src/env';
import { call, get, heldEmail, origin, startedTogether } from '../helpers';
import { fakeEmail, formPost, jsonPost, runCron } from '../submissions/forms-helpers';
import { freshStorage } from '../fresh-storage';
import { mockCerts, seedLead } from '../admin/admin-helpers';
import { seedProposal } from '../../../scripts/data/proposal-seed';
import { draftOf, editorFields, prepare, quoteLead, staffPost } from './staff-helpers';

/**
 * A proposal's link attacked as a client would attack it (docs/decisions/0052-proposals.md,
 * addendum of 2026-12-02): racing posts, floods, signatures of invisible characters, lines that break, questions on
 * closed proposals, prefetches, a snapshot edited in D1.
 */
beforeEach(() => freshStorage());
const realFetch = globalThis.fetch;
afterEach(() => {
  vi.useRealTimers();
  globalThis.fetch = realFetch;
});

const page = (token: string, lang: 'fr' | 'en' = 'fr') => proposalHref(lang, token);
const accepting = (name: string): [string, string][] => [
  ['action', 'accept'],
  ['option', 'care-basic'],
  ['name', name],
  ['agree', 'yes'],
];
const asking = (question: string): [string, string][] => [
  ['action', 'question'],
  ['question', question],
];
const mailRows = (id: string) =>
  env.DB.prepare('SELECT kind, skipped, sent_at, attempts FROM proposal_mail WHERE proposal_id = ? ORDER BY kind, queued_at')
    .bind(id)
    .all<{ kind: string; skipped: string | null; sent_at: string | null; attempts: number }>()
    .then((result) => result.results);
const historyOf = (id: string, kind: string) =>
  env.DB.prepare('SELECT detail FROM proposal_history WHERE proposal_id = ? AND kind = ? ORDER BY id')
    .bind(id, kind)
    .all<{ detail: string }>()
    .then((result) => result.results.map((row) => JSON.parse(row.detail) as Record<string, string>));
const signedName = async (id: string) =>
  (await env.DB.prepare('SELECT name FROM proposal_acceptances WHERE proposal_id = ?').bind(id).first<{ name: string }>())?.name;

describe('e-mails sent at most once under concurrency', () => {
  it('20 simultaneous accepts: one acceptance, one client copy and one staff alert', async () => {
    const proposal = await seedProposal(env.DB);
    const mail = heldEmail();
    const requests = Array.from({ length: 20 }, () => formPost(page(proposal.token), accepting('Marie Tremblay')));
    const runs = startedTogether(requests, { EMAIL: mail.binding });
    const answers = await mail.together(runs);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(1);
    const copies = mail.sent.filter((message) => /acceptée$/.test(message.subject) && !message.subject.includes('('));
    const alerts = mail.sent.filter((message) => message.subject.startsWith('Acceptée'));
    expect(copies).toHaveLength(1);
    expect(alerts).toHaveLength(1);
    expect(mail.sent).toHaveLength(2);
    expect((await mailRows(proposal.id)).filter((row) => row.kind.startsWith('accepted'))).toEqual([
      expect.objectContaining({ kind: 'accepted', attempts: 1, sent_at: expect.any(String) }),
      expect.objectContaining({ kind: 'accepted-staff', attempts: 1, sent_at: expect.any(String) }),
    ]);
  });

  it('50 simultaneous questions: each accepted question reaches staff exactly once, none lost', async () => {
    const proposal = await seedProposal(env.DB);
    const mail = heldEmail();
    const questions = Array.from({ length: 50 }, (_, n) => `Question numéro ${n} ?`);
    const runs = startedTogether(
      questions.map((question) => formPost(page(proposal.token), asking(question))),
      { EMAIL: mail.binding },
    );
    const answers = await mail.together(runs);
    const accepted = questions.filter((_, n) => answers[n].status === 200);
    expect(accepted).toHaveLength(limits.rate.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(50 - limits.rate.max);
    const toStaff = mail.sent.filter((message) => message.subject.startsWith('Question sur'));
    const quoted = toStaff.map((message) => questions.find((question) => message.text.includes(question)));
    expect(quoted.sort()).toEqual([...accepted].sort());
    expect((await historyOf(proposal.id, 'question')).map((detail) => detail.text).sort()).toEqual([...accepted].sort());
  });
});

describe('the client’s copies keep their bound', () => {
  it('200 questions from one address: at most one receipt in the hour, however the rows were sent', { timeout: 60_000 }, async () => {
    const proposal = await seedProposal(env.DB);
    const mail = fakeEmail();
    const statuses: number[] = [];
    for (let n = 0; n < 200; n++) {
      statuses.push((await call(formPost(page(proposal.token), asking(`Q${n}`), { 'cf-connecting-ip': '203.0.113.57' }), { EMAIL: mail.binding })).status);
    }
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(1);
    const receipts = mail.sent.filter((message) => String(message.subject).startsWith('Votre question'));
    expect(receipts).toHaveLength(1);
    const rows = (await mailRows(proposal.id)).filter((row) => row.kind === 'question-receipt');
    expect(rows.filter((row) => row.skipped === null)).toHaveLength(1);
    expect(rows.filter((row) => row.skipped === 'recipient')).toHaveLength(statuses.filter((status) => status === 200).length - 1);
  });

  it('the receipts are counted in the site’s budget with the forms’ confirmations', async () => {
    const budget = { CONFIRMATIONS_PER_HOUR: '1', CONFIRMATIONS_PER_DAY: '10' };
    const proposal = await seedProposal(env.DB);
    await call(formPost(page(proposal.token), asking('Une question ?')), { ...budget, EMAIL: fakeEmail().binding });
    const form = await call(
      jsonPost('/api/contact', {
        firstName: 'Léa',
        lastName: 'Roy',
        email: 'lea@example.org',
        company: '',
        subject: 'Bonjour',
        message: 'Un message.',
        _honeypot: '',
      }),
      { ...budget, EMAIL: fakeEmail().binding },
    );
    expect(form.status).toBe(201);
    const { id } = await form.json<{ id: string }>();
    const confirmation = await env.DB.prepare(`SELECT skipped FROM deliveries WHERE submission_id = ? AND channel = 'confirmation'`)
      .bind(id)
      .first<{ skipped: string | null }>();
    expect(confirmation?.skipped).toBe('budget');
  });
});

describe('a signature is a name', () => {
  it('an invisible signature is refused beside its field, in the page’s language', async () => {
    const proposal = await seedProposal(env.DB);
    const french = await call(formPost(page(proposal.token), accepting('\u200B\u200B\u200B')));
    expect(french.status).toBe(400);
    expect(await french.text()).toContain('Écrivez votre nom complet');
    const english = await call(formPost(page(proposal.token, 'en'), accepting(' \u200B\u0007\u2028 ')));
    expect(english.status).toBe(400);
    expect(await english.text()).toContain('Type your full name');
    const digits = await call(formPost(page(proposal.token, 'en'), accepting('1234 ---')));
    expect(digits.status).toBe(400);
    expect(await digits.text()).toContain('Type your full name in letters');
    expect(await signedName(proposal.id)).toBeUndefined();
  });

  it.each([
    ['Jean \u202Eeuqcuod\u202C Tremblay', 'Jean euqcuod Tremblay'],
    ['A\u0000B\u0007C\u001bD\u2028E', 'ABCD E'],
  ])('%j is signed cleaned: %j', async (typed, signed) => {
    const proposal = await seedProposal(env.DB);
    const response = await call(formPost(page(proposal.token), accepting(typed)), { EMAIL: fakeEmail().binding });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(signed);
    expect(await signedName(proposal.id)).toBe(signed);
    expect(await historyOf(proposal.id, 'accepted')).toEqual([{ name: signed }]);
  });
});

describe('texts stay on one line', () => {
  it('a name with CR/LF: one line on the certificate, in the staff e-mail and in the webhook', async () => {
    const lead = await seedLead({ form: 'quote' });
    const proposal = await seedProposal(env.DB, { submissionId: lead });
    const mail = fakeEmail();
    const response = await call(formPost(page(proposal.token), accepting('Bob\r\nTotal : 0,01 $')), { EMAIL: mail.binding });
    expect(response.status).toBe(200);
    expect(await signedName(proposal.id)).toBe('Bob Total : 0,01 $');
    const staff = mail.sent.find((message) => String(message.subject).startsWith('Acceptée'));
    expect((staff?.text ?? '').split('\n').filter((line: string) => line.startsWith('Total'))).toEqual([expect.not.stringContaining('0,01')]);

    const posted: Request[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      posted.push(new Request(input, init));
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    await runCron({ LEAD_WEBHOOK_URL: 'https://hooks.example/p', LEAD_WEBHOOK_SECRET: undefined, LEAD_WEBHOOK_FORMAT: 'slack' });
    const body = await posted.find((request) => request.url === 'https://hooks.example/p')?.text();
    expect(body).toContain('Bob Total');
    expect(body).not.toMatch(/\\[rn]|\u2028/);
  });

  it('a client name and company staff typed with CR/LF: every subject and the webhook on one line', async () => {
    const proposal = await seedProposal(env.DB, { clientName: 'Marie\r\nBcc: x@evil.example', company: 'Tremblay\r\ninc.\u2028\u202E' });
    const mail = fakeEmail();
    await call(formPost(page(proposal.token), asking('Un délai ?')), { EMAIL: mail.binding });
    await call(formPost(page(proposal.token), accepting('Marie Tremblay')), { EMAIL: mail.binding });
    expect(mail.sent.length).toBeGreaterThanOrEqual(3);
    for (const message of mail.sent) expect(String(message.subject)).not.toMatch(/[\r\n\u2028\u202e]/);
    expect(mail.sent.map((message) => message.subject)).toContain(`Acceptée\u00a0: proposition ${proposal.number} (Tremblay inc.)`);

    const posted: Request[] = [];
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      posted.push(new Request(input, init));
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    await runCron({ LEAD_WEBHOOK_URL: 'https://hooks.example/p', LEAD_WEBHOOK_SECRET: 'whsec_MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=' });
    const event = JSON.parse((await posted.find((request) => request.url === 'https://hooks.example/p')?.text()) ?? '{}') as { data: { client: string } };
    expect(event.data.client).toBe('Tremblay inc.');
  });

  it('the staff editor stores the client’s name and company and a line’s names as one line', async () => {
    mockCerts();
    const id = await prepare(await quoteLead());
    const fields = await editorFields(id);
    fields.set('client.name', 'Jeanne\r\nRoy\u202E');
    fields.set('client.company', 'Roy\u2028et fils\u200B');
    fields.set('l1.nameFr', 'Site\nvitrine');
    fields.set('action', 'recalculate');
    expect((await staffPost(`/admin/proposals/${id}`, fields)).status).toBe(303);
    const draft = await draftOf(id);
    expect(draft.client).toMatchObject({ name: 'Jeanne Roy', company: 'Roy et fils' });
    expect(draft.lines[0].name.fr).toBe('Site vitrine');
  });

  it('the quote form stores its company and names as one line', async () => {
    const response = await call(
      jsonPost('/api/quote', {
        services: ['conception-web'],
        budget: '5k-15k',
        timeline: 'normal',
        firstName: 'John\r\nDoe',
        lastName: 'Smith\u202E',
        email: 'john@example.org',
        company: 'Acme\r\nTotal: 0 $',
        phone: '',
        projectDescription: 'Two\nlines stay two lines.',
        _honeypot: '',
      }),
      { EMAIL: fakeEmail().binding },
    );
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    const row = await env.DB.prepare('SELECT data FROM submissions WHERE id = ?').bind(id).first<{ data: string }>();
    expect(JSON.parse(row!.data)).toMatchObject({
      firstName: 'John Doe',
      lastName: 'Smith',
      company: 'Acme Total: 0 $',
      projectDescription: 'Two\nlines stay two lines.',
    });
  });
});

describe('closed is closed', () => {
  it.each(['accepted', 'declined', 'replaced'] as const)('a question on a %s proposal: 409 and nothing queued', async (status) => {
    const proposal = await seedProposal(env.DB, { status });
    const response = await call(formPost(page(proposal.token), asking('Encore une question ?')), { EMAIL: fakeEmail().binding });
    expect(response.status).toBe(409);
    expect(await historyOf(proposal.id, 'question')).toEqual([]);
    expect((await mailRows(proposal.id)).map((row) => row.kind)).toEqual(['sent']);
  });
});

describe('openings are what a person did', () => {
  const openingOf = (id: string) =>
    env.DB.prepare(
      `SELECT first_opened_at, last_opened_at, (SELECT count(*) FROM proposal_history WHERE proposal_id = ?1 AND kind IN ('opened', 'language')) AS lines
       FROM proposals WHERE id = ?1`,
    )
      .bind(id)
      .first<{ first_opened_at: string | null; last_opened_at: string | null; lines: number }>();

  it('a prefetch, a prerender or a HEAD request records no opening', async () => {
    const proposal = await seedProposal(env.DB);
    for (const headers of [{ 'Sec-Purpose': 'prefetch' }, { 'Sec-Purpose': 'prefetch;prerender' }, { Purpose: 'prefetch' }] as Record<string, string>[]) {
      const response = await get(page(proposal.token, 'en'), { headers });
      expect(response.status).toBe(200);
      await response.body?.cancel();
    }
    expect((await get(page(proposal.token, 'en'), { method: 'HEAD' })).status).toBe(200);
    expect(await openingOf(proposal.id)).toEqual({ first_opened_at: null, last_opened_at: null, lines: 0 });
    const opened = await get(page(proposal.token, 'en'));
    await opened.body?.cancel();
    expect(await openingOf(proposal.id)).toMatchObject({ first_opened_at: expect.any(String), lines: 2 });
  });

  it(`${6 * clientLimits.languageLinesPerHour} visits alternating the languages: at most ${clientLimits.languageLinesPerHour} language lines in the hour`, async () => {
    const proposal = await seedProposal(env.DB);
    for (let n = 0; n < 6 * clientLimits.languageLinesPerHour; n++) {
      const response = await get(page(proposal.token, n % 2 ? 'fr' : 'en'));
      await response.body?.cancel();
    }
    expect(await historyOf(proposal.id, 'language')).toHaveLength(clientLimits.languageLinesPerHour);
    expect(await historyOf(proposal.id, 'opened')).toHaveLength(1);
  });
});

describe('the frozen snapshot is checked against its hash', () => {
  it('an altered snapshot: the site’s error page without its figures, on the page, the certificate and the JSON, and one staff alert', async () => {
    const proposal = await seedProposal(env.DB, { status: 'accepted' });
    const altered = proposal.snapshot.replace('"unitPriceCents":400000', '"unitPriceCents":900000');
    expect(altered).not.toBe(proposal.snapshot);
    await env.DB.prepare('UPDATE proposals SET snapshot = ? WHERE id = ?').bind(altered, proposal.id).run();
    const mail = fakeEmail();
    for (const path of [page(proposal.token), page(proposal.token, 'en'), `${page(proposal.token)}/proposition.json`]) {
      const response = await call(new Request(origin + path), { EMAIL: mail.binding });
      expect(response.status).toBe(500);
      const body = await response.text();
      expect(body).not.toContain('9 000');
      expect(body).not.toContain('9,000');
      expect(body).not.toContain('900000');
      expect(body).toContain('<meta name="robots" content="noindex">');
    }
    const alerts = mail.sent.filter((message) => String(message.subject).includes('modifiée'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain(proposal.snapshotSha256);
    expect((await mailRows(proposal.id)).map((row) => row.kind)).toEqual(['sent', 'snapshot-altered-staff']);
  });

  it('an e-mail of an altered proposal is not sent: staff are alerted once instead', async () => {
    const proposal = await seedProposal(env.DB);
    await env.DB.prepare(`INSERT INTO proposal_mail (proposal_id, kind) VALUES (?, 'reminder')`).bind(proposal.id).run();
    await env.DB.prepare(`UPDATE proposals SET snapshot = replace(snapshot, 'Marie Tremblay', 'Mallory') WHERE id = ?`).bind(proposal.id).run();
    const mail = fakeEmail();
    expect(await sendProposalMail({ ...(env as unknown as Bindings), EMAIL: mail.binding }, proposal.id, 'reminder')).toBe(false);
    expect(mail.sent.map((message) => message.subject)).toEqual([`Proposition ${proposal.number} modifiée après son envoi`]);
    expect((await mailRows(proposal.id)).find((row) => row.kind === 'reminder')).toMatchObject({ skipped: 'altered', sent_at: null });
  });
});
