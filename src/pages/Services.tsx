import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';

export function ServicesPage() {
  const { t } = usePage();
  return <PageHero title={t('services:hero.title')} lead={t('services:hero.lead')} />;
}
