import { vitalNames, vitalScales, type Rating, type VitalName } from '../../content/analytics';
import { number } from '../../content/format';
import { quoteSteps } from '../../content/quote';
import { BarChart, ColumnChart } from './charts';
import type { DashboardFigures } from './figures.server';
import type { VitalSummary } from './visitors';
import { count, day, share, summaryOf, type Words } from './words';

type Visitors = DashboardFigures['visitors'];
const ratings: Rating[] = ['good', 'needs-improvement', 'poor'];

/** How far consenting visitors went in the quote wizard. */
export function WizardSection({ words, wizard }: { words: Words; wizard: Visitors['wizard'] }) {
  const { t } = words;
  const groups = wizard.map(({ stage, visits }, index) => ({
    label: stage === 'sent' ? t('admin:dashboard.wizard.sent') : t('admin:dashboard.wizard.stage', { number: index + 1, name: t(`forms:quote.steps.${stage}.short`) }),
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

/** A value of a metric with its unit: « 2 500 ms », « 0,1 ». */
function vitalValue({ lang }: Words, metric: VitalName, value: number): string {
  const unit = vitalScales[metric].unit;
  return `${number(lang, value)}${unit ? `\u00a0${unit}` : ''}`;
}

/** A p75 bucket in words: « moins de 2 500 ms », or « 20 000 ms ou plus » for the open last bucket. */
function p75Text(words: Words, vital: VitalSummary): string {
  const { low, high } = vital.p75;
  return high === null ? words.t('admin:dashboard.visitors.atLeast', { value: vitalValue(words, vital.metric, low) }) : words.t('admin:dashboard.visitors.below', { value: vitalValue(words, vital.metric, high) });
}

/** web.dev's thresholds, from the same scales that rate each measurement. */
function Thresholds({ words }: { words: Words }) {
  return (
    <div className="admin-hint">
      <p>{words.t('admin:dashboard.visitors.thresholds')}</p>
      <ul>
        {vitalNames.map((metric) => {
          const [good, poor] = vitalScales[metric].thresholds;
          return <li key={metric}>{words.t('admin:dashboard.visitors.threshold', { metric, good: vitalValue(words, metric, good), poor: vitalValue(words, metric, poor) })}</li>;
        })}
      </ul>
    </div>
  );
}

function VitalsTable({ words, vitals }: { words: Words; vitals: VitalSummary[] }) {
  const { t } = words;
  const rating = (key: Rating) => t(`admin:dashboard.visitors.ratings.${key}`);
  return (
    <div className="admin-table-wrap">
      <table className="admin-grid">
        <caption>{t('admin:dashboard.visitors.vitals')}</caption>
        <thead>
          <tr>
            {['page', 'metric', 'samples', 'p75'].map((key) => (
              <th key={key} scope="col">
                {t(`admin:dashboard.visitors.${key}`)}
              </th>
            ))}
            {ratings.map((key) => (
              <th key={key} scope="col">
                {rating(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vitals.map((vital) => (
            <tr key={`${vital.path} ${vital.metric}`}>
              <th scope="row">{vital.path}</th>
              <td>{vital.metric}</td>
              <td>{count(words)(vital.samples)}</td>
              <td>
                {p75Text(words, vital)} ({rating(vital.p75.rating)})
              </td>
              {ratings.map((key) => (
                <td key={key}>{share(words, vital.shares[key], vital.samples)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
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
        <>
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
          <BarChart id="views-per-page" caption={t('admin:dashboard.visitors.perPage')} summary={summaryOf(words, pages, true)} groups={pages} format={format} tableLabel={t('admin:dashboard.chart.table')} headings={[t('admin:dashboard.visitors.page'), t('admin:dashboard.visitors.views')]} />
        </>
      )}
      {visitors.vitals.length === 0 ? <p>{t('admin:dashboard.visitors.vitalsEmpty')}</p> : <VitalsTable words={words} vitals={visitors.vitals} />}
      <Thresholds words={words} />
    </section>
  );
}
