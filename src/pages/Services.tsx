import { usePage } from '../render/page-context';
import { href } from '../routes';
import { serviceFacts, serviceIds } from '../business/services';
import { PageHero } from '../components/PageHero';
import { CheckList, CtaBand, Icon, Section, ServiceFacts, serviceFeatures } from '../components/blocks';

export function ServicesPage() {
  const { lang, t } = usePage();
  return (
    <>
      <PageHero title={t('services:hero.title')} lead={t('services:hero.lead')} />
      <Section id="services-list" title={t('services:list.title')}>
        <p className="section-lead">{t('shared:price.taxesIncluded')}</p>
        <ul className="card-grid cols-3">
          {serviceIds.map((id) => {
            const name = t(`serviceNames.${id}`);
            return (
              <li key={id} className="card service-card" data-service={id}>
                <span className="card-icon">
                  <Icon name={serviceFacts[id].icon} />
                </span>
                <h3>{name}</h3>
                <ServiceFacts t={t} lang={lang} id={id} />
                <p>{t(`services:items.${id}.description`)}</p>
                <h4 className="list-title">{t('services:list.features')}</h4>
                <CheckList items={serviceFeatures(t, id).items} />
                <div className="card-actions">
                  <a href={href('service', lang, { slug: id })} className="btn btn-secondary" aria-label={t('shared:cta.learnMoreAbout', { name })}>
                    {t('shared:cta.learnMore')}
                  </a>
                  <a href={href('quote', lang)} className="btn btn-primary" aria-label={t('shared:cta.quoteFor', { name })}>
                    {t('shared:cta.quote')}
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <CtaBand id="services-cta" words={t('services:bottom', { returnObjects: true })} links={['contact', 'quote']} />
    </>
  );
}
