import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { href } from '../routes';
import type { jobs } from '../business/careers';
import { PageHero } from '../components/PageHero';
import { JobFacts } from '../components/JobFacts';
import { ApplicationFormSection } from '../components/ApplicationFormSection';

/** An opening's application page, or the spontaneous one (`job` undefined): its title, the form, and the opening's facts beside it. */
export function ApplicationPage({ job, slug, title }: { job?: (typeof jobs)[number]; slug: string; title: string }) {
  const { lang, t } = usePage();
  return (
    <>
      <PageHero title={title} lead={t(job ? 'careers:application.lead' : 'careers:application.spontaneous.lead')} />
      <div className="container application-layout">
        <ApplicationFormSection opening={job?.id ?? ''} slug={slug} />
        <aside className="card application-aside" aria-labelledby="application-opening-title">
          <h2 id="application-opening-title">{job ? t('careers:application.opening') : t('careers:openings.title')}</h2>
          {job ? (
            <>
              <p className="application-job-title">{t(dataKey(`careers:jobs.${job.id}.title`))}</p>
              <JobFacts t={t} lang={lang} job={job} />
            </>
          ) : null}
          <a href={`${href('careers', lang)}#openings-title`}>{t('careers:application.allOpenings')}</a>
        </aside>
      </div>
    </>
  );
}
