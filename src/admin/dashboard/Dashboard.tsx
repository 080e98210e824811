import { adminHref } from '../../routes';
import type { DashboardFigures } from './figures.server';
import { LeadsSection, PromiseSection } from './LeadSections';
import { periods } from './period';
import { VisitorsSection, WizardSection } from './VisitorSections';
import { day, type Words } from './words';

/** The dashboard page (docs/decisions/0039-dashboard.md): the period's links, then each section. */
export function Dashboard({ words, figures }: { words: Words; figures: DashboardFigures }) {
  const { t, lang } = words;
  const { range } = figures;
  return (
    <div className="admin-page dashboard">
      <h1>{t('admin:dashboard.title')}</h1>
      <nav aria-label={t('admin:dashboard.period.label')}>
        <ul className="admin-counts">
          {periods.map((days) => (
            <li key={days}>
              <a href={`${adminHref(lang, 'dashboard')}?days=${days}`} aria-current={days === range.days ? 'true' : undefined}>
                {t('admin:dashboard.period.days', { days })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p>{t('admin:dashboard.period.range', { first: day(words, range.firstDay), last: day(words, range.lastDay) })}</p>
      <LeadsSection words={words} leads={figures.leads} />
      <PromiseSection words={words} leads={figures.leads} />
      <WizardSection words={words} wizard={figures.visitors.wizard} />
      <VisitorsSection words={words} visitors={figures.visitors} />
    </div>
  );
}
