import { quoteSteps } from '../../business/quote-choices';
import { DashboardSection } from './DashboardSection';
import { BarChart, ColumnChart } from './charts';
import type { DashboardFigures } from './figures.server';
import { Vitals } from './Vitals';
import { day, summaryOf, type Words } from './section-words';

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
    <DashboardSection words={words} id="wizard" empty={wizard.every((stage) => stage.visits === 0)}>
      <BarChart
        id="wizard-stages"
        caption={t('admin:dashboard.wizard.caption')}
        summary={summaryOf(words, groups.slice(0, quoteSteps.length), true)}
        groups={groups}
        words={words}
        headings={[t('admin:dashboard.wizard.stageHeading'), t('admin:dashboard.wizard.visits')]}
      />
    </DashboardSection>
  );
}

/** Consented page views per day and per page, and each page's Core Web Vitals. */
export function VisitorsSection({ words, visitors }: { words: Words; visitors: Visitors }) {
  const { t } = words;
  const days = visitors.perDay.map((row) => ({ label: day(words, row.day), values: [row.views] }));
  const pages = visitors.perPage.map((row) => ({ label: `${row.path} (${row.lang})`, values: [row.views] }));
  return (
    <DashboardSection words={words} id="visitors" empty={pages.length === 0} after={<Vitals words={words} vitals={visitors.vitals} />}>
      <div className="dashboard-charts">
        <ColumnChart
          id="views-per-day"
          caption={t('admin:dashboard.visitors.perDay')}
          series={[{ name: t('admin:dashboard.visitors.views') }]}
          groups={days}
          words={words}
          headings={[t('admin:dashboard.visitors.day'), t('admin:dashboard.visitors.views')]}
        />
        <BarChart
          id="views-per-page"
          caption={t('admin:dashboard.visitors.perPage')}
          groups={pages}
          words={words}
          headings={[t('admin:dashboard.visitors.page'), t('admin:dashboard.visitors.views')]}
        />
      </div>
    </DashboardSection>
  );
}
