/** The quote wizard's choices: ids as sent to the API, with their ranges. Words live in locales/<lang>/forms.json. */
export const budgets = [
  { id: '< 5k', key: 'small', max: 5000 },
  { id: '5k-15k', key: 'medium', min: 5000, max: 15000 },
  { id: '15k-50k', key: 'large', min: 15000, max: 50000 },
  { id: '> 50k', key: 'enterprise', min: 50000 },
] as const satisfies readonly { id: string; key: string; min?: number; max?: number }[];

/** Timelines, their ranges in months. */
export const timelines = [
  { id: 'urgent', max: 1 },
  { id: 'normal', min: 1, max: 3 },
  { id: 'flexible', min: 3, max: 6 },
  { id: 'planning', min: 6 },
] as const satisfies readonly { id: string; min?: number; max?: number }[];

export const budgetIds = budgets.map((budget) => budget.id);
export const timelineIds = timelines.map((timeline) => timeline.id);

/** The wizard's steps, in order; the thank-you step follows the last. */
export const quoteSteps = ['services', 'budget', 'timeline', 'contact'] as const;
export type QuoteStep = (typeof quoteSteps)[number];

/** Where the wizard keeps a visitor's progress across reloads (session storage); a page with some hydrates at once. */
export const quoteProgressKey = 'quote-wizard';
