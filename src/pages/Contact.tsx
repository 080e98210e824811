import { PageHero } from '../components/PageHero';
import { ContactFormSection } from '../components/ContactFormSection';
import { MapCard } from '../components/MapCard';
import { usePage } from '../render/page-context';

export function ContactPage() {
  const { t } = usePage();
  return (
    <>
      <PageHero title={t('contact:hero.title')} lead={t('contact:hero.lead')} />
      <div className="container">
        <ContactFormSection />
        <MapCard />
      </div>
    </>
  );
}
