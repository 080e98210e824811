import { offsiteMethods, onlineMethods, type PaymentMethod } from '../../payments/states';
import { medianDays } from './median-days';

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

export function depositFigures(rows: readonly Row[]): DepositFigures {
  return {
    paid: rows.length,
    collectedCents: rows.reduce((sum, row) => sum + row.amount_cents - row.refunded_cents, 0),
    medianDaysToPay: medianDays(rows.map((row) => [row.accepted_at, row.paid_at])),
    byMethod: [...onlineMethods, ...offsiteMethods].map((method) => ({ method, count: rows.filter((row) => row.method === method).length })),
  };
}
