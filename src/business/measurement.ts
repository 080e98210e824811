import { quoteSteps } from './quote-choices';

/**
 * First-party measurement after consent: what the browser may report and how the worker keeps it.
 * Vitals are stored as daily counts per histogram bucket, never one row per visitor; the bucket
 * bounds include the rating thresholds of web.dev, so the rating band follows from the bucket.
 */
export const vitalNames = ['LCP', 'INP', 'CLS'] as const;
export type VitalName = (typeof vitalNames)[number];

type VitalScale = {
  /** Upper bounds of "good" and "needs improvement"; above the second is "poor". */
  thresholds: readonly [number, number];
  /** Lower bounds of the histogram buckets (the last bucket is open-ended). */
  buckets: readonly number[];
  /** Largest value accepted from a browser. */
  max: number;
  unit: 'ms' | '';
};

export const vitalScales: Record<VitalName, VitalScale> = {
  LCP: {
    thresholds: [2500, 4000],
    buckets: [0, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000],
    max: 600_000,
    unit: 'ms',
  },
  INP: {
    thresholds: [200, 500],
    buckets: [0, 50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 5000],
    max: 600_000,
    unit: 'ms',
  },
  CLS: {
    thresholds: [0.1, 0.25],
    buckets: [0, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.35, 0.5, 0.75, 1, 2],
    max: 100,
    unit: '',
  },
};

export type Rating = 'good' | 'needs-improvement' | 'poor';

export function ratingOf(name: VitalName, value: number): Rating {
  const [good, fair] = vitalScales[name].thresholds;
  return value <= good ? 'good' : value <= fair ? 'needs-improvement' : 'poor';
}

/** The bucket a value falls in: [low, high), high null for the open-ended last one. */
export function bucketOf(name: VitalName, value: number): { low: number; high: number | null } {
  const bounds = vitalScales[name].buckets;
  let index = 0;
  while (index + 1 < bounds.length && value >= bounds[index + 1]) index++;
  return { low: bounds[index], high: bounds[index + 1] ?? null };
}

/** The route id reported for the 404 page; its path is never stored (it could be anything). */
export const notFoundRoute = 'notFound';
export const notFoundPath = '*';

/**
 * The quote wizard's funnel: each step a visit reached (`quoteSteps`), then `sent`. The wizard
 * announces the step it shows with a DOM event; the analytics module, loaded only after consent,
 * reports each stage once per visit (docs/decisions/0039-dashboard.md).
 */
export const wizardStages = [...quoteSteps, 'sent'] as const;
export type WizardStage = (typeof wizardStages)[number];
/** The DOM event the wizard dispatches on `document` with the index of the step it shows (`quoteSteps.length` once sent). */
export const wizardStepEvent = 'quote-wizard-step';
/** Session storage: the highest stage this tab's visit already reported. */
export const wizardReachedKey = 'mrn.quoteWizard.reached';
