import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';

export function CareersPage() {
  const { t } = usePage();
  return <PageHero title={t('careers:hero.title')} lead={t('careers:hero.lead')} />;
}
