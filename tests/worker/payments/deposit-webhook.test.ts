import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxStripeEventBytes } from '../../../src/api/stripe-webhook';
import { call, origin } from '../helpers';
import { acceptedProposal, checkoutOf, deliver, depositRow, historyKinds, invoicesOf, signatureOf, standIn, stripeEnv } from './payment-helpers';

/** The webhook refuses what Stripe did not sign, and records what does not match (docs/decisions/0055-deposits-and-payments.md). */
afterEach(() => vi.restoreAllMocks());

const storedEvents = () =>
  env.DB.prepare('SELECT count(*) AS n FROM stripe_events')
    .first<{ n: number }>()
    .then((row) => row?.n ?? 0);

describe('the signature', () => {
  it('none, a wrong secret, a changed body or a timestamp older than 5 minutes: 400, nothing stored, nothing paid', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const [completed] = stand.payByCard(await checkoutOf(proposal));
    const before = await storedEvents();
    const body = JSON.stringify(completed);
    const answers = await Promise.all([
      deliver(completed, { signature: null }),
      deliver(completed, { secret: 'whsec_someone_else' }),
      deliver(body.replace(completed.id, `${completed.id}x`), { signature: await signatureOf(body) }),
      deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(await storedEvents()).toBe(before);
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'awaiting' });
    // Signed as Stripe signs, 4 minutes ago: taken.
    expect((await deliver(completed, { timestamp: Math.floor(Date.now() / 1000) - 240 })).status).toBe(200);
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'paid' });
  }, 20_000);

  it('a body over the bound: 413; not JSON: 415; without the secret configured: 503', async () => {
    const big = JSON.stringify({ id: 'evt_big', padding: 'x'.repeat(maxStripeEventBytes) });
    expect((await deliver(big)).status).toBe(413);
    const plain = await call(
      new Request(`${origin}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'text/plain', 'stripe-signature': 't=1,v1=0' }, body: '{}' }),
      stripeEnv,
    );
    expect(plain.status).toBe(415);
    const unconfigured = await call(
      new Request(`${origin}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0' },
        body: '{}',
      }),
      { STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined },
    );
    expect(unconfigured.status).toBe(503);
  });
});

describe('what does not match', () => {
  it('an amount or a currency other than the deposit’s: recorded as an anomaly for staff, nothing paid, answered 200', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const session = await checkoutOf(proposal);
    const [completed] = stand.payByCard(session);
    const object = completed.data.object as { amount_total: number };
    const cheaper = { ...completed, id: `${completed.id}_cheaper`, data: { object: { ...object, amount_total: object.amount_total - 1 } } };
    const dollars = { ...completed, id: `${completed.id}_usd`, data: { object: { ...object, currency: 'usd' } } };
    for (const event of [cheaper, dollars]) {
      const answer = await deliver(event);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ received: true, outcome: 'anomaly' });
    }
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'awaiting' });
    expect(await invoicesOf(proposal.id)).toHaveLength(0);
    expect((await historyKinds(proposal.id)).filter((kind) => kind === 'payment-anomaly')).toHaveLength(2);
    const detail = await env.DB.prepare(`SELECT detail FROM stripe_events WHERE id = ?`).bind(cheaper.id).first<{ detail: string }>();
    expect(JSON.parse(detail?.detail ?? '{}')).toMatchObject({ mismatch: ['amount'] });
  });

  it('a live event under a test key: 400, nothing stored', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const [completed] = stand.payByCard(await checkoutOf(proposal));
    const live = { ...completed, livemode: true };
    expect((await deliver(live as unknown as typeof completed)).status).toBe(400);
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'awaiting' });
    expect(await env.DB.prepare('SELECT 1 FROM stripe_events WHERE id = ?').bind(completed.id).first()).toBeNull();
  });

  it('a session the site did not make: 200, stored as unknown, nothing changed; a type it does not handle: ignored', async () => {
    const stand = standIn();
    const foreign = stand.event('checkout.session.completed', {
      id: 'cs_test_not_ours',
      object: 'checkout.session',
      amount_total: 100,
      currency: 'cad',
      payment_status: 'paid',
    });
    const answer = await deliver(foreign);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'unknown' });
    const other = await deliver(stand.event('customer.created', { id: 'cus_1', object: 'customer' }));
    expect(await other.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('the invoice numbers', () => {
  it('under payments arriving at once: one unbroken sequence, no gap, no duplicate', async () => {
    const stand = standIn();
    const proposals = [];
    for (let index = 0; index < 6; index += 1) proposals.push(await acceptedProposal());
    const events = [];
    for (const proposal of proposals) events.push(...stand.payByCard(await checkoutOf(proposal)));
    const answers = await Promise.all(events.map((event) => deliver(event)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const { results } = await env.DB.prepare(`SELECT series_number, number FROM invoices WHERE kind = 'invoice' ORDER BY series_number`).all<{
      series_number: number;
      number: string;
    }>();
    // This file's earlier tests issued theirs first: the whole sequence runs from 1 without a gap.
    expect(results.map((row) => row.series_number)).toEqual(results.map((_, index) => index + 1));
    expect(new Set(results.map((row) => row.number)).size).toBe(results.length);
    for (const proposal of proposals) expect(await invoicesOf(proposal.id)).toHaveLength(1);
  }, 20_000);
});
