import { companyFacts } from './company-facts';
import { replyPromise } from './reply-promise';
import { serviceIds } from './services';

/**
 * Where a figure comes from (docs/decisions/0025-claims-and-sources.md): a survey (how many answered,
 * how many said they were satisfied, in which year), a count on a given date, or a plain fact of
 * the company or its service (no statistic: a founding year, what a plan does). The pages say it under the
 * figure; the launch check refuses a statistic whose source is missing, does not add up, or is
 * marked `sample` (an illustration for development, not a survey or count the company made).
 */
export type StatSource =
  | { kind: 'survey'; respondents: number; satisfied: number; year: number; sample?: true }
  | { kind: 'count'; countedOn: string; sample?: true }
  | { kind: 'fact' }
  | null;

export type Stat = { id: string; value: number | null; suffix: 'plus' | 'percent' | 'businessDays' | null; source: StatSource };

/**
 * Figures shown on the home page: value, how it is written, and its source. The satisfaction
 * figure is the end-of-project survey (one answer per delivered project), which is why it can
 * count more answers than there are clients. The sources below are samples until the company
 * records its own survey and counts: the launch check refuses them.
 */
export const homeStats = [
  { id: 'projects', value: 50, suffix: 'plus', source: { kind: 'count', countedOn: '2026-11-01', sample: true } },
  { id: 'satisfaction', value: 98, suffix: 'percent', source: { kind: 'survey', respondents: 50, satisfied: 49, year: 2026, sample: true } },
  /** Round-the-clock uptime monitoring, not support (support keeps the opening hours of company-facts.ts). */
  { id: 'monitoring', value: null, suffix: null, source: { kind: 'fact' } },
  { id: 'experience', value: 3, suffix: null, source: { kind: 'count', countedOn: '2026-11-01', sample: true } },
] as const satisfies readonly Stat[];

/** Figures shown on the about page. */
export const aboutStats = [
  { id: 'founded', value: companyFacts.foundingYear, suffix: null, source: { kind: 'fact' } },
  { id: 'clients', value: 25, suffix: 'plus', source: { kind: 'count', countedOn: '2026-11-01', sample: true } },
  { id: 'services', value: serviceIds.length, suffix: null, source: { kind: 'fact' } },
  /** The reply promise (docs/decisions/0031-reply-promise.md), with the business day it counts under it. */
  { id: 'response', value: replyPromise.businessDays, suffix: 'businessDays', source: { kind: 'fact' } },
] as const satisfies readonly Stat[];

export type StatEntry = (typeof homeStats)[number] | (typeof aboutStats)[number];

/**
 * What a testimonial may only be shown with: the written consent of the person quoted (Law 25,
 * and the Competition Act on testimonials), recorded as who gave it, for which company, and when.
 */
export type TestimonialConsent = { name: string; company: string; consentedOn: string } | null;

/**
 * Three testimonials, all rated five out of five. The sample ones have no recorded consent: the
 * launch check refuses to deploy them until `consent` holds the written consent's record.
 */
export const testimonials: readonly { id: string; rating: number; consent: TestimonialConsent }[] = [
  { id: 'boulangerie', rating: 5, consent: null },
  { id: 'cabinet', rating: 5, consent: null },
  { id: 'transport', rating: 5, consent: null },
];
export const ratingMax = 5;

/**
 * The about page's history (texts in about.json `history`) is a sample story (docs/decisions/0026-launch-check.md):
 * the launch check refuses it until the company writes its own and removes the mark.
 */
export const aboutHistory: { sample?: true } = { sample: true };

/** The four values of the about page; each has its accent colour in the palette (`value-<id>`). */
export const aboutValues = [{ id: 'compassion' }, { id: 'commitment' }, { id: 'courage' }, { id: 'passion' }] as const;
