import { centsInWords } from '../../proposals/amounts';
import { FactList } from '../shared/fields';
import { DashboardSection } from './DashboardSection';
import { BarChart } from './charts';
import type { ProposalFigures } from './proposal-figures.server';
import { count, daysInWords, share, type Words } from './section-words';

/** Proposals of the period (docs/decisions/0052-proposals.md): sent, accepted, the rate, the value, the median time to accept, the decline reasons. */
export function ProposalSection({ words, proposals }: { words: Words; proposals: ProposalFigures }) {
  const { t, lang } = words;
  const format = count(words);
  const reasons = proposals.declineReasons.map((row) => ({ label: t(`proposal:decline.reasons.${row.reason}`), values: [row.count] }));
  return (
    <DashboardSection words={words} id="proposals" empty={proposals.sent === 0}>
      <FactList
        facts={[
          { term: t('admin:dashboard.proposals.sent'), value: format(proposals.sent) },
          { term: t('admin:dashboard.proposals.accepted'), value: format(proposals.accepted) },
          { term: t('admin:dashboard.proposals.rate'), value: share(words, proposals.accepted, proposals.sent) },
          { term: t('admin:dashboard.proposals.value'), value: centsInWords(lang, proposals.valueAcceptedCents) },
          { term: t('admin:dashboard.proposals.median'), value: daysInWords(words, proposals.medianDaysToAccept, t('admin:dashboard.proposals.medianNone')) },
        ]}
      />
      <p className="admin-hint">{t('admin:dashboard.proposals.note')}</p>
      <BarChart
        id="proposal-decline-reasons"
        caption={t('admin:dashboard.proposals.reasons')}
        groups={reasons}
        words={words}
        headings={[t('admin:dashboard.proposals.reason'), t('admin:dashboard.proposals.count')]}
      />
    </DashboardSection>
  );
}
