import type { WizardStage } from '../business/measurement';

/** Adds one visit to the day's total for a stage of the quote wizard (daily totals only). */
export async function countWizardStage(db: D1Database, day: string, stage: WizardStage): Promise<void> {
  await db
    .prepare(
      `INSERT INTO quote_wizard_daily (day, stage, visits) VALUES (?1, ?2, 1)
       ON CONFLICT (day, stage) DO UPDATE SET visits = visits + 1`,
    )
    .bind(day, stage)
    .run();
}
