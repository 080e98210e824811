import type { Range } from './format';
import { businessApplicationDuration, showcaseSiteDuration } from './services';

/**
 * The four phases of the process page, each with an illustration in public/images/process. Their
 * durations are those of a medium project (a business application): they add up to
 * `businessApplicationDuration`, and the page says so.
 */
export const processPhases = [
  { id: 'discovery', duration: { min: 1, max: 2, unit: 'week' } },
  { id: 'design', duration: { min: 2, max: 3, unit: 'week' } },
  { id: 'development', duration: { min: 4, max: 9, unit: 'week' } },
  { id: 'deployment', duration: { min: 1, max: 2, unit: 'week' } },
] as const satisfies readonly { id: string; duration: Range }[];

export const methodologyValues = ['collaborative', 'iterative', 'quality', 'results'] as const;

/** Typical project sizes and how long they take. */
export const projectSizes = [
  { id: 'simple', duration: showcaseSiteDuration },
  { id: 'medium', duration: businessApplicationDuration },
  { id: 'complex', duration: { min: 6, max: 12, unit: 'month' } },
] as const satisfies readonly { id: string; duration: Range }[];
