import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { ApplyButton } from '../components/ApplyButton';
import { site } from '../site';
import { careerBenefits, jobs } from '../business/careers';
import { longDate, moneyRange } from '../business/format';
import { PageHero } from '../components/PageHero';
import { CheckLists, CtaBand, Facts, IconCards, Section, listOf } from '../components/blocks';

const benefitIcons: Record<(typeof careerBenefits)[number], string> = { flexibility: 'clock', growth: 'growth', team: 'users', impact: 'target' };

export function CareersPage() {
  const { lang, t } = usePage();
  return (
    <>
      <PageHero title={t('careers:hero.title')} lead={t('careers:hero.lead')} />
      <Section id="benefits" title={t('careers:benefits.title')}>
        <IconCards ids={careerBenefits} icons={benefitIcons} words={(id) => t(`careers:benefits.items.${id}`, { returnObjects: true })} />
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
                  <Facts
                    className="job-facts"
                    facts={[
                      { term: t('careers:openings.department'), value: t(`careers:departments.${job.department}`) },
                      { term: t('careers:openings.location'), value: t('careers:location') },
                      { term: t('careers:openings.type'), value: t(`careers:types.${job.employmentType}`) },
                      { term: t('careers:openings.salary'), value: moneyRange(lang, job.salary.min, job.salary.max), className: 'salary' },
                      { term: t('careers:openings.posted'), value: <time dateTime={job.posted}>{longDate(lang, job.posted)}</time> },
                    ]}
                  />
                  <p>{t(dataKey(`${key}.description`))}</p>
                  <CheckLists
                    className="job-lists"
                    lists={[
                      { title: t('careers:openings.requirements'), items: listOf(t, `${key}.requirements`) },
                      { title: t('careers:openings.benefits'), items: listOf(t, `${key}.benefits`) },
                    ]}
                  />
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

      <CtaBand id="careers-cta" words={t('careers:cta', { returnObjects: true })} links={['contact', 'about']} />
    </>
  );
}
