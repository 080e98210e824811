import { quoteSteps } from '../../content/quote';
import { BarChart, ColumnChart } from './charts';
import type { DashboardFigures } from './figures.server';
import { Vitals } from './Vitals';
import { count, day, summaryOf, type Words } from './words';

type Visitors = DashboardFigures['visitors'];

/** How far consenting visitors went in the quote wizard. */
export function WizardSection({ words, wizard }: { words: Words; wizard: Visitors['wizard'] }) {
  const { t } = words;
  const groups = wizard.map(({ stage, visits }, index) => ({
    label:
      stage === 'sent'
        ? t('admin:dashboard.wizard.sent')
        : t('admin:dashboard.wizard.stage', { number: index + 1, name: t(`forms:quote.steps.${stage}.short`) }),
    values: [visits],
  }));
  return (
    <section aria-labelledby="wizard-heading" className="admin-card dashboard-section">
      <h2 id="wizard-heading">{t('admin:dashboard.wizard.heading')}</h2>
      {wizard.every((stage) => stage.visits === 0) ? (
        <p>{t('admin:dashboard.wizard.empty')}</p>
      ) : (
        <BarChart
          id="wizard-stages"
          caption={t('admin:dashboard.wizard.caption')}
          summary={summaryOf(words, groups.slice(0, quoteSteps.length), true)}
          groups={groups}
          format={count(words)}
          tableLabel={t('admin:dashboard.chart.table')}
          headings={[t('admin:dashboard.wizard.stageHeading'), t('admin:dashboard.wizard.visits')]}
        />
      )}
    </section>
  );
}

/** Consented page views per day and per page, and each page's Core Web Vitals. */
export function VisitorsSection({ words, visitors }: { words: Words; visitors: Visitors }) {
  const { t } = words;
  const format = count(words);
  const days = visitors.perDay.map((row) => ({ label: day(words, row.day), values: [row.views] }));
  const pages = visitors.perPage.map((row) => ({ label: `${row.path} (${row.lang})`, values: [row.views] }));
  return (
    <section aria-labelledby="visitors-heading" className="admin-card dashboard-section">
      <h2 id="visitors-heading">{t('admin:dashboard.visitors.heading')}</h2>
      {pages.length === 0 ? (
        <p>{t('admin:dashboard.visitors.empty')}</p>
      ) : (
        <div className="dashboard-charts">
          <ColumnChart
            id="views-per-day"
            caption={t('admin:dashboard.visitors.perDay')}
            summary={summaryOf(words, days)}
            series={[{ name: t('admin:dashboard.visitors.views') }]}
            groups={days}
            format={format}
            tableLabel={t('admin:dashboard.chart.table')}
            headings={[t('admin:dashboard.visitors.day'), t('admin:dashboard.visitors.views')]}
          />
          <BarChart
            id="views-per-page"
            caption={t('admin:dashboard.visitors.perPage')}
            summary={summaryOf(words, pages, true)}
            groups={pages}
            format={format}
            tableLabel={t('admin:dashboard.chart.table')}
            headings={[t('admin:dashboard.visitors.page'), t('admin:dashboard.visitors.views')]}
          />
        </div>
      )}
      <Vitals words={words} vitals={visitors.vitals} />
    </section>
  );
}
