import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { ApplyButton } from '../components/ApplyButton';
import { href } from '../routes';
import { site } from '../site';
import { careerBenefits, jobs } from '../content/careers';
import { longDate, moneyRange } from '../content/format';
import { PageHero } from '../components/PageHero';
import { CheckList, CtaBand, Icon, Section, listOf } from '../components/blocks';

const benefitIcons: Record<(typeof careerBenefits)[number], string> = {
  flexibility: 'clock',
  growth: 'growth',
  team: 'users',
  impact: 'target',
};

export function CareersPage() {
  const { lang, t } = usePage();
  return (
    <>
      <PageHero title={t('careers:hero.title')} lead={t('careers:hero.lead')} />
      <Section id="benefits" title={t('careers:benefits.title')}>
        <ul className="card-grid cols-4">
          {careerBenefits.map((id) => (
            <li key={id} className="card value-card">
              <span className="card-icon">
                <Icon name={benefitIcons[id]} />
              </span>
              <h3>{t(`careers:benefits.items.${id}.title`)}</h3>
              <p>{t(`careers:benefits.items.${id}.description`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="openings" title={t('careers:openings.title')} className="section-alt">
        <ul className="jobs">
          {jobs.map((job) => {
            const key = `careers:jobs.${job.id}`;
            const title = t(dataKey(`${key}.title`));
            return (
              <li key={job.id} className="card job" data-job={job.id}>
                <article aria-labelledby={`job-${job.id}`}>
                  <h3 id={`job-${job.id}`}>{title}</h3>
                  <dl className="job-facts">
                    <div>
                      <dt>{t('careers:openings.department')}</dt>
                      <dd>{t(`careers:departments.${job.department}`)}</dd>
                    </div>
                    <div>
                      <dt>{t('careers:openings.location')}</dt>
                      <dd>{t('careers:location')}</dd>
                    </div>
                    <div>
                      <dt>{t('careers:openings.type')}</dt>
                      <dd>{t(`careers:types.${job.employmentType}`)}</dd>
                    </div>
                    <div>
                      <dt>{t('careers:openings.salary')}</dt>
                      <dd className="salary">{moneyRange(lang, job.salary.min, job.salary.max)}</dd>
                    </div>
                    <div>
                      <dt>{t('careers:openings.posted')}</dt>
                      <dd>
                        <time dateTime={job.posted}>{longDate(lang, job.posted)}</time>
                      </dd>
                    </div>
                  </dl>
                  <p>{t(dataKey(`${key}.description`))}</p>
                  <div className="job-lists">
                    <div>
                      <h4 className="list-title">{t('careers:openings.requirements')}</h4>
                      <CheckList items={listOf(t, `${key}.requirements`)} />
                    </div>
                    <div>
                      <h4 className="list-title">{t('careers:openings.benefits')}</h4>
                      <CheckList items={listOf(t, `${key}.benefits`)} />
                    </div>
                  </div>
                  <div className="job-apply">
                    <ApplyButton
                      label={t('careers:openings.apply')}
                      ariaLabel={t('careers:openings.applyTo', { title })}
                      toast={{ title: t('careers:openings.toastTitle'), description: t('careers:openings.toastDescription', { title, email: site.email }) }}
                    />
                    {/* The toast goes after a few seconds: the address stays here (WCAG 2.2.1). */}
                    <p>
                      {t('careers:openings.byEmail')} <a href={`mailto:${site.email}?subject=${encodeURIComponent(title)}`}>{site.email}</a>
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="culture" title={t('careers:culture.title')}>
        <p className="section-lead">{t('careers:culture.text')}</p>
        <div className="photo-pair">
          <img src="/images/careers/workshop.svg" alt={t('careers:culture.photo1Alt')} width="560" height="380" loading="lazy" decoding="async" />
          <img src="/images/careers/pairing.svg" alt={t('careers:culture.photo2Alt')} width="560" height="380" loading="lazy" decoding="async" />
        </div>
      </Section>

      <CtaBand id="careers-cta" title={t('careers:cta.title')} text={t('careers:cta.text')}>
        <a href={href('contact', lang)} className="btn btn-light">
          {t('careers:cta.contact')}
        </a>
        <a href={href('about', lang)} className="btn btn-outline-light">
          {t('careers:cta.about')}
        </a>
      </CtaBand>
    </>
  );
}
