import type { LaunchFacts } from './launch-facts';
import type { Problem } from './problem';

/** The reply clock must know next year's holidays, or due times would count them as working days. */
export function holidayProblems(facts: LaunchFacts): Problem[] {
  const nextYear = Number(facts.today.slice(0, 4)) + 1;
  if (facts.holidaysKnownThrough >= nextYear) return [];
  return [
    {
      file: 'src/business-hours/quebec-holidays.ts',
      field: 'quebecHolidays',
      value: `through ${facts.holidaysKnownThrough}`,
      reason: `the holiday table must cover ${nextYear}: raise its last year in scripts/data/holidays.mjs and run it`,
    },
  ];
}
