import { adminHref } from '../../routes';
import { ChoiceLinks } from '../shared/fields';
import type { DashboardFigures } from './figures.server';
import { LeadsSection, PromiseSection } from './LeadSections';
import { periods } from './period';
import { VisitorsSection, WizardSection } from './VisitorSections';
import { ProposalSection } from './ProposalSection';
import { DepositSection } from './DepositSection';
import { day, type Words } from './section-words';

/** The dashboard page (docs/decisions/0039-dashboard.md): the period's links, then each section. */
export function Dashboard({ words, figures }: { words: Words; figures: DashboardFigures }) {
  const { t, lang } = words;
  const { range } = figures;
  const periodLinks = periods.map((days) => ({
    href: `${adminHref(lang, 'dashboard')}?days=${days}`,
    label: t('admin:dashboard.period.days', { days }),
    current: days === range.days,
  }));
  return (
    <div className="admin-page dashboard">
      <h1>{t('admin:dashboard.title')}</h1>
      <ChoiceLinks label={t('admin:dashboard.period.label')} links={periodLinks} />
      <p>{t('admin:dashboard.period.range', { first: day(words, range.firstDay), last: day(words, range.lastDay) })}</p>
      <LeadsSection words={words} leads={figures.leads} inReview={figures.inReview} />
      <PromiseSection words={words} leads={figures.leads} />
      <ProposalSection words={words} proposals={figures.proposals} />
      <DepositSection words={words} deposits={figures.deposits} />
      <WizardSection words={words} wizard={figures.visitors.wizard} />
      <VisitorsSection words={words} visitors={figures.visitors} />
    </div>
  );
}
