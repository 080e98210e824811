import type { T } from '../i18n';
import type { Lang } from '../routes';
import { faqIds } from '../content/pricing';
import { businessTerms } from '../content/terms';
import { percent, quantity } from '../content/format';

/** The figures the FAQ answers and the terms of use quote, formatted for the language. */
export function termVars(lang: Lang) {
  const terms = businessTerms;
  return {
    min: percent(lang, terms.depositPercent.min),
    max: percent(lang, terms.depositPercent.max),
    depositMin: percent(lang, terms.depositPercent.min),
    depositMax: percent(lang, terms.depositPercent.max),
    rate: percent(lang, terms.latePenaltyPercentPerMonth),
    penalty: percent(lang, terms.latePenaltyPercentPerMonth),
    months: quantity(lang, terms.warrantyMonths, 'month'),
    warranty: quantity(lang, terms.warrantyMonths, 'month'),
    noticeDays: quantity(lang, terms.terminationNoticeDays, 'day'),
    satisfactionDays: quantity(lang, terms.satisfactionGuaranteeDays, 'day'),
    quoteDays: quantity(lang, terms.quoteValidityDays, 'day'),
  };
}

/** Each FAQ entry's variables: the same key means different figures in different answers. */
const faqDays: Partial<Record<(typeof faqIds)[number], keyof typeof businessTerms>> = {
  guarantee: 'satisfactionGuaranteeDays',
  cancellation: 'terminationNoticeDays',
  quoteValidity: 'quoteValidityDays',
};

/** The pricing FAQ, as shown on the page and in its FAQPage JSON-LD. */
export function faqEntries(t: T, lang: Lang) {
  const vars = termVars(lang);
  return faqIds.map((id) => {
    const daysKey = faqDays[id];
    const days = daysKey ? quantity(lang, businessTerms[daysKey] as number, 'day') : undefined;
    return {
      id,
      question: t(`pricing:faq.items.${id}.question`),
      answer: t(`pricing:faq.items.${id}.answer`, { ...vars, days }),
    };
  });
}
