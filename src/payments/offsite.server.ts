/**
 * A deposit paid off the site (an Interac e-Transfer, a bank transfer, a cheque), recorded by staff
 * under their verified identity (docs/decisions/0055-deposits-and-payments.md): exactly the deposit,
 * on a day not in the future; its invoice issued as an online payment's is. An online payment is
 * never recorded here: only a verified Stripe event marks one paid, and a debit on its way is refused.
 */
import { depositOf, paidProposal, paidStatements, type DepositRow } from './deposits.server';
import { sealInvoices } from './invoices.server';
import { mayMove, type OffsiteMethod } from './states';

export type OffsitePayment = { method: OffsiteMethod; paidOn: string; reference: string };
export type OffsiteOutcome = 'recorded' | 'notFound' | 'processing' | 'paid';

/** Why a deposit cannot be recorded as paid off the site now, or null. */
export function offsiteRefusal(deposit: DepositRow | null): Exclude<OffsiteOutcome, 'recorded'> | null {
  if (!deposit) return 'notFound';
  if (deposit.state === 'processing') return 'processing';
  return mayMove(deposit.state, 'paid') ? null : 'paid';
}

export async function recordOffsitePayment(
  db: D1Database,
  proposalId: string,
  payment: OffsitePayment,
  staffEmail: string,
  now: number,
): Promise<OffsiteOutcome> {
  const [deposit, proposal] = await Promise.all([depositOf(db, proposalId), paidProposal(db, proposalId)]);
  const refused = offsiteRefusal(deposit);
  if (refused || !deposit || !proposal) return refused ?? 'notFound';
  const run = crypto.randomUUID();
  // Not while a debit is on its way, whatever happened since it was read.
  await db.batch(paidStatements(db, proposal, deposit, { ...payment, by: staffEmail }, run, now, `state != 'processing'`));
  await sealInvoices(db, proposalId);
  const after = await db.prepare('SELECT last_change FROM deposits WHERE proposal_id = ?').bind(proposalId).first<{ last_change: string | null }>();
  return after?.last_change === run ? 'recorded' : (offsiteRefusal(await depositOf(db, proposalId)) ?? 'paid');
}
