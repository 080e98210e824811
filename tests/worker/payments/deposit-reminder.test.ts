import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockAt } from '../helpers';
import { runCron } from '../submissions/forms-helpers';
import { acceptedProposal, checkoutOf, deliverAll, standIn } from './payment-helpers';

/** One reminder to a client whose deposit is unpaid 3 business days after the acceptance (docs/decisions/0055-deposits-and-payments.md). */
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const reminders = (id: string) =>
  env.DB.prepare(`SELECT count(*) AS n FROM proposal_mail WHERE proposal_id = ? AND kind = 'deposit-reminder'`)
    .bind(id)
    .first<{ n: number }>()
    .then((row) => row?.n ?? 0);

// Monday 30 November 2026, 10:00 in Montréal (15:00 UTC): three business days later is Thursday at 10:00.
const monday = Date.parse('2026-11-30T15:00:00Z');

describe('the deposit reminder', () => {
  it('not before three business days, then once; never for a paid deposit', async () => {
    clockAt(monday);
    const unpaid = await acceptedProposal({ sentAt: monday });
    const stand = standIn();
    const paid = await acceptedProposal({ sentAt: monday });
    await deliverAll(stand.payByCard(await checkoutOf(paid)));
    vi.restoreAllMocks();

    clockAt(Date.parse('2026-12-03T14:59:00Z'));
    await runCron();
    expect(await reminders(unpaid.id)).toBe(0);

    clockAt(Date.parse('2026-12-03T15:01:00Z'));
    await runCron();
    expect(await reminders(unpaid.id)).toBe(1);
    expect(await reminders(paid.id)).toBe(0);
    const history = await env.DB.prepare(`SELECT count(*) AS n FROM proposal_history WHERE proposal_id = ? AND kind = 'deposit-reminded'`)
      .bind(unpaid.id)
      .first<{ n: number }>();
    expect(history?.n).toBe(1);

    clockAt(Date.parse('2026-12-04T15:01:00Z'));
    await runCron();
    const rows = await env.DB.prepare(`SELECT queued_at FROM proposal_mail WHERE proposal_id = ? AND kind = 'deposit-reminder'`)
      .bind(unpaid.id)
      .all<{ queued_at: string }>();
    expect(rows.results.map((row) => row.queued_at)).toEqual(['2026-12-03T15:01:00.000Z']);
  }, 20_000);
});
