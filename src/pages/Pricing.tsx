import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';

export function PricingPage() {
  const { t } = usePage();
  return <PageHero title={t('pricing:hero.title')} lead={t('pricing:hero.lead')} />;
}
