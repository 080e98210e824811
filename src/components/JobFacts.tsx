import type { T } from '../i18n';
import type { Lang } from '../routes';
import type { jobs } from '../business/careers';
import { longDate, moneyRange } from '../business/format';
import { Facts } from './blocks';

/** An opening's facts (team, place, type, salary, date), as the careers page and its application page show them. */
export function JobFacts({ t, lang, job }: { t: T; lang: Lang; job: (typeof jobs)[number] }) {
  return (
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
  );
}
