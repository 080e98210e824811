import { vitalNames, vitalScales, type Rating, type VitalName } from '../../business/measurement';
import { number } from '../../business/format';
import { ShareChart } from './charts';
import type { VitalSummary } from './visitors';
import { count, share, type Words } from './section-words';

const ratings: Rating[] = ['good', 'needs-improvement', 'poor'];

/** A value of a metric with its unit: « 2 500 ms », « 0,1 ». */
function vitalValue({ lang }: Words, metric: VitalName, value: number): string {
  const unit = vitalScales[metric].unit;
  return `${number(lang, value)}${unit ? `\u00a0${unit}` : ''}`;
}

/** The bucket holding the 75th percentile: in words for the table, short for the chart. */
function p75Of(words: Words, vital: VitalSummary, form: 'words' | 'short'): string {
  const { low, high } = vital.p75;
  const key = high === null ? (form === 'words' ? 'atLeast' : 'p75AtLeast') : form === 'words' ? 'below' : 'p75Below';
  return words.t(`admin:dashboard.visitors.${key}`, { value: vitalValue(words, vital.metric, high ?? low) });
}

/** web.dev's thresholds, from the same scales that rate each measurement. */
function Thresholds({ words }: { words: Words }) {
  return (
    <div className="admin-hint">
      <p>{words.t('admin:dashboard.visitors.thresholds')}</p>
      <ul>
        {vitalNames.map((metric) => {
          const [good, poor] = vitalScales[metric].thresholds;
          return (
            <li key={metric}>
              {words.t('admin:dashboard.visitors.threshold', { metric, good: vitalValue(words, metric, good), poor: vitalValue(words, metric, poor) })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Per metric, each page's measurements split by rating band, its 75th percentile at the right; the figures in a table. */
function MetricChart({ words, metric, vitals }: { words: Words; metric: VitalName; vitals: VitalSummary[] }) {
  const { t } = words;
  const rating = (key: Rating) => t(`admin:dashboard.visitors.ratings.${key}`);
  const groups = vitals.map((vital) => ({
    label: vital.path,
    values: ratings.map((key) => vital.shares[key]),
    cells: [
      count(words)(vital.samples),
      `${p75Of(words, vital, 'words')} (${rating(vital.p75.rating)})`,
      ...ratings.map((key) => share(words, vital.shares[key], vital.samples)),
    ],
  }));
  const goodShares = vitals.map((vital) => vital.shares.good / vital.samples);
  const low = goodShares.indexOf(Math.min(...goodShares));
  const high = goodShares.indexOf(Math.max(...goodShares));
  return (
    <ShareChart
      id={`vitals-${metric}`}
      caption={t('admin:dashboard.visitors.vitalsCaption', { metric })}
      summary={t('admin:dashboard.visitors.vitalsSummary', {
        count: vitals.length,
        low: share(words, vitals[low].shares.good, vitals[low].samples),
        lowLabel: vitals[low].path,
        high: share(words, vitals[high].shares.good, vitals[high].samples),
        highLabel: vitals[high].path,
      })}
      series={ratings.map((key) => ({ name: rating(key) }))}
      groups={groups}
      notes={vitals.map((vital) => p75Of(words, vital, 'short'))}
      words={words}
      headings={[t('admin:dashboard.visitors.page'), t('admin:dashboard.visitors.samples'), t('admin:dashboard.visitors.p75'), ...ratings.map(rating)]}
    />
  );
}

/** Core Web Vitals per page, against web.dev's thresholds. */
export function Vitals({ words, vitals }: { words: Words; vitals: VitalSummary[] }) {
  const { t } = words;
  return (
    <>
      <h3>{t('admin:dashboard.visitors.vitals')}</h3>
      {vitals.length === 0 ? (
        <p>{t('admin:dashboard.visitors.vitalsEmpty')}</p>
      ) : (
        <div className="dashboard-charts">
          {vitalNames.map((metric) => {
            const ofMetric = vitals.filter((vital) => vital.metric === metric);
            return ofMetric.length > 0 && <MetricChart key={metric} words={words} metric={metric} vitals={ofMetric} />;
          })}
        </div>
      )}
      <Thresholds words={words} />
    </>
  );
}
