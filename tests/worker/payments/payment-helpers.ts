/**
 * The deposit's worker tests (docs/decisions/0055-deposits-and-payments.md): an accepted proposal made
 * by the client's real post, Stripe answered by the repository's stand-in (scripts/test-tools/) behind
 * the worker's `fetch`, and its events signed with Stripe's own scheme (the SDK's
 * `generateTestHeaderStringAsync`: workerd's crypto is asynchronous) and posted to the real webhook.
 */
import { env } from 'cloudflare:test';
import Stripe from 'stripe';
import { vi } from 'vitest';
import type { Bindings } from '../../../src/env';
import { paymentHref, proposalHref, type Lang } from '../../../src/routes';
import { stripeApiVersion } from '../../../src/payments/stripe-config.server';
import { createStripeStandIn, type StandInEvent, type StripeStandIn } from '../../../scripts/test-tools/stripe-stand-in/stand-in';
import { call, origin } from '../helpers';
import { formPost } from '../submissions/forms-helpers';
import { seedProposal, type ProposalSeed, type SeededProposal } from '../../../scripts/data/proposal-seed';

export const standInBase = 'http://127.0.0.1:12199';
export const webhookSecret = 'whsec_test_deposits';
export const stripeEnv: Partial<Bindings> = { STRIPE_SECRET_KEY: 'sk_test_deposits', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: standInBase };

/** The stand-in behind the worker's fetch: every request to its base goes to it, any other fails the test. */
export function standIn(): StripeStandIn {
  const stand = createStripeStandIn({ origin: standInBase, apiVersion: stripeApiVersion });
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith(standInBase)) throw new Error(`unexpected fetch in a test: ${request.url}`);
    return stand.handle(request);
  });
  return stand;
}

/** A proposal accepted by the client's post (the default choice), its deposit written by the acceptance. */
export async function acceptedProposal(seed: ProposalSeed = {}): Promise<SeededProposal> {
  const proposal = await seedProposal(env.DB, seed);
  const answer = await call(
    formPost(proposalHref(seed.lang ?? 'fr', proposal.token), [
      ['action', 'accept'],
      ['option', 'care-basic'],
      ['name', 'Marie Tremblay'],
      ['agree', 'yes'],
    ]),
  );
  if (answer.status !== 200) throw new Error(`accepting answered ${answer.status}`);
  return proposal;
}

/** The client's Pay post, without JavaScript. */
export const pay = (proposal: SeededProposal, lang: Lang = 'fr', headers: Record<string, string> = {}, overrides: Partial<Bindings> = stripeEnv) =>
  call(formPost(paymentHref(lang, proposal.token), [], headers), overrides);

/** The Checkout Session a Pay post redirected to (its id, from the stand-in's URL). */
export async function checkoutOf(proposal: SeededProposal): Promise<string> {
  const answer = await pay(proposal);
  const location = answer.headers.get('location') ?? '';
  if (answer.status !== 303 || !location.startsWith(`${standInBase}/checkout/`)) throw new Error(`pay answered ${answer.status} ${location}`);
  return location.slice(`${standInBase}/checkout/`.length);
}

/** Stripe's signature header for a body: its real scheme, at `timestamp` (seconds) or now. */
export const signatureOf = (payload: string, { secret = webhookSecret, timestamp }: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider: Stripe.createSubtleCryptoProvider() });

/** A webhook post as Stripe sends it: the raw body and its signature (none when `signature` is null). */
export async function deliver(event: StandInEvent | string, { signature, ...sign }: { signature?: string | null; secret?: string; timestamp?: number } = {}) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const header = signature === undefined ? await signatureOf(body, sign) : signature;
  return call(
    new Request(`${origin}/api/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        ...(header ? { 'stripe-signature': header } : {}),
      },
      body,
    }),
    stripeEnv,
  );
}

/** Delivers every event, one after the other, and returns their answers' JSON. */
export async function deliverAll(events: StandInEvent[]) {
  const outcomes: unknown[] = [];
  for (const event of events) outcomes.push(await (await deliver(event)).json());
  return outcomes;
}

export type DepositState = {
  state: string;
  method: string | null;
  reference: string | null;
  refunded_cents: number;
  amount_cents: number;
  gst_cents: number;
  qst_cents: number;
};
export const depositRow = (id: string) => env.DB.prepare('SELECT * FROM deposits WHERE proposal_id = ?').bind(id).first<DepositState>();
export const invoicesOf = (id: string) =>
  env.DB.prepare(
    'SELECT number, kind, amount_cents, gst_cents, qst_cents, snapshot, snapshot_sha256 FROM invoices WHERE proposal_id = ? ORDER BY issued_at, number',
  )
    .bind(id)
    .all<{ number: string; kind: string; amount_cents: number; gst_cents: number; qst_cents: number; snapshot: string; snapshot_sha256: string }>()
    .then((result) => result.results);
export const historyKinds = (id: string) =>
  env.DB.prepare(`SELECT kind FROM proposal_history WHERE proposal_id = ? AND actor != 'client' ORDER BY id`)
    .bind(id)
    .all<{ kind: string }>()
    .then((result) => result.results.map((row) => row.kind));
export const acceptedDeposit = (id: string) =>
  env.DB.prepare('SELECT totals FROM proposal_acceptances WHERE proposal_id = ?')
    .bind(id)
    .first<{ totals: string }>()
    .then((row) => (JSON.parse(row?.totals ?? '{}') as { deposit: { totalCents: number; gstCents: number; qstCents: number } }).deposit);
