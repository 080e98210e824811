import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { postGuard, refuseAsJson } from '../http/post-guard';
import { stripeSetup } from '../payments/stripe-config.server';

/** Largest event body accepted, in bytes: Stripe's events of a Checkout Session or a charge are a few kilobytes. */
export const maxStripeEventBytes = 256 * 1024;

/**
 * `POST /api/stripe/webhook` (docs/decisions/0055-deposits-and-payments.md): Stripe's events, their
 * signature verified on the raw body with the SDK's `constructEventAsync` (5 minutes' tolerance).
 * No signature, a wrong one or an old timestamp: 400, nothing stored. An event of the other mode than
 * the key's (a test event under a live key, or the reverse): 400. Then each event is applied once
 * (src/payments/stripe-events.server.ts) and answered 200, whatever it did, so Stripe stops sending it.
 */
export const stripeWebhook = new Hono<AppEnv>();

stripeWebhook.post('/', postGuard<AppEnv>({ accepts: ['application/json'], maxBytes: maxStripeEventBytes }, refuseAsJson), async (c) => {
  const setup = stripeSetup(c.env);
  if (!setup?.webhookSecret) return c.json({ error: 'not_configured' }, 503);
  const signature = c.req.header('stripe-signature');
  if (!signature) return c.json({ error: 'no_signature' }, 400);
  const body = await c.req.text();
  const [{ verifiedEvent }, { applyEvent }] = await Promise.all([import('../payments/stripe-client.server'), import('../payments/stripe-events.server')]);
  let event: Awaited<ReturnType<typeof verifiedEvent>>;
  try {
    event = await verifiedEvent(body, signature, setup.webhookSecret);
  } catch (error) {
    console.warn(`stripe webhook refused: ${error instanceof Error ? error.message : String(error)}`);
    return c.json({ error: 'bad_signature' }, 400);
  }
  if (event.livemode !== setup.live) {
    console.warn(`stripe event ${event.id} refused: ${event.livemode ? 'live' : 'test'} event under a ${setup.live ? 'live' : 'test'} key`);
    return c.json({ error: 'wrong_mode' }, 400);
  }
  const outcome = await applyEvent(c.env.DB, event, Date.now());
  if (outcome === 'applied') c.executionCtx.waitUntil(sendDepositMail(c.env, event));
  return c.json({ received: true, outcome });
});

/** What an applied event queued goes at once, as a new lead's alert does; the cron retries what fails. */
async function sendDepositMail(env: AppEnv['Bindings'], event: { id: string }) {
  const row = await env.DB.prepare('SELECT proposal_id FROM stripe_events WHERE id = ?').bind(event.id).first<{ proposal_id: string | null }>();
  if (!row?.proposal_id) return;
  const { sendProposalMail } = await import('../proposal-mail/queue.server');
  await Promise.all(
    ['deposit-paid', 'deposit-paid-staff', 'deposit-failed-staff', 'credit-note'].map((kind) => sendProposalMail(env, row.proposal_id as string, kind)),
  );
}
