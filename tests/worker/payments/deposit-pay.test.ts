import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceHref, paymentHref, proposalHref } from '../../../src/routes';
import { call, origin } from '../helpers';
import { formPost } from '../submissions/forms-helpers';
import { seedProposal } from '../../../scripts/data/proposal-seed';
import { acceptedProposal, checkoutOf, deliverAll, invoicesOf, pay, standIn, standInBase, stripeEnv } from './payment-helpers';

/** The client pays where they signed, without JavaScript (docs/decisions/0055-deposits-and-payments.md). */
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const sessionsOf = (id: string) =>
  env.DB.prepare('SELECT id, attempt, outcome FROM checkout_sessions WHERE proposal_id = ? ORDER BY attempt')
    .bind(id)
    .all<{ id: string; attempt: number; outcome: string }>()
    .then((result) => result.results);
const page = (path: string, overrides = stripeEnv) => call(new Request(origin + path), overrides);

describe('the pay section', () => {
  it('under the certificate: the deposit with its taxes, a plain form posting to the Pay path, the transfer instructions with the number as reference; the page’s form-action allows the stand-in', async () => {
    standIn();
    const proposal = await acceptedProposal();
    const answer = await page(proposalHref('fr', proposal.token));
    const body = await answer.text();
    expect(body).toContain('Payer l&#x27;acompte');
    expect(body).toMatch(/Acompte à payer\u00a0: 1[\s\u202f\u00a0]?\d{3},\d{2}[\s\u202f\u00a0]\$ \(dont /);
    expect(body).toContain(`action="${paymentHref('fr', proposal.token)}"`);
    expect(body).toContain('Paiements d&#x27;essai (simulateur local)');
    expect(body).toContain('paiements@example.com');
    // The number kept on one line (WebKit breaks after a hyphen before a digit): the client copies it as the reference.
    expect(body).toContain(`Indiquez le numéro de la proposition, <span class="document-number">${proposal.number}</span>, comme référence.`);
    expect(answer.headers.get('content-security-policy')).toContain(`form-action 'self' ${standInBase}`);
  }, 20_000);

  it('without Stripe’s keys: no online payment, only the transfer instructions; a Pay post is refused with its reason', async () => {
    const proposal = await acceptedProposal();
    const body = await (await page(proposalHref('en', proposal.token), {})).text();
    expect(body).toContain('Pay the deposit');
    expect(body).toContain('Interac e-Transfer to paiements@example.com');
    expect(body).not.toContain(`action="${paymentHref('en', proposal.token)}"`);
    const refused = await pay(proposal, 'en', {}, {});
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Online payment is not offered at the moment.');
  });

  it('a proposal not accepted has no pay section, and its Pay post is refused; a withdrawn one is no page', async () => {
    standIn();
    const sent = await seedProposal(env.DB);
    expect(await (await page(proposalHref('fr', sent.token))).text()).not.toContain('id="pay"');
    const refused = await pay(sent);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Cet acompte ne peut pas être payé en ligne.');
    const withdrawn = await seedProposal(env.DB, { status: 'withdrawn' });
    expect((await pay(withdrawn)).status).toBe(404);
  });
});

describe('the Pay post', () => {
  it('answers 303 to a Checkout Session of the deposit in cents, CAD, one line, the proposal named, the e-mail prefilled, an expiry and the route table’s URLs', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal({ lang: 'en' });
    const answer = await pay(proposal, 'en');
    expect(answer.status).toBe(303);
    const session = stand.session((answer.headers.get('location') ?? '').split('/').at(-1) ?? '');
    const deposit = await env.DB.prepare('SELECT amount_cents FROM deposits WHERE proposal_id = ?').bind(proposal.id).first<{ amount_cents: number }>();
    expect(session).toMatchObject({
      amount_total: deposit?.amount_cents,
      currency: 'cad',
      line: `Deposit — proposal ${proposal.number}`,
      client_reference_id: proposal.id,
      metadata: { proposal_id: proposal.id, proposal_number: proposal.number },
      locale: 'en',
      payment_method_types: ['card', 'acss_debit'],
      success_url: `${origin}${paymentHref('en', proposal.token)}`,
      cancel_url: `${origin}${proposalHref('en', proposal.token)}#pay`,
    });
    expect(session.customer_email).toMatch(/@example\.com$/);
    expect(session.expires_at * 1000 - Date.now()).toBeGreaterThan(50 * 60_000);
  });

  it('a double click, a retry and a flood from many networks: one session, reused; past the bounds, 429', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => pay(proposal, 'fr', { 'cf-connecting-ip': `203.0.${index}.7` })));
    const redirected = answers.filter((answer) => answer.status === 303);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    expect(new Set(redirected.map((answer) => answer.headers.get('location'))).size).toBe(1);
    expect(await sessionsOf(proposal.id)).toHaveLength(1);
    expect(stand.sessions.size).toBe(1);
  });

  it('an already paid deposit, or a debit on its way: refused with its reason, no new session', async () => {
    const stand = standIn();
    const paid = await acceptedProposal();
    await deliverAll(stand.payByCard(await checkoutOf(paid)));
    const again = await pay(paid);
    expect(again.status).toBe(409);
    // Said once, at the top of the page the post answers (where it opens), before the certificate and the pay section.
    const refusal = await again.text();
    expect(refusal.match(/Cet acompte est déjà payé\./g)).toHaveLength(1);
    expect(refusal).toMatch(/<div class="proposal-notices" role="alert"><p class="form-notice form-notice-error">Cet acompte est déjà payé\.<\/p><\/div>/);
    expect(refusal.indexOf('class="proposal-notices"')).toBeLessThan(refusal.indexOf('id="certificate"'));
    const debit = await acceptedProposal();
    await deliverAll(stand.startDebit(await checkoutOf(debit)));
    const twice = await pay(debit);
    expect(twice.status).toBe(409);
    const onItsWay = await twice.text();
    expect(onItsWay.indexOf('Un paiement de cet acompte est déjà en cours.')).toBeGreaterThan(-1);
    expect(onItsWay.indexOf('Un paiement de cet acompte est déjà en cours.')).toBeLessThan(onItsWay.indexOf('id="pay"'));
    expect(await sessionsOf(debit.id)).toHaveLength(1);
  });

  it('a session near its end is expired at Stripe and replaced, so only one is ever open', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const first = await checkoutOf(proposal);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 55 * 60_000);
    const second = await checkoutOf(proposal);
    expect(second).not.toBe(first);
    expect(stand.session(first).status).toBe('expired');
    expect((await sessionsOf(proposal.id)).map((row) => row.outcome)).toEqual(['expired', 'open']);
  });
});

