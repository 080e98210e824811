/**
 * The three openings: salary ranges in CAD per year. Texts in careers.json `jobs.<id>`. They are
 * samples (docs/decisions/0026-launch-check.md): the launch check refuses an opening marked `sample`.
 */
export const jobs = [
  { id: 'fullstack', department: 'engineering', employmentType: 'FULL_TIME', salary: { min: 70000, max: 90000 }, posted: '2026-11-01', sample: true },
  { id: 'designer', department: 'design', employmentType: 'FULL_TIME', salary: { min: 55000, max: 70000 }, posted: '2026-11-01', sample: true },
  { id: 'marketing', department: 'marketing', employmentType: 'FULL_TIME', salary: { min: 50000, max: 65000 }, posted: '2026-11-01', sample: true },
] as const;

export type JobId = (typeof jobs)[number]['id'];

export const careerBenefits = ['flexibility', 'growth', 'team', 'impact'] as const;

/** How long a posting stays valid, in days (for JobPosting.validThrough). */
export const postingValidDays = 90;
