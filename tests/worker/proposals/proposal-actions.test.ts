import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proposalHref } from '../../../src/routes';
import { limits } from '../../../src/submissions/limits';
import { firstReplyOf } from '../../../src/admin/shared/first-reply.server';
import { clientMailKinds } from '../../../src/proposal-mail/client-kinds.server';
import { proposalMailKinds } from '../../../src/proposal-mail/queue.server';
import { boundedClientCopies } from '../../../src/proposals/client-actions.server';
import type { ProposalSnapshot } from '../../../src/proposals/snapshot';
import type { Bindings } from '../../../src/env';
import { call, clockAt, inOneWindow } from '../helpers';
import { formPost } from '../submissions/forms-helpers';
import { adminGet, adminPost, mockCerts, seedLead } from '../admin/admin-helpers';
import { seedProposal } from '../../../scripts/data/proposal-seed';
import { freshStorage } from '../fresh-storage';

/** Declining, asking a question, asking for an updated proposal, and the limits on them all (docs/decisions/0052-proposals.md). */
afterEach(() => vi.useRealTimers());

const post = (token: string, fields: [string, string][], headers: Record<string, string> = {}, overrides: Partial<Bindings> = {}, lang: 'fr' | 'en' = 'fr') =>
  call(formPost(proposalHref(lang, token), fields, headers), overrides);
const proposalRow = (id: string) =>
  env.DB.prepare('SELECT status, decline_reason, decline_words, answered_at FROM proposals WHERE id = ?')
    .bind(id)
    .first<{ status: string; decline_reason: string | null; decline_words: string | null; answered_at: string | null }>();
const historyOf = (id: string, kind: string) =>
  env.DB.prepare('SELECT actor, detail FROM proposal_history WHERE proposal_id = ? AND kind = ? ORDER BY id')
    .bind(id, kind)
    .all<{ actor: string; detail: string }>()
    .then((result) => result.results.map((row) => ({ actor: row.actor, ...JSON.parse(row.detail) })));
const mailOf = (id: string) =>
  env.DB.prepare('SELECT kind, skipped, sent_at FROM proposal_mail WHERE proposal_id = ? ORDER BY kind, queued_at')
    .bind(id)
    .all<{ kind: string; skipped: string | null; sent_at: string | null }>()
    .then((result) => result.results);

describe('declining', () => {
  it('records the reason and the words, tells staff, and shows the proposal declined', async () => {
    const proposal = await seedProposal(env.DB);
    const response = await post(proposal.token, [
      ['action', 'decline'],
      ['reason', 'competitor'],
      ['words', 'Un autre fournisseur était plus près.'],
    ]);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Vous avez décliné cette proposition.');
    expect(await proposalRow(proposal.id)).toMatchObject({
      status: 'declined',
      decline_reason: 'competitor',
      decline_words: 'Un autre fournisseur était plus près.',
    });
    expect(await historyOf(proposal.id, 'declined')).toEqual([{ actor: 'client', reason: 'competitor', words: 'Un autre fournisseur était plus près.' }]);
    expect((await mailOf(proposal.id)).map((mail) => mail.kind)).toEqual(['declined-staff', 'sent']);

    // Declined, it can no longer be accepted nor declined again.
    const again = await post(proposal.token, [
      ['action', 'decline'],
      ['reason', 'price'],
    ]);
    expect(again.status).toBe(409);
    const accepting = await post(proposal.token, [
      ['action', 'accept'],
      ['option', 'care-basic'],
      ['name', 'Marie'],
      ['agree', 'yes'],
    ]);
    expect(accepting.status).toBe(409);
    expect(await proposalRow(proposal.id)).toMatchObject({ status: 'declined', decline_reason: 'competitor' });
    expect(await historyOf(proposal.id, 'declined')).toHaveLength(1);
  });

  it('refuses a missing or unknown reason beside the reasons, and changes nothing', async () => {
    const proposal = await seedProposal(env.DB);
    for (const reason of ['', 'cheaper']) {
      const response = await post(
        proposal.token,
        [
          ['action', 'decline'],
          ['reason', reason],
        ],
        {},
        {},
        'en',
      );
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('<p id="decline-reason-error" class="field-error">Choose a reason.</p>');
    }
    expect((await proposalRow(proposal.id))?.status).toBe('sent');
    expect((await mailOf(proposal.id)).map((mail) => mail.kind)).toEqual(['sent']);
  });
});

