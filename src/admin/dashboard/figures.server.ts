import { leadFigures, periodLeadsSql, shortestPromiseMs, unansweredSql, type LeadFigures } from './leads.server';
import { rangeOf, type Period, type Range } from './period';
import { summarizeVitals, visitorStatements, wizardFunnel, type VitalRow, type VitalSummary } from './visitors';
import type { WizardStage } from '../../content/analytics';

/** Every figure of the dashboard for a period, read in one D1 batch. */
export type DashboardFigures = {
  range: Range;
  leads: LeadFigures;
  visitors: {
    perDay: { day: string; views: number }[];
    perPage: { path: string; lang: string; views: number }[];
    vitals: VitalSummary[];
    wizard: { stage: WizardStage; visits: number }[];
  };
};

export async function dashboardFigures(db: D1Database, days: Period, now = Date.now()): Promise<DashboardFigures> {
  const range = rangeOf(days, now);
  const visitors = visitorStatements(range.firstDay, range.lastDay);
  const [leads, unanswered, perDay, perPage, vitals, wizard] = await db.batch([
    db.prepare(periodLeadsSql).bind(range.fromIso, range.toIso),
    db.prepare(unansweredSql).bind(new Date(now - shortestPromiseMs).toISOString()),
    ...[visitors.viewsPerDay, visitors.viewsPerPage, visitors.vitals, visitors.wizard].map((statement) => db.prepare(statement.sql).bind(...statement.params)),
  ]);
  const viewsByDay = new Map((perDay.results as { day: string; views: number }[]).map((row) => [row.day, row.views]));
  return {
    range,
    leads: leadFigures(range, leads.results as never, unanswered.results as never, now),
    visitors: {
      perDay: range.dayList.map((day) => ({ day, views: viewsByDay.get(day) ?? 0 })),
      perPage: perPage.results as DashboardFigures['visitors']['perPage'],
      vitals: summarizeVitals(vitals.results as VitalRow[]),
      wizard: wizardFunnel(wizard.results as { stage: string; visits: number }[]),
    },
  };
}
