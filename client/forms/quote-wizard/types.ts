import type { QuoteStep } from '../../../src/business/quote-choices';
import type { quoteStepFields } from '../../../src/submissions/quote';
import type { Choice } from '../field-kit/choice';
import type { CollectionNoticeTexts, FieldTexts, FormIslandBase } from '../form-kit';

export type ContactName = keyof typeof quoteStepFields.contact;
export type Values = { services: string[]; plan: string; budget: string; timeline: string } & Record<ContactName, string>;
export type Errors = Record<string, string>;

export type QuoteWizardTexts = FieldTexts & {
  requiredHint: string;
  /** The error summary's heading. */
  errorSummary: string;
  honeypot: string;
  /** "Step n of 4", one per step. */
  progress: string[];
  progressLabel: string;
  previous: string;
  next: string;
  submit: string;
  sending: string;
  /** « Votre référence : {{reference}} », filled from the answer. */
  reference: string;
  /** Said after a post held for review: no confirmation e-mail right away. */
  heldNote: string;
  collection: CollectionNoticeTexts;
  /** The plan question of the services step, and its "no plan" choice. */
  plan: { legend: string; none: string };
  steps: Record<QuoteStep, { title: string; lead: string; short: string }>;
  labels: Record<ContactName, string>;
  success: { title: string; description: string };
  failure: { title: string; description: string };
  thanks: { title: string; text: string; again: string };
};

export type QuoteWizardProps = FormIslandBase & {
  services: Choice[];
  plans: Choice[];
  /** The plan chosen on the pricing page, pre-selected. */
  plan?: string;
  budgets: Choice[];
  timelines: Choice[];
  texts: QuoteWizardTexts;
};
