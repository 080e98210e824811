import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';

export function HomePage() {
  const { t } = usePage();
  return <PageHero title={t('home:hero.title')} lead={t('home:hero.lead')} />;
}
