import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { montrealDay } from '../../../src/business-hours/reply-clock';
import { limits } from '../../../src/submissions/limits';
import type { Bindings } from '../../../src/env';
import { sendProposalEvents } from '../../../src/proposals/webhook-events.server';
import { adminGet, mockCerts, staffEmail } from '../admin/admin-helpers';
import { staffPost } from '../proposals/staff-helpers';
import { acceptedProposal, checkoutOf, deliverAll, depositRow, invoicesOf, standIn } from './payment-helpers';

/** Staff see the deposit and record a payment made off the site (docs/decisions/0055-deposits-and-payments.md). */
beforeEach(() => {
  mockCerts();
});
afterEach(() => vi.restoreAllMocks());

const today = () => montrealDay(Date.now());
const record = (id: string, fields: Record<string, string>, lang: 'fr' | 'en' = 'fr') =>
  staffPost(`${lang === 'fr' ? '' : '/en'}/admin/proposals/${id}/deposit`, fields);
const amountOf = async (id: string) => ((await depositRow(id))?.amount_cents ?? 0) / 100;

describe('recording a payment made off the site', () => {
  it('another amount, a day in the future and no reference: 400, each error beside its field in the staff member’s language, nothing recorded', async () => {
    const proposal = await acceptedProposal();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const answer = await record(proposal.id, { 'payment.method': 'e-transfer', 'payment.paidOn': tomorrow, 'payment.reference': '', 'payment.amount': '10' });
    expect(answer.status).toBe(400);
    const body = await answer.text();
    expect(body).toContain('id="f-payment-amount-error"');
    expect(body).toContain('Le montant doit être exactement l&#x27;acompte');
    expect(body).toContain('La date du paiement ne peut pas être dans le futur.');
    expect(body).toContain('id="f-payment-reference-error"');
    expect(body).toMatch(/id="f-payment-amount"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="f-payment-amount"/);
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'awaiting' });
    expect(await invoicesOf(proposal.id)).toHaveLength(0);
    const english = await record(
      proposal.id,
      { 'payment.method': 'card', 'payment.paidOn': today(), 'payment.reference': 'x', 'payment.amount': String(await amountOf(proposal.id)) },
      'en',
    );
    expect(english.status).toBe(400);
    expect(await english.text()).toContain('Choose how the deposit was paid.');
  }, 20_000);

  it('exactly the deposit by e-Transfer: paid under the staff member’s identity, in the history, its invoice issued with the method and reference, staff alerted once; a second record is refused', async () => {
    const proposal = await acceptedProposal();
    const fields = {
      'payment.method': 'e-transfer',
      'payment.paidOn': today(),
      'payment.reference': `Virement ${proposal.number}`,
      'payment.amount': String(await amountOf(proposal.id)).replace('.', ','),
    };
    const answer = await record(proposal.id, fields);
    expect(answer.status).toBe(303);
    expect(await depositRow(proposal.id)).toMatchObject({ state: 'paid', method: 'e-transfer', reference: `Virement ${proposal.number}` });
    const recorded = await env.DB.prepare('SELECT recorded_by FROM deposits WHERE proposal_id = ?').bind(proposal.id).first<{ recorded_by: string }>();
    expect(recorded?.recorded_by).toBe(staffEmail);
    const history = await env.DB.prepare(`SELECT actor FROM proposal_history WHERE proposal_id = ? AND kind = 'deposit-paid'`)
      .bind(proposal.id)
      .all<{ actor: string }>();
    expect(history.results).toEqual([{ actor: staffEmail }]);
    const [invoice] = await invoicesOf(proposal.id);
    expect(JSON.parse(invoice.snapshot)).toMatchObject({ method: 'e-transfer', reference: `Virement ${proposal.number}`, paidOn: today() });
    const again = await record(proposal.id, fields);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Cet acompte est déjà payé.');
    expect(await invoicesOf(proposal.id)).toHaveLength(1);
    const page = await (await adminGet(`/admin/proposals/${proposal.id}`)).text();
    expect(page).toContain('État\u00a0: Payé');
    expect(page).toContain(invoice.number);
    // The documents are a list of their own: a list inside a fact's <bdi> (phrasing content only) is invalid HTML.
    expect(page).toMatch(new RegExp(`<h3>Documents</h3><ul><li><a href="[^"]+/facture/${invoice.number}">`));
    expect(page.match(/<bdi>(?:(?!<\/bdi>).)*<\/bdi>/gs)?.filter((isolated) => /<(ul|ol|li|div|p|dl)[\s>]/.test(isolated))).toEqual([]);
  });

  it('a debit on its way cannot be recorded as paid by staff; the Proposals view shows each deposit’s state', async () => {
    vi.restoreAllMocks();
    const stand = standIn();
    const debit = await acceptedProposal();
    await deliverAll(stand.startDebit(await checkoutOf(debit)));
    const card = await acceptedProposal();
    await deliverAll(stand.payByCard(await checkoutOf(card)));
    vi.restoreAllMocks();
    mockCerts();
    const answer = await record(debit.id, {
      'payment.method': 'cheque',
      'payment.paidOn': today(),
      'payment.reference': '123',
      'payment.amount': String(await amountOf(debit.id)),
    });
    expect(answer.status).toBe(409);
    expect(await answer.text()).toContain('Un débit préautorisé est en cours');
    expect(await depositRow(debit.id)).toMatchObject({ state: 'processing' });
    const list = await (await adminGet('/admin/proposals?status=accepted')).text();
    expect(list).toContain('admin-deposit-processing');
    expect(list).toContain('admin-deposit-paid');
  });
});

