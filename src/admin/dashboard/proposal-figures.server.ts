import { declineReasons, type DeclineReason } from '../../proposals/decline-reasons';
import { medianDays } from './median-days';

/**
 * The proposals of a period (docs/decisions/0052-proposals.md): those sent in it, a replaced one left
 * out (its revision stands for it), each with its acceptance's time and total.
 */
export const periodProposalsSql = `SELECT p.status, p.sent_at, p.decline_reason, a.at AS accepted_at, json_extract(a.totals, '$.total.totalCents') AS total_cents
  FROM proposals p LEFT JOIN proposal_acceptances a ON a.proposal_id = p.id
  WHERE p.sent_at >= ?1 AND p.sent_at < ?2 AND p.status NOT IN ('draft', 'replaced')`;

type Row = { status: string; sent_at: string; decline_reason: DeclineReason | null; accepted_at: string | null; total_cents: number | null };

export type ProposalFigures = {
  sent: number;
  accepted: number;
  /** Taxes included, in cents. */
  valueAcceptedCents: number;
  medianDaysToAccept: number | null;
  declineReasons: { reason: DeclineReason; count: number }[];
};

export function proposalFigures(rows: readonly Row[]): ProposalFigures {
  const accepted = rows.filter((row) => row.status === 'accepted' && row.accepted_at);
  return {
    sent: rows.length,
    accepted: accepted.length,
    valueAcceptedCents: accepted.reduce((sum, row) => sum + (row.total_cents ?? 0), 0),
    medianDaysToAccept: medianDays(accepted.map((row) => [row.sent_at, row.accepted_at ?? ''])),
    declineReasons: declineReasons.map((reason) => ({
      reason,
      count: rows.filter((row) => row.status === 'declined' && row.decline_reason === reason).length,
    })),
  };
}
