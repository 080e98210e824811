import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';

export function PrivacyPage() {
  const { t } = usePage();
  return <PageHero title={t('privacy:hero.title')} lead={t('privacy:hero.lead')} />;
}
