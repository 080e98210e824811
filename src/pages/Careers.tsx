import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { href, spontaneousSlug } from '../routes';
import { careerBenefits, jobs } from '../business/careers';
import { PageHero } from '../components/PageHero';
import { JobFacts } from '../components/JobFacts';
import { CheckLists, CtaBand, IconCards, Section, listOf } from '../components/blocks';

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
                  <JobFacts t={t} lang={lang} job={job} />
                  <p>{t(dataKey(`${key}.description`))}</p>
                  <CheckLists
                    className="job-lists"
                    lists={[
                      { title: t('careers:openings.requirements'), items: listOf(t, `${key}.requirements`) },
                      { title: t('careers:openings.benefits'), items: listOf(t, `${key}.benefits`) },
                    ]}
                  />
                  <div className="job-apply">
                    <a href={href('application', lang, { slug: job.id })} className="btn btn-primary" aria-label={t('careers:openings.applyTo', { title })}>
                      {t('careers:openings.apply')}
                    </a>
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

      <CtaBand id="careers-cta" words={{ title: t('careers:cta.title'), text: t('careers:cta.text') }}>
        <a href={href('application', lang, { slug: spontaneousSlug[lang] })} className="btn btn-light">
          {t('careers:cta.spontaneous')}
        </a>
        <a href={href('about', lang)} className="btn btn-outline-light">
          {t('careers:cta.about')}
        </a>
      </CtaBand>
    </>
  );
}
