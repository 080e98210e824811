import { PageHero } from '../components/PageHero';
import { QuoteWizardSection } from '../components/QuoteWizardSection';
import { usePage } from '../render/page-context';

export function QuotePage() {
  const { t } = usePage();
  return (
    <>
      <PageHero title={t('quote:hero.title')} lead={t('quote:hero.lead')} />
      <div className="container">
        <QuoteWizardSection />
      </div>
    </>
  );
}
