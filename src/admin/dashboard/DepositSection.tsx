import { number } from '../../business/format';
import { dataKey } from '../../i18n';
import { centsInWords } from '../../proposals/amounts';
import { FactList } from '../shared/fields';
import { DashboardSection } from './DashboardSection';
import { BarChart } from './charts';
import type { DepositFigures } from './deposit-figures.server';
import { count, type Words } from './section-words';

/** Deposits paid in the period (docs/decisions/0055-deposits-and-payments.md): how many, the amount collected, the median time from acceptance to payment, the split by method. */
export function DepositSection({ words, deposits }: { words: Words; deposits: DepositFigures }) {
  const { t, lang } = words;
  const format = count(words);
  const median = deposits.medianDaysToPay === null ? null : Math.round(deposits.medianDaysToPay * 10) / 10;
  const methods = deposits.byMethod.map((row) => ({ label: t(dataKey(`payment:invoice.methods.${row.method}`)), values: [row.count] }));
  return (
    <DashboardSection id="deposits" heading={t('admin:dashboard.deposits.heading')} empty={deposits.paid === 0 ? t('admin:dashboard.deposits.empty') : null}>
      <FactList
        facts={[
          { term: t('admin:dashboard.deposits.paid'), value: format(deposits.paid) },
          { term: t('admin:dashboard.deposits.collected'), value: centsInWords(lang, deposits.collectedCents) },
          {
            term: t('admin:dashboard.deposits.median'),
            value:
              median === null ? t('admin:dashboard.deposits.medianNone') : t('admin:dashboard.proposals.days', { count: median, value: number(lang, median) }),
          },
        ]}
      />
      <BarChart
        id="deposit-methods"
        caption={t('admin:dashboard.deposits.methods')}
        groups={methods}
        words={words}
        headings={[t('admin:dashboard.deposits.method'), t('admin:dashboard.deposits.count')]}
      />
    </DashboardSection>
  );
}
