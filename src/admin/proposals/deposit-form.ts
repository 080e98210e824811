/**
 * Staff's record of a deposit paid off the site, read from its form (docs/decisions/0055-deposits-and-payments.md):
 * each refusal a message key beside its field, all at once; nothing recorded while one is refused.
 * The amount must be exactly the deposit, the day not in the future (Montréal) nor before the acceptance.
 */
import { typedHundredths } from '../../proposals/amounts';
import type { FieldError } from '../../proposals/editor-fields';
import { offsiteMethods, type OffsiteMethod } from '../../payments/states';
import type { OffsitePayment } from '../../payments/offsite.server';

/** The form's fields, in the order the page shows them. */
export const paymentFields = ['payment.method', 'payment.paidOn', 'payment.reference', 'payment.amount'] as const;
export type PaymentValues = Partial<Record<(typeof paymentFields)[number], string>>;

export const referenceMax = 100;

export function postedPayment(form: FormData): PaymentValues {
  return Object.fromEntries(paymentFields.map((name) => [name, String(form.get(name) ?? '').slice(0, 200)]));
}

export function readPayment(
  values: PaymentValues,
  deposit: { cents: number; inWords: string },
  days: { today: string; accepted: string },
): { payment: OffsitePayment } | { errors: Record<string, FieldError> } {
  const errors: Record<string, FieldError> = {};
  const method = values['payment.method'] ?? '';
  if (!(offsiteMethods as readonly string[]).includes(method)) errors['payment.method'] = { key: 'paymentMethod' };
  const paidOn = (values['payment.paidOn'] ?? '').trim();
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(paidOn) && !Number.isNaN(Date.parse(`${paidOn}T12:00:00Z`));
  if (!valid) errors['payment.paidOn'] = { key: 'paymentDate' };
  else if (paidOn > days.today) errors['payment.paidOn'] = { key: 'paymentFuture' };
  else if (paidOn < days.accepted) errors['payment.paidOn'] = { key: 'paymentBefore', values: { day: days.accepted } };
  const reference = (values['payment.reference'] ?? '').replace(/\s+/g, ' ').trim();
  if (!reference || reference.length > referenceMax) errors['payment.reference'] = { key: 'paymentReference', values: { max: referenceMax } };
  if (typedHundredths(values['payment.amount'] ?? '') !== deposit.cents)
    errors['payment.amount'] = { key: 'paymentAmount', values: { amount: deposit.inWords } };
  if (Object.keys(errors).length) return { errors };
  return { payment: { method: method as OffsiteMethod, paidOn, reference } };
}
