import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptedDeposit, acceptedProposal, checkoutOf, deliver, deliverAll, depositRow, historyKinds, invoicesOf, standIn } from './payment-helpers';

/**
 * A deposit paid through Stripe, every order its events may arrive in (docs/decisions/0055-deposits-and-payments.md):
 * real D1, the stand-in's events signed with Stripe's scheme, posted to the real webhook.
 */
afterEach(() => vi.restoreAllMocks());

const year = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal', year: 'numeric' }).format(Date.now());
const mailRow = (id: string, kind: string) =>
  env.DB.prepare('SELECT kind, skipped FROM proposal_mail WHERE proposal_id = ? AND kind = ?').bind(id, kind).first<{ kind: string; skipped: string | null }>();
const eventRow = (id: string, event: string) =>
  env.DB.prepare('SELECT event, skipped FROM proposal_events WHERE proposal_id = ? AND event = ?')
    .bind(id, event)
    .first<{ event: string; skipped: string | null }>();

describe('a card payment', () => {
  it('completed and paid: the deposit is paid by card with its PaymentIntent, its invoice issued with the acceptance’s figures to the cent, the client and staff told', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const session = await checkoutOf(proposal);
    expect(stand.session(session)).toMatchObject({ currency: 'cad', client_reference_id: proposal.id, locale: 'fr-CA' });
    const [completed] = stand.payByCard(session);
    const answer = await deliver(completed);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'applied' });

    const deposit = await depositRow(proposal.id);
    expect(deposit).toMatchObject({ state: 'paid', method: 'card', reference: stand.session(session).payment_intent });
    const accepted = await acceptedDeposit(proposal.id);
    const [invoice] = await invoicesOf(proposal.id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: `F-${year()}-0001`,
      amount_cents: accepted.totalCents,
      gst_cents: accepted.gstCents,
      qst_cents: accepted.qstCents,
    });
    expect(invoice.snapshot).toContain(`"number":"F-${year()}-0001"`);
    expect(invoice.snapshot_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(await historyKinds(proposal.id)).toContain('deposit-paid');
    expect(await mailRow(proposal.id, 'deposit-paid')).toMatchObject({ skipped: null });
    expect(await mailRow(proposal.id, 'deposit-paid-staff')).toMatchObject({ skipped: null });
    expect(await eventRow(proposal.id, 'deposit.paid')).toMatchObject({ skipped: null });
  }, 20_000);

  it('the same event twice, or at once: stored once, one invoice, one line of history', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const [completed] = stand.payByCard(await checkoutOf(proposal));
    const answers = await Promise.all([deliver(completed), deliver(completed)]);
    const again = await deliver(completed);
    expect([...answers, again].every((answer) => answer.status === 200)).toBe(true);
    expect((await again.json()) as object).toEqual({ received: true, outcome: 'duplicate' });
    expect(await invoicesOf(proposal.id)).toHaveLength(1);
    expect((await historyKinds(proposal.id)).filter((kind) => kind === 'deposit-paid')).toHaveLength(1);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM stripe_events WHERE id = ?').bind(completed.id).first<{ n: number }>();
    expect(stored?.n).toBe(1);
  });
});

