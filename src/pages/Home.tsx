import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { ToastLink } from '../components/ToastLink';
import { href } from '../routes';
import { homeServiceIds, serviceFacts } from '../business/services';
import { homeStats, ratingMax, testimonials } from '../business/company-figures';
import { StatStrip } from '../components/StatStrip';
import { CaseStudySection } from '../components/CaseStudySection';
import { CtaBand, Icon, Section, Stars, serviceDuration, servicePrice } from '../components/blocks';

export function HomePage() {
  const { lang, t } = usePage();
  const toast = { title: t('home:toast.title'), description: t('home:toast.description') };
  return (
    <>
      <section className="page-hero home-hero">
        <div className="container hero-grid">
          <div>
            <p className="eyebrow">{t('home:hero.eyebrow')}</p>
            <h1>{t('home:hero.title')}</h1>
            <p className="lead">{t('home:hero.lead')}</p>
            <div className="hero-actions">
              <ToastLink href={href('quote', lang)} label={t('home:hero.primary')} className="btn btn-primary" toast={toast} />
              <a href={href('services', lang)} className="btn btn-secondary">
                {t('home:hero.secondary')}
              </a>
            </div>
          </div>
          <img src="/images/hero.svg" alt={t('home:hero.imageAlt')} width="560" height="420" className="hero-image" fetchPriority="high" />
        </div>
      </section>

      <StatStrip ns="home" stats={homeStats} />

      <Section id="home-services" title={t('home:services.title')} lead={t('home:services.lead')}>
        <ul className="card-grid cols-3">
          {homeServiceIds.map((id) => (
            <li key={id} className="card service-card">
              <span className="card-icon">
                <Icon name={serviceFacts[id].icon} />
              </span>
              <h3>
                <a href={href('service', lang, { slug: id })} className="card-link">
                  {t(`serviceNames.${id}`)}
                </a>
              </h3>
              <p>{t(`services:items.${id}.description`)}</p>
              <p className="price-line">
                <strong>{servicePrice(t, lang, id)}</strong> · <span>{serviceDuration(t, lang, id)}</span>
              </p>
            </li>
          ))}
        </ul>
        <p className="section-more">
          <a href={href('services', lang)}>{t('home:services.all')}</a>
        </p>
      </Section>

      <CaseStudySection />

      <Section id="testimonials" title={t('home:testimonials.title')} className="section-alt">
        <ul className="card-grid cols-3">
          {testimonials.map((item) => (
            <li key={item.id} className="card testimonial">
              <figure>
                <Stars value={item.rating} max={ratingMax} label={t('shared:rating', { value: item.rating, max: ratingMax })} />
                <blockquote>
                  <p>{t(dataKey(`home:testimonials.items.${item.id}.content`))}</p>
                </blockquote>
                <figcaption>
                  <strong>{t(dataKey(`home:testimonials.items.${item.id}.name`))}</strong>
                  <span>{t(dataKey(`home:testimonials.items.${item.id}.company`))}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="home-cta" words={{ title: t('home:cta.title'), text: t('home:cta.text') }}>
        <ToastLink href={href('quote', lang)} label={t('home:cta.quote')} className="btn btn-light" toast={toast} />
        <a href={href('contact', lang)} className="btn btn-outline-light">
          {t('home:cta.contact')}
        </a>
      </CtaBand>
    </>
  );
}
