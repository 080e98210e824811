import { usePage } from '../render/page-context';

/** Where the quote wizard goes (the forms issue fills it in). */
export function QuoteWizardSection() {
  const { t } = usePage();
  return <section aria-label={t('quote:hero.title')} className="quote-wizard-slot" data-slot="quote-wizard" />;
}