describe('the staff alerts of deposits', () => {
  it('the webhook’s deposit.paid carries the number, the client, the amount, the method, the reference and the invoice; a chat gets them in words', async () => {
    const proposal = await acceptedProposal();
    await record(proposal.id, {
      'payment.method': 'bank-transfer',
      'payment.paidOn': today(),
      'payment.reference': 'WIRE-77',
      'payment.amount': String(await amountOf(proposal.id)),
    });
    const posted: { id: string; payload: Record<string, unknown> }[] = [];
    const outbox = {
      post: async (_env: Bindings, id: string, payload: object) => void posted.push({ id, payload: payload as Record<string, unknown> }),
      patience: { maxAttempts: 3, firstPauseMinutes: 1, maxPauseMinutes: 5 },
    };
    await sendProposalEvents(env as unknown as Bindings, { ...outbox, format: () => 'standard' });
    const mine = posted.find((item) => item.id === `deposit.paid_${proposal.id}`);
    const [invoice] = await invoicesOf(proposal.id);
    expect(mine?.payload).toMatchObject({
      type: 'deposit.paid',
      data: {
        number: proposal.number,
        client: 'Boulangerie Tremblay',
        deposit: { method: 'bank-transfer', reference: 'WIRE-77', invoice: invoice.number, amountCents: (await amountOf(proposal.id)) * 100 },
      },
    });
    await env.DB.prepare('UPDATE proposal_events SET sent_at = NULL, attempts = 0 WHERE proposal_id = ?').bind(proposal.id).run();
    posted.length = 0;
    await sendProposalEvents(env as unknown as Bindings, { ...outbox, format: () => 'slack' });
    const chat = JSON.stringify(posted.find((item) => item.id === `deposit.paid_${proposal.id}`)?.payload);
    expect(chat).toContain(`Acompte de la proposition ${proposal.number} payé`);
    expect(chat).toContain('Virement bancaire');
  }, 20_000);

  it('are bounded like the other staff alerts: past the hour’s number, the e-mail and the webhook event are recorded as over budget', async () => {
    const paid = [];
    for (let index = 0; index <= limits.staffAlertsPerHour; index += 1) {
      const proposal = await acceptedProposal();
      await record(proposal.id, {
        'payment.method': 'cheque',
        'payment.paidOn': today(),
        'payment.reference': `#${index}`,
        'payment.amount': String(await amountOf(proposal.id)),
      });
      paid.push(proposal.id);
    }
    // This file's earlier payments count in the same hour: the bound holds for all of them together.
    const counts = await env.DB.prepare(
      `SELECT (SELECT count(*) FROM proposal_mail WHERE kind = 'deposit-paid-staff' AND skipped IS NULL) AS mail,
              (SELECT count(*) FROM proposal_events WHERE event = 'deposit.paid' AND skipped IS NULL) AS events`,
    ).first<{ mail: number; events: number }>();
    expect(counts).toEqual({ mail: limits.staffAlertsPerHour, events: limits.staffAlertsPerHour });
    const last = await env.DB.prepare(`SELECT skipped FROM proposal_mail WHERE proposal_id = ? AND kind = 'deposit-paid-staff'`)
      .bind(paid.at(-1))
      .first<{ skipped: string }>();
    expect(last?.skipped).toBe('budget');
    expect(await invoicesOf(paid.at(-1) ?? '')).toHaveLength(1);
  }, 30_000);
});