describe('asking a question', () => {
  it('lands in the lead’s history in the inbox, is no reply to the lead, alerts staff with the reply promise and sends the client a receipt', async () => {
    const lead = await seedLead({ form: 'quote' });
    const proposal = await seedProposal(env.DB, { submissionId: lead });
    const question = 'Est-ce que la formation peut se faire en ligne?';
    const response = await post(proposal.token, [
      ['action', 'question'],
      ['question', question],
    ]);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Votre question nous est parvenue.');
    expect(await historyOf(proposal.id, 'question')).toEqual([{ actor: 'client', text: question, ref: expect.any(String) }]);
    const leadHistory = await env.DB.prepare('SELECT actor, kind, note FROM lead_history WHERE submission_id = ?').bind(lead).all();
    expect(leadHistory.results).toEqual([{ actor: 'client', kind: 'question', note: question }]);
    // The client's question is not staff's first reply: the reply promise still waits for one.
    expect(await firstReplyOf(env.DB, lead)).toBeNull();
    expect((await mailOf(proposal.id)).map((mail) => [mail.kind, mail.skipped])).toEqual([
      ['question-receipt', null],
      ['question-staff', null],
      ['sent', null],
    ]);

    mockCerts();
    const page = await (await adminGet(`/en/admin/leads/${lead}`)).text();
    expect(page).toContain('The client asked a question about a proposal:');
    expect(page).toContain(question);
    // Never answered, the lead waits since its receipt, the earlier due time: no second due line for the question
    // (after a reply, a question starts the clock again: question-reply-due.test.ts), until staff answer (a note).
    expect(page).toMatch(/<dt>Reply due by<\/dt><dd><bdi><time[^>]*>[^<]+<\/time><\/bdi><\/dd>/);
    expect(page).not.toContain('Reply to the client&#x27;s question due');
    expect((await adminPost(`/en/admin/leads/${lead}/notes`, { note: 'Répondu par courriel' })).status).toBe(303);
    const answered = await (await adminGet(`/en/admin/leads/${lead}`)).text();
    expect(answered).toMatch(/<dt>Reply due by<\/dt><dd><bdi><time[^>]*>[^<]+<\/time> <span class="admin-due admin-due-answered">Answered<\/span>/);
    expect(answered).not.toContain('Reply to the client&#x27;s question due');

    const snapshot = JSON.parse(proposal.snapshot) as ProposalSnapshot;
    const row = { id: proposal.id, number: proposal.number };
    const alert = await clientMailKinds['question-staff'].compose(row, snapshot, env as unknown as Bindings, 'en');
    expect(alert.subject).toBe(`Question on proposal ${proposal.number} (Boulangerie Tremblay)`);
    expect(alert.text).toContain(question);
    expect(alert.text).toMatch(/Reply promised by \w+ \d+, \d{4}, /);
    const receipt = await clientMailKinds['question-receipt'].compose(row, snapshot, env as unknown as Bindings, 'fr');
    expect(receipt.to).toBe(snapshot.client.email);
    expect(receipt.text).toContain("d'ici un jour ouvrable");
  });

  it('refuses an empty question beside its field', async () => {
    const proposal = await seedProposal(env.DB);
    const response = await post(proposal.token, [
      ['action', 'question'],
      ['question', '  '],
    ]);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('<p id="question-text-error" class="field-error">Écrivez votre question.</p>');
    expect(await historyOf(proposal.id, 'question')).toEqual([]);
  });

  it('a second question within the hour reaches staff and the inbox, but no second receipt: the client’s copies are bounded like the forms’ confirmations', async () => {
    const proposal = await seedProposal(env.DB);
    await post(proposal.token, [
      ['action', 'question'],
      ['question', 'Première question'],
    ]);
    // The outbox sent both.
    await env.DB.prepare(`UPDATE proposal_mail SET sent_at = queued_at WHERE proposal_id = ?`).bind(proposal.id).run();
    await post(proposal.token, [
      ['action', 'question'],
      ['question', 'Deuxième question'],
    ]);
    expect(await historyOf(proposal.id, 'question')).toHaveLength(2);
    const mail = await mailOf(proposal.id);
    // Staff's alert of each question went at once, like a new lead's; the second receipt is past the client's hour.
    expect(mail.filter((row) => row.kind === 'question-staff')).toEqual([
      { kind: 'question-staff', skipped: null, sent_at: expect.any(String) },
      { kind: 'question-staff', skipped: null, sent_at: expect.any(String) },
    ]);
    expect(mail.filter((row) => row.kind === 'question-receipt').map((row) => row.skipped)).toEqual([null, 'recipient']);
  });

  it('the bounded copies are kinds the queue sends to the client', () => {
    expect(boundedClientCopies.map((kind) => proposalMailKinds[kind]?.to)).toEqual(boundedClientCopies.map(() => 'client'));
  });
});

describe('an expired proposal', () => {
  it('asks for an updated proposal in one click, once: in the lead’s history in the inbox, and staff alerted', async () => {
    const lead = await seedLead({ form: 'quote' });
    const proposal = await seedProposal(env.DB, { sentAt: Date.parse('2026-01-05T15:00:00Z'), submissionId: lead });
    clockAt('2026-02-10T15:00:00Z');
    for (let click = 0; click < 2; click++) {
      const response = await post(proposal.token, [['action', 'update']]);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Votre demande nous est parvenue.');
    }
    expect(await historyOf(proposal.id, 'update-requested')).toEqual([{ actor: 'client' }]);
    expect((await mailOf(proposal.id)).map((mail) => mail.kind)).toEqual(['sent', 'update-requested-staff']);
    const leadHistory = await env.DB.prepare('SELECT actor, kind, note FROM lead_history WHERE submission_id = ?').bind(lead).all();
    expect(leadHistory.results).toEqual([{ actor: 'client', kind: 'update-requested', note: proposal.number }]);
    vi.useRealTimers();
    mockCerts();
    expect(await (await adminGet(`/en/admin/leads/${lead}`)).text()).toContain(
      `The client asks for an updated proposal to replace ${proposal.number}, which expired.`,
    );
  });

  it('while valid, asking for an update is refused', async () => {
    const proposal = await seedProposal(env.DB);
    expect((await post(proposal.token, [['action', 'update']])).status).toBe(409);
    expect(await historyOf(proposal.id, 'update-requested')).toEqual([]);
  });
});

