import { PageHero } from '../components/PageHero';
import { usePage } from '../render/page-context';

export function ContactPage() {
  const { t } = usePage();
  return <PageHero title={t('contact:hero.title')} lead={t('contact:hero.lead')} />;
}
