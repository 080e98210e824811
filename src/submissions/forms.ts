import { defineForm, type FormRegistry, type Translate as T } from './descriptor';
import type { Lang } from '../languages';
import { budgets, timelines } from '../content/quote';
import { budgetRange, timelineRange } from './choice-words';
import { contactFields } from './contact';
import { quoteFields } from './quote';

const serviceName = (id: string, t: T) => t(`serviceNames.${id}`);
const fullName = (data: Record<string, unknown>) => `${String(data.firstName ?? '')} ${String(data.lastName ?? '')}`.trim();

const contact = defineForm('contact', {
  fields: contactFields,
  subject: (data, t) => t('forms:email.subjectContact', { subject: String(data.subject ?? '') }),
});

const quote = defineForm('quote', {
  fields: quoteFields,
  subject: (data, t) => t('forms:email.subjectQuote', { name: fullName(data) }),
  words: {
    services: serviceName,
    budget: (id, t: T, lang: Lang) => {
      const budget = budgets.find((item) => item.id === id);
      return budget ? `${t(`forms:quote.budgets.${budget.key}`)} (${budgetRange(t, lang, budget)})` : id;
    },
    timeline: (id, t: T, lang: Lang) => {
      const timeline = timelines.find((item) => item.id === id);
      return timeline ? `${t(`forms:quote.timelines.${timeline.id}`)} (${timelineRange(t, lang, timeline)})` : id;
    },
    plan: (id, t: T) => t(`pricing:plans.items.${id}.name`, { defaultValue: id }),
  },
});

/**
 * Every form the site takes, each one descriptor (`descriptor.ts`). Each one's page is the screen of
 * the same name in the route table; the JSON endpoint `/api/<form>`, the no-JS post of that page,
 * the notification, the inbox and the CSV come from this list, so a new form is one entry here and
 * one route there (docs/decisions/0005-forms-and-limits.md).
 */
export const forms = { contact, quote } satisfies FormRegistry;

export type FormName = keyof typeof forms;
export const formNames = Object.keys(forms) as FormName[];
