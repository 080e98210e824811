import { defineForm, type FormDescriptor, type FormRegistry, type Translate as T } from './descriptor';
import type { Lang } from '../languages';
import { budgets, timelines } from '../business/quote-choices';
import { budgetRange, timelineRange } from './choice-words';
import { contactFields } from './contact';
import { quoteFields } from './quote';
import { applicationFields, resumeRules } from './application';
import { retention } from '../business/terms';
import { applicationStatuses } from './statuses';
import { personOf } from './person';

const serviceName = (id: string, t: T) => t(`serviceNames.${id}`);

const contact = defineForm('contact', {
  fields: contactFields,
  subject: (data, t) => t('forms:email.subjectContact', { subject: String(data.subject ?? '') }),
  summary: ['subject'],
});

const quote = defineForm('quote', {
  fields: quoteFields,
  subject: (_data, t, person) => t('forms:email.subjectQuote', { name: person.name }),
  summary: ['services', 'budget', 'timeline', 'plan'],
  proposal: { services: 'services', plan: 'plan', timeline: 'timeline', budget: 'budget' },
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

/** The opening applied to in words: its title, or « Candidature spontanée » / "Spontaneous application" for ''. */
export const openingInWords = (id: string, t: T) => (id ? t(`careers:jobs.${id}.title`, { defaultValue: id }) : t('forms:application.spontaneous'));

const application = defineForm('application', {
  fields: applicationFields,
  subject: (data, t, person) => t('forms:email.subjectApplication', { opening: openingInWords(String(data.opening ?? ''), t), name: person.name }),
  summary: ['opening'],
  file: resumeRules,
  statuses: applicationStatuses,
  keptMonths: retention.applicationsMonths,
  words: {
    opening: openingInWords,
    consent: (_value, t: T) => t('forms:application.consentGiven'),
  },
});

/**
 * Every form the site takes, each one descriptor (`descriptor.ts`). Each one's page is the screen of
 * the same name in the route table; the JSON endpoint `/api/<form>`, the no-JS post of that page,
 * the notification, the confirmation, the alert, the inbox (its list, search and detail), the CSV
 * and `npm run submissions` come from this list, read when they run: it is the one place the
 * worker and the scripts look a form up, so a new form is one entry here and one route there
 * (docs/decisions/0005-forms-and-limits.md, 0037-form-descriptors.md).
 */
export const forms = { contact, quote, application } satisfies FormRegistry;

export type FormName = keyof typeof forms;
export const formNames = Object.keys(forms) as FormName[];

/** A stored form's descriptor, if the site still takes it. */
export const formOf = (name: string): FormDescriptor | undefined => (Object.hasOwn(forms, name) ? (forms as FormRegistry)[name] : undefined);

/** Every form the site takes, as they are now (a test may add one: tests/worker/submissions/test-form.ts). */
export const allForms = (): FormDescriptor[] => Object.values(forms as FormRegistry);

/** A submission in one line for an operator's terminal (`npm run submissions`): who sent it, and what about. */
export const inOneLine = (form: string, data: Record<string, unknown>) => {
  const descriptor = formOf(form);
  const person = personOf(descriptor, data);
  return `${[person.name, `<${person.email ?? ''}>`].filter(Boolean).join(' ')}  ${descriptor?.summary(data) ?? ''}`;
};
