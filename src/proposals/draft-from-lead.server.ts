/**
 * A proposal's first draft, made from a lead (docs/decisions/0052-proposals.md): the catalogue's
 * lines (services, plans, add-ons of src/business/, their names in both languages from the site's
 * texts), the client's facts, the business terms' deposit, payment and validity.
 */
import { serviceFacts, type ServiceId, isServiceId } from '../business/services';
import { additionalServices, plans } from '../business/pricing';
import { businessTerms } from '../business/terms';
import { timelines } from '../business/quote-choices';
import { translator, type T } from '../i18n';
import { languages, type Lang } from '../languages';
import { timelineRange } from '../submissions/choice-words';
import { formOf } from '../submissions/forms';
import { personOf, rowData } from '../submissions/person';
import type { Bilingual, LineSource, ProposalDraft, ProposalLine } from './document';

/** The lead a proposal is made from, as `submissions` stores it. */
export type LeadSource = { id: string; form: string; lang: Lang; data: string; created_at: string };

const both = (words: (t: T, lang: Lang) => string): Bilingual =>
  Object.fromEntries(languages.map((lang) => [lang, words(translator(lang), lang)])) as Bilingual;
const empty: Bilingual = { fr: '', en: '' };

/** A catalogue line (its names in both languages from the site's texts), priced as the site prices it. */
export function catalogueLine(id: string, source: Exclude<LineSource, { kind: 'free' }>, answers: string | null = null): ProposalLine | null {
  const base = { id, source, quantityHundredths: 100, discountBasisPoints: 0, pricing: 'fixed' as const, optional: false, group: null, answers };
  if (source.kind === 'service') {
    if (!isServiceId(source.id)) return null;
    const facts = serviceFacts[source.id as ServiceId];
    const name = both((t) => t(`serviceNames.${source.id}` as 'serviceNames.mobile'));
    return { ...base, name, unit: facts.billing === 'month' ? 'month' : 'unit', unitPriceCents: facts.from * 100 };
  }
  if (source.kind === 'plan') {
    const plan = plans.find((item) => item.id === source.id);
    if (!plan) return null;
    return { ...base, name: both((t) => t(`pricing:plans.items.${plan.id}.name`)), unit: 'month', unitPriceCents: plan.price * 100 };
  }
  const addon = additionalServices.find((item) => item.id === source.id);
  if (!addon) return null;
  return {
    ...base,
    name: both((t) => t(`pricing:additional.items.${addon.id}.name`)),
    unit: addon.per === 'hour' ? 'hour' : 'unit',
    unitPriceCents: addon.price * 100,
  };
}

/** Every catalogue entry staff can add as a line: services, plans, add-ons. */
export const catalogue: Exclude<LineSource, { kind: 'free' }>[] = [
  ...Object.keys(serviceFacts).map((id) => ({ kind: 'service' as const, id })),
  ...plans.map((plan) => ({ kind: 'plan' as const, id: plan.id })),
  ...additionalServices.map((addon) => ({ kind: 'addon' as const, id: addon.id })),
];

/**
 * The first draft of a lead: for a form that names its proposal's fields (a quote request) a line per
 * chosen service and one for the plan picked, the timeline as the proposed schedule; for any other
 * form, no line. The client's facts
 * from the lead, the deposit, payment and validity from the business terms. Translators of both
 * languages must be loaded.
 */
export function draftFromLead(lead: LeadSource): ProposalDraft {
  const data = rowData(lead.data);
  const lines: ProposalLine[] = [];
  let schedule = empty;
  const form = formOf(lead.form);
  const fields = form?.proposal;
  if (fields) {
    const chosen = data[fields.services];
    const services = Array.isArray(chosen) ? chosen.map(String) : [];
    for (const id of services) {
      const line = catalogueLine(`l${lines.length + 1}`, { kind: 'service', id }, `services:${id}`);
      if (line) lines.push(line);
    }
    const planId = data[fields.plan];
    const plan = typeof planId === 'string' && planId ? catalogueLine(`l${lines.length + 1}`, { kind: 'plan', id: planId }, 'plan') : null;
    if (plan) lines.push(plan);
    const timeline = timelines.find((item) => item.id === data[fields.timeline]);
    if (timeline) schedule = both((t, lang) => `${t(`forms:quote.timelines.${timeline.id}`)} (${timelineRange(t, lang, timeline)})`);
  }
  const person = personOf(form, data);
  return {
    client: { name: person.name, company: person.company, email: person.email ?? '', lang: lead.lang },
    lines,
    deposit: { kind: 'percent', basisPoints: businessTerms.depositPercent.min * 100 },
    paymentDays: businessTerms.paymentDays,
    validityDays: businessTerms.quoteValidityDays,
    schedule,
    notes: empty,
    terms: empty,
  };
}
