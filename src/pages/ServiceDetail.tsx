import { usePage } from '../render/page-context';
import { href } from '../routes';
import { serviceFacts, type ServiceId } from '../business/services';
import { CaseStudySection } from '../components/CaseStudySection';
import { Breadcrumb } from '../components/Breadcrumb';
import { CheckList, CtaBand, Icon, Section, ServiceFacts, serviceFeatures } from '../components/blocks';

export function ServiceDetailPage({ slug }: { slug: ServiceId }) {
  const { lang, t } = usePage();
  const facts = serviceFacts[slug];
  const name = t(`serviceNames.${slug}`);
  const features = serviceFeatures(t, slug);
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <Breadcrumb
            section={{ href: href('services', lang), label: t('nav.services') }}
            current={
              <a href={href('service', lang, { slug })} aria-current="page">
                {name}
              </a>
            }
          />
          <div className="detail-head">
            <span className="card-icon">
              <Icon name={facts.icon} size={36} />
            </span>
            <div>
              <h1>{name}</h1>
              <p className="lead">{t(`services:items.${slug}.subtitle`)}</p>
            </div>
          </div>
          <div className="detail-summary">
            <p>{t(`services:items.${slug}.description`)}</p>
            <ServiceFacts t={t} lang={lang} id={slug} boxed />
            <p className="price-note">
              {t(`services:items.${slug}.priceNote`)} {t('shared:price.taxesIncluded')}
            </p>
            {facts.soldAsPlans ? (
              <p>
                <a href={href('pricing', lang)} className="btn btn-secondary">
                  {t('services:detail.seePlans')}
                </a>
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <Section id="features" title={features.plan ? t('services:detail.planFeatures', { plan: features.plan }) : t('services:detail.features')}>
        <CheckList className="feature-grid" items={features.items} />
      </Section>

      <Section id="service-process" title={t('services:detail.process')} className="section-alt">
        <ol className="steps">
          {t(`services:items.${slug}.process`, { returnObjects: true }).map((step, index) => (
            <li key={index} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <CaseStudySection service={slug} />

      <CtaBand
        id="service-cta"
        words={{
          title: t('services:detail.ctaTitle'),
          text: t('services:detail.ctaText'),
          quote: t('services:detail.quote'),
          contact: t('services:detail.contact'),
        }}
        links={['quote', 'contact']}
      />
      <p className="container back-link">
        <a href={href('services', lang)}>← {t('services:detail.back')}</a>
      </p>
    </>
  );
}