describe('back from Checkout', () => {
  it('before the event: "processing"; after it: "payment received" with the invoice; nothing is marked by coming back', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const session = await checkoutOf(proposal);
    const notYet = await (await page(paymentHref('fr', proposal.token))).text();
    expect(notYet).toContain('Nous n&#x27;avons pas encore reçu votre paiement.');
    const [completed] = stand.payByCard(session);
    const early = await (await page(paymentHref('fr', proposal.token))).text();
    expect(early).toContain('Paiement en cours de traitement');
    expect(await invoicesOf(proposal.id)).toHaveLength(0);
    await deliverAll([completed]);
    const done = await (await page(paymentHref('en', proposal.token))).text();
    expect(done).toContain('Payment received.');
    const [invoice] = await invoicesOf(proposal.id);
    expect(done).toContain(invoiceHref('en', proposal.token, invoice.number));
  });

  it('a wrong token is the site’s 404 with the private headers', async () => {
    const answer = await page(paymentHref('fr', 'x'.repeat(43)));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
  });
});

describe('the Pay form without a session of its own', () => {
  it('a cross-site post is refused before anything', async () => {
    standIn();
    const proposal = await acceptedProposal();
    const answer = await call(
      formPost(paymentHref('fr', proposal.token), [], { origin: 'https://evil.example.net', 'sec-fetch-site': 'cross-site' }),
      stripeEnv,
    );
    expect(answer.status).toBe(403);
    expect(await sessionsOf(proposal.id)).toHaveLength(0);
  });
});
