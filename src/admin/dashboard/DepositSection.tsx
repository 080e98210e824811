import { dataKey } from '../../i18n';
import { centsInWords } from '../../proposals/amounts';
import { FactList } from '../shared/fields';
import { DashboardSection } from './DashboardSection';
import { BarChart } from './charts';
import type { DepositFigures } from './deposit-figures.server';
import { count, daysInWords, type Words } from './section-words';

/** Deposits paid in the period (docs/decisions/0055-deposits-and-payments.md): how many, the amount collected, the median time from acceptance to payment, the split by method. */
export function DepositSection({ words, deposits }: { words: Words; deposits: DepositFigures }) {
  const { t, lang } = words;
  const format = count(words);
  const methods = deposits.byMethod.map((row) => ({ label: t(dataKey(`payment:invoice.methods.${row.method}`)), values: [row.count] }));
  return (
    <DashboardSection words={words} id="deposits" empty={deposits.paid === 0}>
      <FactList
        facts={[
          { term: t('admin:dashboard.deposits.paid'), value: format(deposits.paid) },
          { term: t('admin:dashboard.deposits.collected'), value: centsInWords(lang, deposits.collectedCents) },
          { term: t('admin:dashboard.deposits.median'), value: daysInWords(words, deposits.medianDaysToPay, t('admin:dashboard.deposits.medianNone')) },
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
