/**
 * The launch check (docs/decisions/0026-launch-check.md): what must be true before the site goes
 * to production. It reads the company facts, the claims of src/business and the deployed
 * configuration, and lists every placeholder or unconfirmed claim with the file and field to change.
 * Pure: the command (scripts/operator/launch-check.mjs) and the tests hand it the facts.
 */
import { entryProblems } from './markdown-entries';
import { emailProblem, neqProblem, phoneProblems, socialProblems } from './contact-details';
import { sampleProblems, statProblems, testimonialProblems } from './claims';
import { holidayProblems } from './holiday-table';
import { configProblems } from './configuration';
import { paymentProblems } from './payments';
import { siteFile, type Problem } from './problem';
import type { LaunchFacts } from './launch-facts';

export type { LaunchFacts, Problem };

/** Every placeholder or unconfirmed claim, in the order of the files to edit. */
export function launchProblems(facts: LaunchFacts): Problem[] {
  const { site } = facts;
  const problems = [
    emailProblem(siteFile, 'email (shown on every page; the notification recipient unless NOTIFY_TO is set)', site.email),
    emailProblem(siteFile, 'privacyEmail', site.privacyEmail),
    ...phoneProblems(site.phone),
    neqProblem(site.neq),
    ...socialProblems(site.social),
    ...sampleProblems(facts),
    ...statProblems(facts),
    ...testimonialProblems(facts),
    ...holidayProblems(facts),
    ...entryProblems(facts.entries, facts.today),
    ...configProblems(facts),
    ...paymentProblems(facts),
  ];
  return problems.filter((problem): problem is Problem => problem !== null);
}

/** The list as the command prints it: one line per field to change. */
export function formatProblems(problems: Problem[]): string {
  return problems.map((problem) => `  ${problem.file}  ${problem.field}\n      ${problem.value}: ${problem.reason}`).join('\n');
}
