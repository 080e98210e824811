import { PageHero } from '../components/PageHero';
import { QuoteWizardSection } from '../components/QuoteWizardSection';
import { usePage } from '../render/page-context';
import { site } from '../site';
import { linkify, listOf } from '../components/blocks';

export function QuotePage() {
  const { t } = usePage();
  return (
    <>
      <PageHero title={t('quote:hero.title')} lead={t('quote:hero.lead')} />
      <div className="container quote-layout">
        <div className="quote-main">
          <QuoteWizardSection />
        </div>
        <aside className="card quote-aside" aria-labelledby="quote-next-title">
          <h2 id="quote-next-title">{t('quote:aside.title')}</h2>
          <ol className="next-steps">
            {listOf(t, 'quote:aside.steps').map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
          <p>{t('quote:aside.prices')}</p>
          <h3>{t('quote:aside.question')}</h3>
          <p>
            {linkify(t('quote:aside.contact', { email: site.email, phone: site.phone.display }), {
              [site.email]: `mailto:${site.email}`,
              [site.phone.display]: `tel:${site.phone.e164}`,
            })}
          </p>
        </aside>
      </div>
    </>
  );
}
