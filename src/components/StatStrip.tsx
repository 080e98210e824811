import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { longDate, number, percent } from '../business/format';
import type { StatEntry } from '../business/company-figures';

/** A figure as written: « 50+ », « 98 % », « 1 jour ouvrable », a year as is; a service's figure comes from its text. */
function useStatValue(ns: string) {
  const { lang, t } = usePage();
  return (stat: StatEntry) => {
    if (stat.value === null) return t(dataKey(`${ns}:stats.${stat.id}.value`));
    if (stat.id === 'founded') return String(stat.value);
    if (stat.suffix === 'percent') return percent(lang, stat.value);
    if (stat.suffix === 'businessDays') return t('shared:businessDays', { count: stat.value });
    return `${number(lang, stat.value)}${stat.suffix === 'plus' ? '+' : ''}`;
  };
}

/**
 * The stats strip of the home and about pages: each figure, what it measures, and where it comes
 * from (docs/decisions/0025-claims-and-sources.md), said under it.
 */
export function StatStrip({ ns, stats }: { ns: 'home' | 'about'; stats: readonly StatEntry[] }) {
  const { lang, t } = usePage();
  const statValue = useStatValue(ns);
  const sourceOf = (stat: StatEntry) => {
    const { source } = stat;
    if (source?.kind === 'survey') return t(dataKey(`${ns}:stats.${stat.id}.source`), { ...source, year: String(source.year) });
    if (source?.kind === 'count') return t('shared:stats.countedOn', { date: longDate(lang, source.countedOn) });
    return t(`${ns}:stats.${stat.id}.note`, { defaultValue: '' });
  };
  return (
    <section className="stats-strip" aria-labelledby={`${ns}-stats-title`}>
      <div className="container">
        <h2 id={`${ns}-stats-title`} className="sr-only">
          {t(`${ns}:stats.title`)}
        </h2>
        <dl className="stats">
          {stats.map((stat) => {
            const source = sourceOf(stat);
            return (
              <div key={stat.id} className="stat" data-stat={stat.id}>
                <dt>{t(dataKey(`${ns}:stats.${stat.id}.label`))}</dt>
                <dd className={stat.suffix === 'businessDays' ? 'stat-words' : undefined}>{statValue(stat)}</dd>
                {source ? <dd className="stat-source">{source}</dd> : null}
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}
