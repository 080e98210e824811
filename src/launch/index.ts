// What scripts/operator/launch-check.mjs bundles: the rules and this repository's facts.
export { formatProblems, launchProblems, type LaunchFacts, type Problem } from './rules';
export { repositoryFacts } from './facts';
export type { EntryFacts } from './markdown-entries';
