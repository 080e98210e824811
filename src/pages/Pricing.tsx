import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { ToastLink } from '../components/ToastLink';
import { href, quoteWithPlan } from '../routes';
import { additionalServices, customSolutionFrom, plans } from '../business/pricing';
import { money } from '../business/format';
import { faqEntries } from '../seo/faq';
import { PageHero } from '../components/PageHero';
import { CheckList, Section, listOf } from '../components/blocks';

export function PricingPage() {
  const { lang, t } = usePage();
  return (
    <>
      <PageHero title={t('pricing:hero.title')} lead={t('pricing:hero.lead')} />
      <Section id="plans" title={t('pricing:plans.title')} lead={t('shared:price.taxesIncluded')}>
        <ul className="card-grid cols-3 plans">
          {plans.map((plan) => {
            const key = `pricing:plans.items.${plan.id}`;
            return (
              <li key={plan.id} className={`card plan${plan.popular ? ' plan-popular' : ''}`} data-plan={plan.id}>
                {plan.popular ? <p className="badge">{t('pricing:plans.popular')}</p> : null}
                <h3>{t(dataKey(`${key}.name`))}</h3>
                <p className="plan-price">
                  <strong>{money(lang, plan.price)}</strong> <span>{t('pricing:plans.period')}</span>
                </p>
                <p>{t(dataKey(`${key}.description`))}</p>
                <CheckList items={listOf(t, `${key}.features`)} />
                <a href={quoteWithPlan(lang, plan.id)} className={`btn ${plan.popular ? 'btn-primary' : 'btn-secondary'} plan-cta`}>
                  {t(dataKey(`${key}.cta`))}
                </a>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="additional" title={t('pricing:additional.title')} lead={t('pricing:additional.lead')} className="section-alt">
        <ul className="card-grid cols-4">
          {additionalServices.map((item) => {
            const price = money(lang, item.price);
            return (
              <li key={item.id} className="card addon" data-addon={item.id}>
                <h3>{t(`pricing:additional.items.${item.id}.name`)}</h3>
                <p className="addon-price">{item.per === 'hour' ? t('shared:price.perHour', { price }) : price}</p>
                <p>{t(`pricing:additional.items.${item.id}.description`)}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <section className="cta-band" aria-labelledby="custom-title">
        <div className="container">
          <h2 id="custom-title">{t('pricing:custom.title')}</h2>
          <p>{t('pricing:custom.text')}</p>
          <p className="custom-from">{t('pricing:custom.from', { price: money(lang, customSolutionFrom) })}</p>
          <div className="hero-actions">
            <ToastLink
              href={href('quote', lang)}
              label={t('pricing:custom.quote')}
              className="btn btn-light"
              toast={{ title: t('pricing:custom.toastTitle'), description: t('pricing:custom.toastDescription') }}
            />
            <a href={href('contact', lang)} className="btn btn-outline-light">
              {t('pricing:custom.expert')}
            </a>
          </div>
        </div>
      </section>

      <Section id="faq" title={t('pricing:faq.title')}>
        <div className="faq">
          {faqEntries(t).map((entry) => (
            <details key={entry.id} className="faq-item" id={`faq-${entry.id}`}>
              <summary>
                <h3>{entry.question}</h3>
              </summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </div>
      </Section>
    </>
  );
}
