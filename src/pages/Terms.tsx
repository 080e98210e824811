import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';

export function TermsPage() {
  const { t } = usePage();
  return <PageHero title={t('terms:hero.title')} lead={t('terms:hero.lead')} />;
}
