import { PageHero } from '../components/PageHero';
import { ContactFormSection } from '../components/ContactFormSection';
import { ContactInfo } from '../components/ContactInfo';
import { MapCard } from '../components/MapCard';
import { usePage } from '../render/page-context';
import { href } from '../routes';

export function ContactPage() {
  const { lang, t } = usePage();
  return (
    <>
      <PageHero title={t('contact:hero.title')} lead={t('contact:hero.lead')} />
      <div className="container contact-layout">
        <div className="contact-main">
          <ContactFormSection />
        </div>
        <aside className="contact-aside">
          <ContactInfo />
          <section className="card" aria-labelledby="contact-quote-title">
            <h2 id="contact-quote-title">{t('contact:info.quoteTitle')}</h2>
            <p>{t('contact:info.quoteText')}</p>
            <a href={href('quote', lang)} className="btn btn-primary">
              {t('contact:info.quote')}
            </a>
          </section>
        </aside>
      </div>
      <div className="container contact-map">
        <MapCard />
      </div>
    </>
  );
}
