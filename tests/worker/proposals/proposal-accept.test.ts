import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proposalHref } from '../../../src/routes';
import { priceProposal } from '../../../src/proposals/document';
import { call, clockAt, get } from '../helpers';
import { formPost } from '../submissions/forms-helpers';
import { sampleLines, seedProposal } from '../../../scripts/data/proposal-seed';

/** Accepting a proposal without JavaScript (docs/decisions/0052-proposals.md): the evidence written once, whatever is posted. */
afterEach(() => vi.useRealTimers());

type AcceptanceRow = { name: string; at: string; ip: string; user_agent: string; lang: string; chosen: string; totals: string; snapshot_sha256: string };
const acceptanceOf = (id: string) => env.DB.prepare('SELECT * FROM proposal_acceptances WHERE proposal_id = ?').bind(id).first<AcceptanceRow>();
const statusOf = async (id: string) => (await env.DB.prepare('SELECT status FROM proposals WHERE id = ?').bind(id).first<{ status: string }>())?.status;
const mailKinds = (id: string) =>
  env.DB.prepare('SELECT kind FROM proposal_mail WHERE proposal_id = ? ORDER BY kind')
    .bind(id)
    .all<{ kind: string }>()
    .then((result) => result.results.map((row) => row.kind));
const historyOf = (id: string, kind: string) =>
  env.DB.prepare('SELECT detail FROM proposal_history WHERE proposal_id = ? AND kind = ?')
    .bind(id, kind)
    .all<{ detail: string }>()
    .then((result) => result.results.map((row) => JSON.parse(row.detail)));

const acceptPost = (path: string, fields: [string, string][], headers: Record<string, string> = {}) =>
  call(formPost(path, [['action', 'accept'], ...fields], headers));
const clientAddress = '2001:db8:52:7:a:b:c:d';
const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140';

