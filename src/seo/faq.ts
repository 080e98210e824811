import type { T } from '../i18n';
import { faqIds } from '../business/pricing';

/** The pricing FAQ, as shown on the page and in its FAQPage JSON-LD; its figures are i18next's default variables. */
export function faqEntries(t: T) {
  return faqIds.map((id) => ({
    id,
    question: t(`pricing:faq.items.${id}.question`),
    answer: t(`pricing:faq.items.${id}.answer`),
  }));
}
