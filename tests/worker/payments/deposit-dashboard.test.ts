import { afterEach, describe, expect, it, vi } from 'vitest';
import { montrealDay } from '../../../src/business-hours/reply-clock';
import { centsInWords } from '../../../src/proposals/amounts';
import { adminGet, mockCerts } from '../admin/admin-helpers';
import { clockAt } from '../helpers';
import { staffPost } from '../proposals/staff-helpers';
import { acceptedProposal, checkoutOf, deliverAll, depositRow, standIn } from './payment-helpers';

/** The dashboard's deposits (docs/decisions/0055-deposits-and-payments.md), counted from real rows. */
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const day = 86_400_000;

describe('the dashboard', () => {
  it('adds the deposits paid in the period, the amount collected, the median time from acceptance to payment and the split by method', async () => {
    const now = Date.now();
    clockAt(now - 2 * day);
    const byCard = await acceptedProposal({ sentAt: now - 3 * day });
    clockAt(now - 4 * day);
    const byTransfer = await acceptedProposal({ sentAt: now - 5 * day });
    vi.useRealTimers();
    const stand = standIn();
    await deliverAll(stand.payByCard(await checkoutOf(byCard)));
    vi.restoreAllMocks();
    mockCerts();
    const amount = (await depositRow(byTransfer.id))?.amount_cents ?? 0;
    const recorded = await staffPost(`/admin/proposals/${byTransfer.id}/deposit`, {
      'payment.method': 'e-transfer',
      'payment.paidOn': montrealDay(Date.now()),
      'payment.reference': 'INTERAC-1',
      'payment.amount': String(amount / 100),
    });
    expect(recorded.status).toBe(303);

    const page = await (await adminGet('/en/admin/dashboard?days=7')).text();
    const facts = (term: string) => new RegExp(`<dt>${term}</dt><dd><bdi>([^<]*)</bdi></dd>`).exec(page)?.[1];
    expect(facts('Deposits paid')).toBe('2');
    const collected = ((await depositRow(byCard.id))?.amount_cents ?? 0) + amount;
    expect(facts('Amount collected \\(taxes included, less refunds\\)')).toBe(centsInWords('en', collected));
    expect(facts('Median time from acceptance to payment')).toBe('3 days');
    expect(page).toMatch(/Card \(Stripe\)<\/th><td>1<\/td>/);
    expect(page).toMatch(/Interac e-Transfer<\/th><td>1<\/td>/);
    expect(page).toMatch(/Pre-authorized debit \(Stripe\)<\/th><td>0<\/td>/);
  }, 20_000);
});