describe('the client accepts, without JavaScript', () => {
  it('with an option chosen: one acceptance holding the name, the address, the browser, the language, the choice, the totals and the hash; status, history and both e-mails', async () => {
    const proposal = await seedProposal(env.DB);
    const response = await acceptPost(
      proposalHref('en', proposal.token),
      [
        ['option', 'care-plus'],
        ['option', 'training'],
        ['name', '  Marie Tremblay '],
        ['agree', 'yes'],
      ],
      { 'cf-connecting-ip': clientAddress, 'user-agent': browser },
    );
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('Certificate of acceptance');
    expect(body).toContain('Marie Tremblay');
    expect(body).toContain(proposal.snapshotSha256);
    expect(proposal.snapshotSha256).toMatch(/^[0-9a-f]{64}$/);
    // 4,000.00 + 810.00 + 600.00 + 450.00
    expect(body).toContain('$5,860.00');

    const row = await acceptanceOf(proposal.id);
    expect(row).toMatchObject({ name: 'Marie Tremblay', ip: clientAddress, user_agent: browser, lang: 'en', snapshot_sha256: proposal.snapshotSha256 });
    expect(JSON.parse(row!.chosen)).toEqual(['care-plus', 'training']);
    expect(JSON.parse(row!.totals)).toEqual(priceProposal({ lines: sampleLines, deposit: { kind: 'percent', basisPoints: 3_000 } }, ['care-plus', 'training']));
    expect(JSON.parse(row!.totals).total.totalCents).toBe(586_000);
    expect(await statusOf(proposal.id)).toBe('accepted');
    expect(await historyOf(proposal.id, 'accepted')).toEqual([{ name: 'Marie Tremblay' }]);
    expect(await mailKinds(proposal.id)).toEqual(['accepted', 'accepted-staff', 'sent']);
    // Both copies of the acceptance went at once, not at the cron's next run.
    const went = await env.DB.prepare("SELECT kind FROM proposal_mail WHERE proposal_id = ? AND kind LIKE 'accepted%' AND sent_at IS NOT NULL ORDER BY kind")
      .bind(proposal.id)
      .all<{ kind: string }>();
    expect(went.results.map((mail) => mail.kind)).toEqual(['accepted', 'accepted-staff']);

    // The page shows the certificate from now on.
    const page = await (await get(proposalHref('fr', proposal.token))).text();
    expect(page).toContain('Certificat d&#x27;acceptation');
    expect(page).not.toContain('name="agree"');
  });

  it('a second accept shows the same certificate and changes nothing', async () => {
    const proposal = await seedProposal(env.DB);
    const first = await acceptPost(proposalHref('fr', proposal.token), [
      ['option', 'care-basic'],
      ['name', 'Marie Tremblay'],
      ['agree', 'yes'],
    ]);
    expect(first.status).toBe(200);
    const before = await acceptanceOf(proposal.id);
    const second = await acceptPost(proposalHref('en', proposal.token), [
      ['option', 'care-plus'],
      ['name', 'Someone Else'],
      ['agree', 'yes'],
    ]);
    expect(second.status).toBe(200);
    const body = await second.text();
    expect(body).toContain('Marie Tremblay');
    expect(body).not.toContain('Someone Else');
    expect(await acceptanceOf(proposal.id)).toEqual(before);
    expect(await historyOf(proposal.id, 'accepted')).toHaveLength(1);
    expect(await mailKinds(proposal.id)).toEqual(['accepted', 'accepted-staff', 'sent']);
  });

  it('ignores a forged total: the server computes it from the choice', async () => {
    const proposal = await seedProposal(env.DB);
    const response = await acceptPost(proposalHref('fr', proposal.token), [
      ['option', 'care-basic'],
      ['total', '1'],
      ['totalCents', '1'],
      ['name', 'Marie Tremblay'],
      ['agree', 'yes'],
    ]);
    expect(response.status).toBe(200);
    expect(JSON.parse((await acceptanceOf(proposal.id))!.totals).total.totalCents).toBe(511_000);
  });

  it.each([
    [
      'an option not in the proposal',
      [
        ['option', 'care-basic'],
        ['option', 'forged'],
      ],
      'Ces options ne font pas partie de la proposition',
    ],
    [
      'a line that is no option',
      [
        ['option', 'care-basic'],
        ['option', 'site'],
      ],
      'Ces options ne font pas partie de la proposition',
    ],
    [
      'two of a "pick one" group',
      [
        ['option', 'care-basic'],
        ['option', 'care-plus'],
      ],
      'Ces options ne font pas partie de la proposition',
    ],
  ] as [string, [string, string][], string][])('refuses %s, beside the options, and changes nothing', async (_name, options, error) => {
    const proposal = await seedProposal(env.DB);
    const response = await acceptPost(proposalHref('fr', proposal.token), [...options, ['name', 'Marie Tremblay'], ['agree', 'yes']]);
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain(`<p id="options-error" class="field-error">${error}`);
    expect(await acceptanceOf(proposal.id)).toBeNull();
    expect(await statusOf(proposal.id)).toBe('sent');
    expect(await mailKinds(proposal.id)).toEqual(['sent']);
  });

  it('refuses a missing name and a missing checkbox, each error beside its field, in the language shown', async () => {
    const proposal = await seedProposal(env.DB);
    const french = await acceptPost(proposalHref('fr', proposal.token), [
      ['option', 'care-basic'],
      ['name', '   '],
    ]);
    expect(french.status).toBe(400);
    const body = await french.text();
    expect(body).toContain('<p id="accept-name-error" class="field-error">Écrivez votre nom complet.</p>');
    expect(body).toContain('<p id="accept-agree-error" class="field-error">Cochez la case pour accepter la proposition et ses conditions.</p>');
    const english = await acceptPost(proposalHref('en', proposal.token), [
      ['option', 'care-basic'],
      ['name', 'Marie Tremblay'],
    ]);
    expect(english.status).toBe(400);
    const words = await english.text();
    expect(words).toContain('<p id="accept-agree-error" class="field-error">Tick the box to accept the proposal and its terms.</p>');
    expect(words).toContain('value="Marie Tremblay"');
    expect(await acceptanceOf(proposal.id)).toBeNull();
    expect(await statusOf(proposal.id)).toBe('sent');
  });

  it('recalculates the totals for the options chosen without accepting', async () => {
    const proposal = await seedProposal(env.DB);
    const response = await call(
      formPost(proposalHref('fr', proposal.token), [
        ['action', 'recalculate'],
        ['option', 'care-plus'],
        ['option', 'training'],
      ]),
    );
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('Total\u00a0: 5\u00a0860,00\u00a0$');
    expect(body).toMatch(/id="option-care-plus"[^>]*checked=""/);
    expect(await acceptanceOf(proposal.id)).toBeNull();
    expect(await statusOf(proposal.id)).toBe('sent');
  });

  it('refuses a post from another site (the forms’ POST guard)', async () => {
    const proposal = await seedProposal(env.DB);
    const response = await acceptPost(
      proposalHref('fr', proposal.token),
      [
        ['name', 'Marie'],
        ['agree', 'yes'],
        ['option', 'care-basic'],
      ],
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(await acceptanceOf(proposal.id)).toBeNull();
  });
});

describe('a proposal holds until 23:59:59, Montréal time, on its last day', () => {
  const accepting = (token: string) =>
    acceptPost(proposalHref('fr', token), [
      ['option', 'care-basic'],
      ['name', 'Marie Tremblay'],
      ['agree', 'yes'],
    ]);

  it.each([
    // Its last day 2026-10-31, in daylight time (−04:00), the night before the clocks go back.
    ['2026-10-01T16:00:00Z', '2026-11-01T03:59:59.000Z', '2026-11-01T04:00:00.000Z'],
    // Its last day 2027-03-13, in standard time (−05:00), the night before the clocks go forward.
    ['2027-02-11T17:00:00Z', '2027-03-14T04:59:59.000Z', '2027-03-14T05:00:00.000Z'],
  ])('sent %s: accepted at %s, refused at %s', async (sentAt, lastSecond, expiry) => {
    const early = await seedProposal(env.DB, { sentAt: Date.parse(sentAt) });
    const late = await seedProposal(env.DB, { sentAt: Date.parse(sentAt) });
    clockAt(lastSecond);
    expect((await accepting(early.token)).status).toBe(200);
    expect(await statusOf(early.id)).toBe('accepted');
    clockAt(expiry);
    const refused = await accepting(late.token);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Cette proposition a expiré');
    expect(await acceptanceOf(late.id)).toBeNull();
    expect(await statusOf(late.id)).toBe('sent');
    // The expired page offers to ask for an updated proposal instead of accepting.
    const page = await (await get(proposalHref('fr', late.token))).text();
    expect(page).toContain('Demander une proposition à jour');
    expect(page).not.toContain('name="agree"');
  });
});

describe('a replaced proposal', () => {
  it('says which revision replaced it, and refuses an acceptance', async () => {
    const old = await seedProposal(env.DB, { status: 'replaced' });
    const revision = await seedProposal(env.DB, { replacesId: old.id, revision: 2, number: `${old.number}-R2` });
    const page = await (await get(proposalHref('fr', old.token))).text();
    expect(page).toContain(`remplacée par la proposition ${revision.number}, qui vous a été envoyée par courriel`);
    expect(page).not.toContain('name="agree"');
    const refused = await acceptPost(proposalHref('fr', old.token), [
      ['option', 'care-basic'],
      ['name', 'Marie Tremblay'],
      ['agree', 'yes'],
    ]);
    expect(refused.status).toBe(409);
    expect(await acceptanceOf(old.id)).toBeNull();
    expect(await statusOf(old.id)).toBe('replaced');
  });
});
