/** Monthly plans, additional services and the custom-solution floor (CAD, taxes included). */
export const plans = [
  { id: 'starter', price: 199, popular: false },
  { id: 'professional', price: 399, popular: true },
  { id: 'enterprise', price: 1299, popular: false },
] as const;

export type PlanId = (typeof plans)[number]['id'];
export const planIds = plans.map((plan) => plan.id);

export const additionalServices = [
  { id: 'audit', price: 500, per: null },
  { id: 'training', price: 200, per: 'hour' },
  { id: 'migration', price: 800, per: null },
  { id: 'optimization', price: 400, per: null },
] as const;

export const customSolutionFrom = 5000;

/** FAQ entries of the pricing page (texts in pricing.json `faq.items.<id>`). */
export const faqIds = ['taxes', 'deposit', 'payment', 'latePayment', 'warranty', 'guarantee', 'cancellation', 'planChange', 'quoteValidity'] as const;
