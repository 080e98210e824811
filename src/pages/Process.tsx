import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';

export function ProcessPage() {
  const { t } = usePage();
  return <PageHero title={t('process:hero.title')} lead={t('process:hero.lead')} />;
}
