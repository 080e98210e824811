import type { T } from '../i18n';
import type { Lang } from '../routes';
import { basisPointsInWords, centsInWords, milliPercentInWords } from '../proposals/amounts';
import type { Deposit, ProposalFigures as Figures } from '../proposals/document';
import { salesTaxes } from '../proposals/money';
import { FactList } from './fields';

/**
 * A proposal's figures as `priceProposal` made them on the server (docs/decisions/0052-proposals.md):
 * before taxes, GST 5 %, QST 9.975 %, the total, the deposit with the taxes it includes, the
 * balance; and, for staff only, the budget the client gave.
 */
export function ProposalFigures({
  lang,
  t,
  figures,
  deposit,
  budget,
  error,
}: {
  lang: Lang;
  t: T;
  figures: Figures;
  deposit: Deposit;
  /** The lead's budget in words, or undefined when the proposal has no quote request. */
  budget?: string;
  /** A refusal of the total (too large), shown beside it. */
  error?: string;
}) {
  const money = (cents: number) => centsInWords(lang, cents);
  return (
    <section aria-labelledby="figures-title" className="admin-card admin-figures" id="figures">
      <h2 id="figures-title">{t('admin:proposals.figures.heading')}</h2>
      {error ? (
        <p id="total-error" className="admin-error">
          {error}
        </p>
      ) : null}
      <FactList
        facts={[
          { term: t('admin:proposals.figures.beforeTaxes'), value: money(figures.total.beforeTaxCents) },
          { term: t('admin:proposals.figures.gst', { rate: milliPercentInWords(lang, salesTaxes.gstMilliPercent) }), value: money(figures.total.gstCents) },
          { term: t('admin:proposals.figures.qst', { rate: milliPercentInWords(lang, salesTaxes.qstMilliPercent) }), value: money(figures.total.qstCents) },
          { term: t('admin:proposals.figures.total'), value: <strong data-figure="total">{money(figures.total.totalCents)}</strong> },
          {
            term:
              deposit.kind === 'percent'
                ? t('admin:proposals.figures.deposit', { share: basisPointsInWords(lang, deposit.basisPoints) })
                : t('admin:proposals.figures.depositAmount'),
            value: (
              <>
                <span data-figure="deposit">{money(figures.deposit.totalCents)}</span>
                <br />
                <span className="admin-hint">
                  {t('admin:proposals.figures.depositTaxes', { gst: money(figures.deposit.gstCents), qst: money(figures.deposit.qstCents) })}
                </span>
              </>
            ),
          },
          { term: t('admin:proposals.figures.balance'), value: <span data-figure="balance">{money(figures.balanceCents)}</span> },
        ]}
      />
      <p className="admin-hint">{t('admin:proposals.figures.options')}</p>
      {budget === undefined ? null : (
        <p className="admin-budget">
          <strong>{t('admin:proposals.figures.budget')}</strong>
          <br />
          <bdi>{budget || t('admin:proposals.figures.noBudget')}</bdi>
        </p>
      )}
    </section>
  );
}
