import { offsiteMethods, onlineMethods, type PaymentMethod } from '../../payments/states';

/**
 * The deposits paid in a period (docs/decisions/0055-deposits-and-payments.md), online or recorded by
 * staff, whatever happened to them since (a refund, a dispute): their amount, method and the time
 * from the acceptance to the payment.
 */
export const periodDepositsSql = `SELECT method, amount_cents, refunded_cents, accepted_at, paid_at FROM deposits
  WHERE paid_at >= ?1 AND paid_at < ?2 AND state IN ('paid', 'refunded', 'disputed')`;

type Row = { method: PaymentMethod; amount_cents: number; refunded_cents: number; accepted_at: string; paid_at: string };

export type DepositFigures = {
  paid: number;
  /** What was paid less what was refunded, taxes included, in cents. */
  collectedCents: number;
  medianDaysToPay: number | null;
  byMethod: { method: PaymentMethod; count: number }[];
};

const dayMs = 86_400_000;

export function depositFigures(rows: readonly Row[]): DepositFigures {
  const delays = rows.map((row) => (Date.parse(row.paid_at) - Date.parse(row.accepted_at)) / dayMs).sort((a, b) => a - b);
  const middle = Math.floor(delays.length / 2);
  return {
    paid: rows.length,
    collectedCents: rows.reduce((sum, row) => sum + row.amount_cents - row.refunded_cents, 0),
    medianDaysToPay: delays.length ? (delays.length % 2 ? delays[middle] : (delays[middle - 1] + delays[middle]) / 2) : null,
    byMethod: [...onlineMethods, ...offsiteMethods].map((method) => ({ method, count: rows.filter((row) => row.method === method).length })),
  };
}
