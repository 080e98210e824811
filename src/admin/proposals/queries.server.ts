import { montrealDay } from '../../business-hours/reply-clock';
import { isExpired } from '../../proposals/validity';
import type { ProposalRow } from '../../proposals/staff-store.server';
import { pageSize } from '../shared/filters';
import type { DepositState } from '../../payments/states';

/**
 * The Proposals view's reads (docs/decisions/0052-proposals.md, "The Proposals view"): a proposal's
 * state as staff read it, which adds to its stored status what its dates say (opened, expired).
 */
export const proposalStates = ['draft', 'sent', 'opened', 'accepted', 'declined', 'expired', 'replaced', 'withdrawn'] as const;
export type ProposalState = (typeof proposalStates)[number];

export const isProposalState = (text: string | null | undefined): text is ProposalState => (proposalStates as readonly string[]).includes(text ?? '');

/** A sent proposal is expired after 23:59:59 of its last day, else opened once the client opened it. */
export function stateOf(row: Pick<ProposalRow, 'status' | 'valid_until' | 'first_opened_at'>, now = Date.now()): ProposalState {
  if (row.status !== 'sent') return row.status;
  if (row.valid_until && isExpired(row.valid_until, now)) return 'expired';
  return row.first_opened_at ? 'opened' : 'sent';
}

/** The same rule in SQL, `?1` being today's Montréal day (expired: its last day is before today). */
const stateSql = `CASE WHEN status != 'sent' THEN status WHEN valid_until < ?1 THEN 'expired' WHEN first_opened_at IS NOT NULL THEN 'opened' ELSE 'sent' END`;

/** A listed proposal, with its deposit's state when it has one (docs/decisions/0055-deposits-and-payments.md). */
export type ListedProposal = ProposalRow & { state: ProposalState; lead_form: string | null; deposit_state: DepositState | null };

export async function listProposals(
  db: D1Database,
  state: ProposalState | undefined,
  page: number,
  now = Date.now(),
): Promise<{ rows: ListedProposal[]; total: number; counts: Record<string, number> }> {
  const today = montrealDay(now);
  const where = state ? `WHERE (${stateSql}) = ?2` : '';
  const [list, total, counts] = await db.batch([
    db
      .prepare(
        `SELECT p.*, (${stateSql}) AS state, (SELECT form FROM submissions WHERE id = p.submission_id) AS lead_form,
           (SELECT state FROM deposits WHERE proposal_id = p.id) AS deposit_state FROM proposals AS p ${where}
         ORDER BY p.updated_at DESC, p.id LIMIT ?3 OFFSET ?4`,
      )
      .bind(today, state ?? null, pageSize, (page - 1) * pageSize),
    state ? db.prepare(`SELECT count(*) AS n FROM proposals ${where}`).bind(today, state) : db.prepare('SELECT count(*) AS n FROM proposals'),
    db.prepare(`SELECT ${stateSql} AS state, count(*) AS n FROM proposals GROUP BY 1`).bind(today),
  ]);
  return {
    rows: list.results as ListedProposal[],
    total: (total.results[0] as { n: number }).n,
    counts: Object.fromEntries((counts.results as { state: string; n: number }[]).map((row) => [row.state, row.n])),
  };
}
