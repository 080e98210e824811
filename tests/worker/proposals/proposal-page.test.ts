import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { proposalHref } from '../../../src/routes';
import { get, html } from '../helpers';
import { seedProposal } from '../../../scripts/data/proposal-seed';
import { sha256Hex } from '../../../src/proposals/snapshot';

/** A proposal's private page (docs/decisions/0052-proposals.md), read as its client would, from real D1. */
const rowOf = (id: string) =>
  env.DB.prepare('SELECT status, first_opened_at, last_opened_at FROM proposals WHERE id = ?')
    .bind(id)
    .first<{ status: string; first_opened_at: string | null; last_opened_at: string | null }>();
const historyKinds = (id: string) =>
  env.DB.prepare('SELECT kind, detail FROM proposal_history WHERE proposal_id = ? ORDER BY id')
    .bind(id)
    .all<{ kind: string; detail: string }>()
    .then((result) => result.results);

describe('the client opens the link', () => {
  it('reads the document in French: company and its numbers, client, number, the request answered, lines, taxes, deposit, validity', async () => {
    const proposal = await seedProposal(env.DB);
    const response = await get(proposalHref('fr', proposal.token));
    expect(response.status).toBe(200);
    const body = await response.text();
    for (const fact of [
      proposal.number,
      'Mont-Royal Numérique inc.',
      '1170000000',
      '123456789 RT 0001',
      '1234567890 TQ 0001',
      'Marie Tremblay',
      'Boulangerie Tremblay',
      'Vous nous avez demandé…',
      'Conception web',
      'Site vitrine bilingue',
      'TPS (5\u00a0%)',
      'TVQ (9,975\u00a0%)',
      'Acompte à la signature',
      'heure de Montréal',
    ])
      expect(body).toContain(fact);
    // 4,000.00 + 7.5 h × 120.00 less 10 % (810.00) + the first care plan (300.00) = 5,110.00 $, taxes found once.
    expect(body).toContain('5\u00a0110,00\u00a0$');
    expect(body).toContain('4\u00a0444,45\u00a0$'); // before taxes
    expect(body).toContain('222,22\u00a0$'); // GST: 5,110.00 × 5 / 114.975 = 222.2222
    expect(body).toContain('443,33\u00a0$'); // QST: 5,110.00 × 9.975 / 114.975 = 443.3312
    expect(body).toContain('1\u00a0533,00\u00a0$'); // 30 % deposit…
    expect(body).toContain('dont 66,67\u00a0$ de TPS et 133,00\u00a0$ de TVQ'); // …and the taxes it includes
    expect(body).not.toContain('14,975');
  });

  it('answers with no-store, no referrer, noindex, and is in no sitemap', async () => {
    const proposal = await seedProposal(env.DB);
    const response = await get(proposalHref('en', proposal.token));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
    expect(response.headers.get('cloudflare-cdn-cache-control')).toBeNull();
    const body = await response.text();
    expect(body).toContain('<meta name="robots" content="noindex"/>');
    expect(body).not.toContain('rel="canonical"');
    expect(body).toContain('Proposal');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/proposition');
    expect(sitemap).not.toContain('/en/proposal');
  });

  it('records the first and last opening, `opened` once, and the language when it changes', async () => {
    const proposal = await seedProposal(env.DB);
    await get(proposalHref('fr', proposal.token));
    const first = await rowOf(proposal.id);
    expect(first?.first_opened_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    await get(proposalHref('fr', proposal.token));
    await get(proposalHref('en', proposal.token));
    const later = await rowOf(proposal.id);
    expect(later?.first_opened_at).toBe(first?.first_opened_at);
    expect(later!.last_opened_at! >= first!.last_opened_at!).toBe(true);
    const history = await historyKinds(proposal.id);
    expect(history.filter((line) => line.kind === 'opened')).toHaveLength(1);
    expect(history.filter((line) => line.kind === 'language').map((line) => JSON.parse(line.detail))).toEqual([{ lang: 'en' }]);
    // No address is kept for an opening.
    const columns = await env.DB.prepare('SELECT * FROM proposals WHERE id = ?').bind(proposal.id).first<Record<string, unknown>>();
    expect(JSON.stringify(columns)).not.toContain('198.51.100');
  });

  it('links to the same proposal in the other language, in the page and in the header’s language switcher', async () => {
    const proposal = await seedProposal(env.DB);
    const body = await (await get(proposalHref('fr', proposal.token))).text();
    expect(body).toContain(`<a href="${proposalHref('en', proposal.token)}" hrefLang="en" lang="en-CA">Read this proposal in English</a>`);
    // The switcher's menu and the mobile menu's list.
    expect(body.split(`<a href="${proposalHref('en', proposal.token)}" hrefLang="en" lang="en">`)).toHaveLength(3);
    expect(body).toContain(`<a href="${proposalHref('fr', proposal.token)}" hrefLang="fr" lang="fr" aria-current="true">`);
  });

  it('offers the frozen snapshot whose SHA-256 is the one stored', async () => {
    const proposal = await seedProposal(env.DB);
    const response = await get(`${proposalHref('en', proposal.token)}/proposition.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await sha256Hex(await response.text())).toBe(proposal.snapshotSha256);
  });
});

describe('a wrong link answers exactly like any unknown page', () => {
  const token = 'A'.repeat(43);
  it.each([
    ['fr', '/cette-page-nexiste-pas'],
    ['en', '/en/no-such-page'],
  ] as const)('%s: a guessed token, a malformed one, a withdrawn one and a draft: the site 404, same body', async (lang, unknown) => {
    const site404 = await html(unknown);
    expect(site404.status).toBe(404);
    const withdrawn = await seedProposal(env.DB, { status: 'withdrawn' });
    for (const path of [
      proposalHref(lang, token),
      proposalHref(lang, 'short'),
      proposalHref(lang, withdrawn.token),
      `${proposalHref(lang, withdrawn.token)}/proposition.json`,
    ]) {
      const answer = await html(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toBe(site404.body);
    }
  });
});
