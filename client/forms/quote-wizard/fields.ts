import { quoteContactSpecs } from '../../../src/submissions/quote';
import type { ContactName, QuoteWizardProps, Values } from './types';

/** The wizard's fields in the order it asks them, and its answers before any is given. */
export const fieldOrder = ['services', 'plan', 'budget', 'timeline', ...quoteContactSpecs.map((field) => field.name)];
export const empty: Values = {
  services: [],
  plan: '',
  budget: '',
  timeline: '',
  ...(Object.fromEntries(quoteContactSpecs.map((field) => [field.name, ''])) as Record<ContactName, string>),
};

/** The id of a field's first control (checkbox or radio groups: their first option). */
export function controlId(field: string, props: QuoteWizardProps): string {
  if (field === 'services') return `quote-services-${props.services[0].id}`;
  if (field === 'plan' || field === 'budget' || field === 'timeline') return `quote-${field}-0`;
  return `quote-${field}`;
}