describe('a pre-authorized debit', () => {
  it('completed unpaid, then succeeded: processing, then paid by debit and invoiced', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const session = await checkoutOf(proposal);
    await deliverAll(stand.startDebit(session));
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'processing', method: 'acss_debit' });
    expect(await invoicesOf(proposal.id)).toHaveLength(0);
    await deliverAll(stand.settleDebit(session));
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'paid', method: 'acss_debit' });
    expect(await invoicesOf(proposal.id)).toHaveLength(1);
    expect(await historyKinds(proposal.id)).toEqual(['sent', 'deposit-processing', 'deposit-paid']);
  });

  it('succeeded before completed: paid at once; the late completion moves nothing back', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const session = await checkoutOf(proposal);
    const [completed] = stand.startDebit(session);
    const [succeeded] = stand.settleDebit(session);
    await deliverAll([succeeded, completed]);
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'paid', method: 'acss_debit' });
    expect(await invoicesOf(proposal.id)).toHaveLength(1);
    expect(await historyKinds(proposal.id)).toEqual(['sent', 'deposit-paid']);
  });

  it('a failed debit, then a card: failed (staff alerted), a second session, paid by card; the old session’s late events change nothing', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const first = await checkoutOf(proposal);
    const [completed] = stand.startDebit(first);
    const [failed] = stand.settleDebit(first, false);
    await deliverAll([completed, failed]);
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'failed' });
    expect(await mailRow(proposal.id, 'deposit-failed-staff')).toMatchObject({ skipped: null });
    expect(await eventRow(proposal.id, 'deposit.failed')).toMatchObject({ skipped: null });

    const second = await checkoutOf(proposal);
    expect(second).not.toBe(first);
    await deliverAll(stand.payByCard(second));
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'paid', method: 'card' });
    // The first session's events again, late and out of order.
    await deliverAll([
      { ...failed, id: `${failed.id}_late` },
      { ...completed, id: `${completed.id}_late` },
    ]);
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'paid', method: 'card' });
    expect(await invoicesOf(proposal.id)).toHaveLength(1);
  });

  it('an expired session is closed; the deposit still awaits and the next Pay opens a new one', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const first = await checkoutOf(proposal);
    await deliverAll(stand.expire(first));
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'awaiting' });
    const outcome = await env.DB.prepare('SELECT outcome FROM checkout_sessions WHERE id = ?').bind(first).first<{ outcome: string }>();
    expect(outcome?.outcome).toBe('expired');
    expect(await checkoutOf(proposal)).not.toBe(first);
  });
});

describe('after the payment', () => {
  it('a partial then a full refund: two credit notes for what was refunded each time, their taxes adding up to the invoice’s exactly', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const session = await checkoutOf(proposal);
    await deliverAll(stand.payByCard(session));
    const [invoice] = await invoicesOf(proposal.id);
    await deliverAll(stand.refund(session, 10_000));
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'refunded', refunded_cents: 10_000 });
    const [full] = stand.refund(session, invoice.amount_cents);
    await deliverAll([full, full]);
    const credits = (await invoicesOf(proposal.id)).filter((row) => row.kind === 'credit-note');
    expect(credits.map((row) => row.number)).toEqual([`NC-${year()}-0001`, `NC-${year()}-0002`]);
    expect(credits.map((row) => row.amount_cents)).toEqual([10_000, invoice.amount_cents - 10_000]);
    expect(credits[0].gst_cents + credits[1].gst_cents).toBe(invoice.gst_cents);
    expect(credits[0].qst_cents + credits[1].qst_cents).toBe(invoice.qst_cents);
    expect(JSON.parse(credits[0].snapshot)).toMatchObject({ kind: 'credit-note', credits: invoice.number });
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'refunded', refunded_cents: invoice.amount_cents });
  });

  it('an old refund arriving after a larger one changes nothing', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const session = await checkoutOf(proposal);
    await deliverAll(stand.payByCard(session));
    const [small] = stand.refund(session, 5_000);
    const [larger] = stand.refund(session, 5_000);
    await deliverAll([larger, small]);
    const credits = (await invoicesOf(proposal.id)).filter((row) => row.kind === 'credit-note');
    expect(credits.map((row) => row.amount_cents)).toEqual([10_000]);
  });

  it('a dispute: the deposit is disputed, in the history', async () => {
    const stand = standIn();
    const proposal = await acceptedProposal();
    const session = await checkoutOf(proposal);
    await deliverAll([...stand.payByCard(session), ...stand.dispute(session)]);
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'disputed' });
    expect(await historyKinds(proposal.id)).toContain('deposit-disputed');
  });
});
