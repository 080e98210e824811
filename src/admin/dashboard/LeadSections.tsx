import { number } from '../../business/format';
import { adminHref } from '../../routes';
import { filterQuery, statuses } from '../shared/filters';
import { leadFormNames as formNames } from '../shared/inbox-views';
import { FactList } from '../shared/fields';
import { when } from '../shared/lead-words.server';
import { DashboardSection } from './DashboardSection';
import { BarChart, ColumnChart } from './charts';
import type { LeadFigures } from './lead-figures.server';
import { count, day, share, type Words } from './section-words';

/** Leads of the period: per week and form, per page, per status, and the win rate. */
export function LeadsSection({ words, leads, inReview }: { words: Words; leads: LeadFigures; inReview: number }) {
  const { t } = words;
  const format = count(words);
  const weeks = leads.perWeek.map((week) => ({ label: day(words, week.week), values: formNames.map((form) => week.counts[form]) }));
  const pages = leads.perPage.map((page) => ({ label: page.page ?? t('admin:detail.none'), values: [page.count] }));
  const byStatus = statuses.map((status) => ({ label: t(`admin:statuses.${status}`), values: [leads.perStatus[status]] }));
  const countHeading = t('admin:dashboard.leads.count');
  return (
    <DashboardSection
      words={words}
      id="leads"
      empty={leads.total === 0}
      after={
        <p>
          <a href={adminHref(words.lang) + filterQuery({ review: 'held' })}>{t('admin:review.count', { count: inReview })}</a>
        </p>
      }
    >
      <FactList
        facts={[
          { term: t('admin:dashboard.leads.total'), value: format(leads.total) },
          {
            term: t('admin:dashboard.leads.winRate'),
            value: leads.winRate === null ? t('admin:dashboard.leads.winRateNone') : share(words, leads.winRate, 1),
          },
        ]}
      />
      <div className="dashboard-charts">
        <ColumnChart
          id="leads-per-week"
          caption={t('admin:dashboard.leads.perWeek')}
          series={formNames.map((form) => ({ name: t(`admin:forms.${form}`) }))}
          groups={weeks}
          words={words}
          headings={[t('admin:dashboard.leads.week'), ...formNames.map((form) => t(`admin:forms.${form}`))]}
        />
        {[
          { id: 'leads-per-page', caption: t('admin:dashboard.leads.perPage'), groups: pages, heading: t('admin:dashboard.leads.page') },
          { id: 'leads-per-status', caption: t('admin:dashboard.leads.perStatus'), groups: byStatus, heading: t('admin:dashboard.leads.status') },
        ].map((chart) => (
          <BarChart key={chart.id} id={chart.id} caption={chart.caption} groups={chart.groups} words={words} headings={[chart.heading, countHeading]} />
        ))}
      </div>
    </DashboardSection>
  );
}

/** The reply promise: the share answered in time, the median time to first reply, and who is waiting now. */
export function PromiseSection({ words, leads }: { words: Words; leads: LeadFigures }) {
  const { t, lang } = words;
  const { promise, overdue } = leads;
  const hoursInWords = (hours: number) => t('shared:businessHours', { count: hours, value: number(lang, hours) });
  return (
    <DashboardSection words={words} id="promise" empty={leads.total === 0} after={<OverdueLeads words={words} overdue={overdue} />}>
      <FactList
        facts={[
          {
            term: t('admin:dashboard.promise.inTime'),
            value: promise.counted
              ? t('admin:dashboard.promise.inTimeValue', {
                  share: share(words, promise.inTime, promise.counted),
                  inTime: count(words)(promise.inTime),
                  counted: count(words)(promise.counted),
                })
              : t('admin:dashboard.promise.inTimeNone'),
          },
          {
            term: t('admin:dashboard.promise.median'),
            value: promise.medianHours === null ? t('admin:dashboard.promise.medianNone') : hoursInWords(Math.round(promise.medianHours * 10) / 10),
          },
          {
            term: t('admin:dashboard.promise.byEmail'),
            value: t('admin:dashboard.promise.byEmailValue', { byEmail: count(words)(promise.byEmail), answered: count(words)(promise.answered) }),
          },
        ]}
      />
      <p className="admin-hint">{t('admin:dashboard.promise.inTimeNote')}</p>
    </DashboardSection>
  );
}

/** The leads waiting past their reply time now, the oldest first, each a link to its page. */
function OverdueLeads({ words, overdue }: { words: Words; overdue: LeadFigures['overdue'] }) {
  const { t, lang } = words;
  return (
    <>
      <h3>{t('admin:dashboard.promise.overdue')}</h3>
      {overdue.length === 0 ? (
        <p>{t('admin:dashboard.promise.overdueNone')}</p>
      ) : (
        <>
          <p id="overdue-caption">{t('admin:dashboard.promise.overdueCaption', { count: overdue.length })}</p>
          <ul className="dashboard-overdue" aria-labelledby="overdue-caption">
            {overdue.map((lead) => (
              <li key={lead.id}>
                <a href={adminHref(lang, `leads/${lead.id}`)} aria-label={t('admin:dashboard.promise.open', { date: when(lang, lead.created_at) })}>
                  {when(lang, lead.created_at)}
                </a>
                <span>{t('admin:dashboard.promise.dueOn', { form: t(`admin:forms.${lead.form}`), date: when(lang, lead.due) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
