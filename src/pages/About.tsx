import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';

export function AboutPage() {
  const { t } = usePage();
  return <PageHero title={t('about:hero.title')} lead={t('about:hero.lead')} />;
}
