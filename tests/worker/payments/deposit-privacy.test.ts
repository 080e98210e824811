import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { href, languages } from '../../../src/routes';
import { adminPost, mockCerts, seedLead } from '../admin/admin-helpers';
import { html } from '../helpers';
import { mainText, normalise } from '../pages/page-helpers';
import { acceptedProposal, checkoutOf, deliverAll, invoicesOf, standIn } from './payment-helpers';

/**
 * Payments, invoices and credit notes are accounting records (docs/decisions/0055-deposits-and-payments.md):
 * a privacy request exports them and an erasure keeps them, like the accepted proposal; the policy names
 * Stripe as a processor outside Québec, in both languages.
 */
afterEach(() => vi.restoreAllMocks());

async function paidLead() {
  const address = `pay-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const lead = await seedLead({
    form: 'quote',
    data: {
      services: ['conception-web'],
      plan: '',
      budget: '5k-15k',
      timeline: 'normal',
      firstName: 'Léa',
      lastName: 'Payée',
      email: address,
      company: '',
      phone: '',
      projectDescription: 'Un site',
    },
  });
  const stand = standIn();
  const proposal = await acceptedProposal({ submissionId: lead });
  const session = await checkoutOf(proposal);
  await deliverAll([...stand.payByCard(session), ...stand.refund(session, 1_000)]);
  vi.restoreAllMocks();
  mockCerts();
  return { address, proposal };
}

describe('a privacy request', () => {
  it('exports the deposit and its invoice and credit note as frozen; erasing the lead keeps them, with the accepted proposal', async () => {
    const { address, proposal } = await paidLead();
    const exported = (await (await adminPost('/admin/privacy/export.json', { email: address })).json()) as {
      submissions: {
        proposals: { number: string; deposit: { state: string; method: string } | null; documents: { number: string; kind: string; sha256: string }[] }[];
      }[];
    };
    const held = exported.submissions[0].proposals.find((item) => item.number === proposal.number);
    expect(held?.deposit).toMatchObject({ state: 'refunded', method: 'card' });
    const stored = await invoicesOf(proposal.id);
    expect(held?.documents.map((document) => [document.number, document.kind, document.sha256])).toEqual(
      stored.map((row) => [row.number, row.kind, row.snapshot_sha256]),
    );

    expect((await adminPost('/admin/privacy/erase', { email: address, confirm: address })).status).toBe(303);
    expect(await invoicesOf(proposal.id)).toHaveLength(2);
    const kept = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM deposits WHERE proposal_id = ?1) AS deposits, (SELECT count(*) FROM checkout_sessions WHERE proposal_id = ?1) AS sessions`,
    )
      .bind(proposal.id)
      .first();
    expect(kept).toEqual({ deposits: 1, sessions: 1 });
  }, 20_000);
});

describe('the privacy policy', () => {
  it.each(languages)('%s: names Stripe as the processor of online payments outside Québec, and keeps payments as accounting records', async (lang) => {
    const policy = normalise(mainText((await html(href('privacy', lang))).body)).replace(/\s+/g, ' ');
    expect(policy).toContain(lang === 'fr' ? 'Stripe, qui traite le paiement en ligne' : 'Stripe, which processes the online payment');
    expect(policy).toContain(
      lang === 'fr' ? 'Stripe traite ces renseignements à l’extérieur du Québec'.replace('’', "'") : 'Stripe processes this information outside Quebec',
    );
    expect(policy).toContain(lang === 'fr' ? 'sont des documents comptables' : 'are accounting records');
  });
});
