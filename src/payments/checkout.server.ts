/**
 * The Pay post (docs/decisions/0055-deposits-and-payments.md): one Stripe Checkout Session per deposit at
 * a time, hosted by Stripe (no card or bank number ever reaches the site). An open session is reused;
 * a new one is made only when the last expired, completed without payment or failed, under an
 * idempotency key of the proposal and the attempt, so a double click or a retry makes no second one.
 * The amount is the deposit recorded with the acceptance, never anything the browser sent.
 */
import type Stripe from 'stripe';
import type { Lang } from '../languages';
import { paymentHref, proposalHref } from '../routes';
import { proposalToken } from '../proposals/link.server';
import type { ClientProposal } from '../proposals/client.server';
import { depositOf, latestSession, type DepositRow, type SessionRow } from './deposits.server';
import { stripeClient } from './stripe-client.server';
import type { StripeSetup } from './stripe-config.server';
import { receivedStates } from './states';

/** How long a session stays open, and the least time left for one to be reused rather than replaced. */
export const checkoutTimes = { openMinutes: 60, reuseMinutes: 10 } as const;

export type PayRefusal = 'notPayable' | 'paid' | 'processing';
export type PayAnswer = { url: string } | { refused: PayRefusal };

/** Why the deposit cannot be paid online now, or null. */
export function payRefusal(proposal: ClientProposal, deposit: DepositRow | null): PayRefusal | null {
  if (proposal.status !== 'accepted' || !deposit) return 'notPayable';
  if (receivedStates.includes(deposit.state)) return 'paid';
  if (deposit.state === 'processing') return 'processing';
  return null;
}

/** Checkout's words: `fr-CA`, or `en` (Checkout has no `en-CA`). */
const checkoutLocale = (lang: Lang): Stripe.Checkout.SessionCreateParams.Locale => (lang === 'fr' ? 'fr-CA' : 'en');

type Env = { DB: D1Database; SITE_URL: string; PROPOSAL_LINK_SECRET?: string };

const minutes = (count: number) => count * 60_000;

/** Marks a session expired here (it was at Stripe), forward only. */
const expireHere = (db: D1Database, session: SessionRow) =>
  db.prepare(`UPDATE checkout_sessions SET outcome = 'expired' WHERE id = ? AND outcome = 'open'`).bind(session.id).run();

/** The open session to send the client to, or what keeps them from paying. */
export async function checkoutFor(env: Env, setup: StripeSetup, proposal: ClientProposal, lang: Lang, title: string, now: number): Promise<PayAnswer> {
  const db = env.DB;
  const deposit = await depositOf(db, proposal.id);
  const refused = payRefusal(proposal, deposit);
  if (refused || !deposit) return { refused: refused ?? 'notPayable' };
  const stripe = await stripeClient(setup);
  const last = await latestSession(db, proposal.id);
  if (last?.outcome === 'open') {
    if (Date.parse(last.expires_at) - now > minutes(checkoutTimes.reuseMinutes)) {
      const live = await stripe.checkout.sessions.retrieve(last.id);
      if (live.status === 'open') return { url: live.url ?? last.url };
      // Completed at Stripe but its event is not here yet: the client has paid or a debit is on its way.
      if (live.status === 'complete') return { refused: 'processing' };
    } else {
      // Too close to its end to send a client to: closed at Stripe first, so only one is ever open.
      await stripe.checkout.sessions.expire(last.id).catch((error: unknown) => console.warn(`checkout ${last.id}: expire refused`, error));
    }
    await expireHere(db, last);
  }
  const attempt = (last?.attempt ?? 0) + 1;
  const token = await proposalToken(env, proposal.id);
  const line = title;
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      ui_mode: 'hosted_page',
      allowed_payment_method_types: ['card', 'acss_debit'],
      payment_method_options: {
        acss_debit: { currency: 'cad', mandate_options: { payment_schedule: 'sporadic', transaction_type: 'business' }, verification_method: 'automatic' },
      },
      line_items: [{ quantity: 1, price_data: { currency: 'cad', unit_amount: deposit.amount_cents, product_data: { name: line } } }],
      client_reference_id: proposal.id,
      metadata: { proposal_id: proposal.id, proposal_number: proposal.number },
      payment_intent_data: { metadata: { proposal_id: proposal.id, proposal_number: proposal.number }, description: line },
      customer_email: proposal.snapshot.client.email,
      locale: checkoutLocale(lang),
      expires_at: Math.floor((now + minutes(checkoutTimes.openMinutes)) / 1000),
      success_url: new URL(paymentHref(lang, token), env.SITE_URL).href,
      cancel_url: `${new URL(proposalHref(lang, token), env.SITE_URL).href}#pay`,
    },
    { idempotencyKey: `deposit-${proposal.id}-attempt-${attempt}` },
  );
  if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
  const at = new Date(now).toISOString();
  await db.batch([
    db
      .prepare(
        `INSERT INTO checkout_sessions (id, proposal_id, attempt, url, amount_cents, currency, livemode, created_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(
        session.id,
        proposal.id,
        attempt,
        session.url,
        session.amount_total ?? deposit.amount_cents,
        session.currency ?? 'cad',
        session.livemode ? 1 : 0,
        at,
        new Date((session.expires_at ?? 0) * 1000).toISOString(),
      ),
    db
      .prepare(
        `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT ?1, ?2, 'client', 'checkout-started', ?3
         WHERE (SELECT id FROM checkout_sessions WHERE proposal_id = ?1 AND attempt = ?4) = ?5 AND (SELECT created_at FROM checkout_sessions WHERE id = ?5) = ?2`,
      )
      .bind(proposal.id, at, JSON.stringify({ attempt }), attempt, session.id),
  ]);
  return { url: session.url };
}
