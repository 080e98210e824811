import { inReviewOf } from '../shared/lead-queries.server';
import { leadsView, notLeadForms } from '../shared/inbox-views';
import { leadFigures, periodLeadsSql, shortestPromiseMs, unansweredSql, type LeadFigures } from './lead-figures.server';
import { rangeOf, type Period, type Range } from './period';
import { summarizeVitals, visitorStatements, wizardFunnel, type Statement, type VitalRow, type VitalSummary } from './visitors';
import type { WizardStage } from '../../business/measurement';
import { periodProposalsSql, proposalFigures, type ProposalFigures } from './proposal-figures.server';
import { depositFigures, periodDepositsSql, type DepositFigures } from './deposit-figures.server';

/** Every figure of the dashboard for a period. */
export type DashboardFigures = {
  range: Range;
  leads: LeadFigures;
  /** Posts held for review, whatever the period (docs/decisions/0046-review-pile-and-email-budget.md). */
  inReview: number;
  visitors: {
    perDay: { day: string; views: number }[];
    perPage: { path: string; lang: string; views: number }[];
    vitals: VitalSummary[];
    wizard: { stage: WizardStage; visits: number }[];
  };
  proposals: ProposalFigures;
  deposits: DepositFigures;
};

/**
 * The statements behind every figure, in the order `figuresOf` reads their rows. The dashboard runs
 * them in one D1 batch; `npm run stats` runs the same in one batch too.
 */
export function dashboardStatements(range: Range, now: number): Statement[] {
  const visitors = visitorStatements(range.firstDay, range.lastDay);
  return [
    { sql: periodLeadsSql, params: [range.fromIso, range.toIso, notLeadForms] },
    { sql: unansweredSql, params: [new Date(now - shortestPromiseMs).toISOString(), notLeadForms] },
    visitors.viewsPerDay,
    visitors.viewsPerPage,
    visitors.vitals,
    visitors.wizard,
    // The leads' review pile, as the link under the leads' figures opens it (docs/decisions/0051-inbox-views.md).
    { sql: inReviewOf(leadsView).sql, params: inReviewOf(leadsView).binds },
    // The proposals sent in the period (docs/decisions/0052-proposals.md).
    { sql: periodProposalsSql, params: [range.fromIso, range.toIso] },
    // The deposits paid in the period (docs/decisions/0055-deposits-and-payments.md).
    { sql: periodDepositsSql, params: [range.fromIso, range.toIso] },
  ];
}

/** The figures from the rows of `dashboardStatements`, in the same order. */
export function figuresOf(range: Range, results: unknown[][], now: number): DashboardFigures {
  const [leads, unanswered, perDay, perPage, vitals, wizard, review, proposals, deposits] = results;
  const viewsByDay = new Map((perDay as { day: string; views: number }[]).map((row) => [row.day, row.views]));
  return {
    range,
    leads: leadFigures(range, leads as never, unanswered as never, now),
    inReview: (review as { n: number }[])[0]?.n ?? 0,
    visitors: {
      perDay: range.dayList.map((day) => ({ day, views: viewsByDay.get(day) ?? 0 })),
      perPage: perPage as DashboardFigures['visitors']['perPage'],
      vitals: summarizeVitals(vitals as VitalRow[]),
      wizard: wizardFunnel(wizard as { stage: string; visits: number }[]),
    },
    proposals: proposalFigures((proposals ?? []) as never),
    deposits: depositFigures((deposits ?? []) as never),
  };
}

export async function dashboardFigures(db: D1Database, days: Period, now = Date.now()): Promise<DashboardFigures> {
  const range = rangeOf(days, now);
  const results = await db.batch(dashboardStatements(range, now).map((statement) => db.prepare(statement.sql).bind(...statement.params)));
  return figuresOf(
    range,
    results.map((result) => result.results),
    now,
  );
}