describe('floods', () => {
  it(`one address: ${limits.rate.max} questions in a window, then 429 and nothing written`, async () => {
    const proposal = await seedProposal(env.DB);
    const statuses = await inOneWindow(limits.rate.windowSeconds, async () => {
      const answers: number[] = [];
      for (let n = 0; n < limits.rate.max + 3; n++) {
        answers.push(
          (
            await post(
              proposal.token,
              [
                ['action', 'question'],
                ['question', `Question ${n}`],
              ],
              { 'cf-connecting-ip': '203.0.113.77' },
            )
          ).status,
        );
      }
      return answers;
    });
    expect(statuses.filter((status) => status === 200)).toHaveLength(limits.rate.max);
    expect(statuses.slice(limits.rate.max)).toEqual([429, 429, 429]);
    expect(await historyOf(proposal.id, 'question')).toHaveLength(limits.rate.max);
  });

  it(`one proposal from many networks: ${limits.rate.max} questions in a window, then 429 and no more staff alerts`, async () => {
    const proposal = await seedProposal(env.DB);
    const statuses = await inOneWindow(limits.rate.windowSeconds, async () => {
      const answers: number[] = [];
      for (let n = 0; n < limits.rate.max + 3; n++) {
        const question = [
          ['action', 'question'],
          ['question', `Question ${n}`],
        ] as [string, string][];
        answers.push((await post(proposal.token, question, { 'cf-connecting-ip': `198.51.${n + 1}.7` })).status);
      }
      return answers;
    });
    expect(statuses.filter((status) => status === 200)).toHaveLength(limits.rate.max);
    expect(statuses.slice(limits.rate.max)).toEqual([429, 429, 429]);
    expect(await historyOf(proposal.id, 'question')).toHaveLength(limits.rate.max);
  });

  it(`many addresses of one network: ${limits.networkRate.max} actions in its window, then 429`, { timeout: 60_000 }, async () => {
    const count = limits.networkRate.max + 5;
    // Enough proposals that none reaches its own limit: only the network's is tried here.
    const proposals = await Promise.all(Array.from({ length: Math.ceil(count / limits.rate.max) }, () => seedProposal(env.DB)));
    const statuses = await inOneWindow(limits.networkRate.windowSeconds, async () => {
      const answers: number[] = [];
      for (let n = 0; n < count; n++) {
        const proposal = proposals[n % proposals.length];
        answers.push(
          (
            await post(
              proposal.token,
              [
                ['action', 'question'],
                ['question', `Q${n}`],
              ],
              { 'cf-connecting-ip': `198.18.7.${n + 1}` },
            )
          ).status,
        );
      }
      return answers;
    });
    expect(statuses.filter((status) => status === 200)).toHaveLength(limits.networkRate.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const written = await env.DB.prepare(
      `SELECT count(*) AS n FROM proposal_history WHERE kind = 'question' AND proposal_id IN (SELECT value FROM json_each(?))`,
    )
      .bind(JSON.stringify(proposals.map((proposal) => proposal.id)))
      .first<{ n: number }>();
    expect(written?.n).toBe(limits.networkRate.max);
  });

  it('accepts from many networks: past the site’s confirmation budget the client’s copy is skipped, staff’s still goes', async () => {
    // The budget counts site-wide: from empty storage, whatever ran before (docs/decisions/0021-test-suite.md).
    await freshStorage();
    const proposals = await Promise.all(Array.from({ length: 3 }, () => seedProposal(env.DB)));
    for (const [n, proposal] of proposals.entries()) {
      const response = await post(
        proposal.token,
        [
          ['action', 'accept'],
          ['option', 'care-basic'],
          ['name', `Client ${n}`],
          ['agree', 'yes'],
        ],
        { 'cf-connecting-ip': `192.0.2${n}.9` },
        { CONFIRMATIONS_PER_HOUR: '2' },
      );
      expect(response.status).toBe(200);
    }
    const skipped = await Promise.all(proposals.map(async (proposal) => (await mailOf(proposal.id)).map((mail) => [mail.kind, mail.skipped])));
    expect(skipped.map((rows) => rows.find(([kind]) => kind === 'accepted')?.[1])).toEqual([null, null, 'budget']);
    expect(skipped.map((rows) => rows.find(([kind]) => kind === 'accepted-staff')?.[1])).toEqual([null, null, null]);
  });
});
