import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminHref, href, languages, proposalHref } from '../../../src/routes';
import { loadTranslators, translator } from '../../../src/i18n';
import { quantity } from '../../../src/business/format';
import { retention } from '../../../src/business/terms';
import { mainText, normalise } from '../pages/page-helpers';
import { call, get, html } from '../helpers';
import { formPost } from '../submissions/forms-helpers';
import { adminPost, mockCerts, seedLead } from '../admin/admin-helpers';
import { seedProposal } from '../../../scripts/data/proposal-seed';

/**
 * A privacy request and a lead's proposals (docs/decisions/0052-proposals.md): the export holds them,
 * erasing the lead deletes them except the accepted one, a contract record kept with its evidence.
 */
beforeAll(() => mockCerts());

const oneLine = (text: string) => normalise(text).replace(/\s+/g, ' ');

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n;

async function personWithProposals() {
  const address = `prop-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const lead = await seedLead({
    form: 'quote',
    data: {
      services: ['conception-web'],
      plan: '',
      budget: '5k-15k',
      timeline: 'normal',
      firstName: 'Léa',
      lastName: 'Proposée',
      email: address,
      company: '',
      phone: '',
      projectDescription: 'Un site',
    },
  });
  const accepted = await seedProposal(env.DB, { submissionId: lead });
  const declined = await seedProposal(env.DB, { submissionId: lead, status: 'declined' });
  const replaced = await seedProposal(env.DB, { submissionId: lead, status: 'replaced' });
  const revision = await seedProposal(env.DB, { submissionId: lead, replacesId: replaced.id, revision: 2, number: `${replaced.number}-R2` });
  const accepting = await call(
    formPost(
      proposalHref('fr', accepted.token),
      [
        ['action', 'accept'],
        ['option', 'care-basic'],
        ['name', 'Léa Proposée'],
        ['agree', 'yes'],
      ],
      { 'cf-connecting-ip': '203.0.113.52' },
    ),
  );
  expect(accepting.status).toBe(200);
  await get(proposalHref('fr', revision.token));
  await call(
    formPost(proposalHref('fr', revision.token), [
      ['action', 'question'],
      ['question', 'Une question de Léa'],
    ]),
  );
  return { address, lead, accepted, declined, replaced, revision };
}

describe('a privacy request', () => {
  it('exports the lead’s proposals: what was sent, when it was opened, the acceptance’s evidence, the history', async () => {
    const { address, accepted, declined, revision } = await personWithProposals();
    const response = await adminPost('/admin/privacy/export.json', { email: address });
    expect(response.status).toBe(200);
    const exported = (await response.json()) as {
      submissions: {
        proposals: {
          number: string;
          status: string;
          acceptance: { name: string; ip: string } | null;
          history: { kind: string }[];
          snapshot: { number: string };
          first_opened_at: string | null;
        }[];
      }[];
    };
    const proposals = exported.submissions[0].proposals;
    expect(proposals.map((proposal) => proposal.number).sort()).toEqual(
      [accepted.number, declined.number, revision.number, revision.number.replace(/-R2$/, '')].sort(),
    );
    const acceptedOne = proposals.find((proposal) => proposal.number === accepted.number);
    expect(acceptedOne?.acceptance).toMatchObject({ name: 'Léa Proposée', ip: '203.0.113.52' });
    expect(acceptedOne?.snapshot).toMatchObject({ number: accepted.number });
    const opened = proposals.find((proposal) => proposal.number === revision.number);
    expect(opened?.first_opened_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(opened?.history.map((line) => line.kind)).toEqual(['sent', 'opened', 'question']);
  });

  it('erasing the lead deletes its proposals, their history and e-mails, except the accepted one: a contract record, kept with its evidence', async () => {
    const { address, lead, accepted, declined, replaced, revision } = await personWithProposals();
    const done = await adminPost('/admin/privacy/erase', { email: address, confirm: address });
    expect(done.status).toBe(303);
    const gone = JSON.stringify([declined.id, replaced.id, revision.id]);
    expect(await count('SELECT count(*) AS n FROM proposals WHERE id IN (SELECT value FROM json_each(?))', gone)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM proposal_history WHERE proposal_id IN (SELECT value FROM json_each(?))', gone)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM proposal_mail WHERE proposal_id IN (SELECT value FROM json_each(?))', gone)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM lead_history WHERE submission_id = ?', lead)).toBe(0);
    const kept = await env.DB.prepare('SELECT status, submission_id FROM proposals WHERE id = ?').bind(accepted.id).first();
    expect(kept).toEqual({ status: 'accepted', submission_id: null });
    expect(await count('SELECT count(*) AS n FROM proposal_acceptances WHERE proposal_id = ? AND ip = ?', accepted.id, '203.0.113.52')).toBe(1);
  });
});

describe('what the person is told', () => {
  it.each(languages)(
    '%s: the privacy policy and the erase page say, in one sentence, that an accepted proposal is kept; the policy, that openings are recorded',
    async (lang) => {
      await loadTranslators(lang);
      const sentence = oneLine(translator(lang)('shared:retention.proposals'));
      expect(sentence).toContain(oneLine(quantity(lang, retention.contractRecordsYears, 'year')));
      const policy = oneLine(mainText((await html(href('privacy', lang))).body));
      expect(policy).toContain(sentence);
      expect(policy).toContain(lang === 'fr' ? 'quand vous ouvrez sa page pour la première et la dernière fois' : 'when you first and last open its page');
      const { address } = await personWithProposals();
      const erasePage = oneLine(mainText(await (await adminPost(adminHref(lang, 'privacy'), { email: address })).text()));
      expect(erasePage).toContain(lang === 'fr' ? 'Effacer' : 'Erase');
      expect(erasePage).toContain(sentence);
    },
  );
});
