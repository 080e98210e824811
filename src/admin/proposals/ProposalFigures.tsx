import ProposalFiguresPanel, { type FiguresWords } from '../../../client/islands/ProposalFigures.island';
import type { T } from '../../i18n';
import type { Lang } from '../../routes';
import { milliPercentInWords } from '../../proposals/amounts';
import type { Deposit, ProposalFigures as Figures } from '../../proposals/document';
import { salesTaxes } from '../../proposals/money';
import { Island } from '../../render/Island';

/**
 * A proposal's figures as `priceProposal` made them on the server (docs/decisions/0052-proposals.md):
 * before taxes, GST 5 %, QST 9.975 %, the total, the deposit with the taxes it includes, the
 * balance; and, for staff only, the budget the client gave. In the editor (`live`), an island that
 * recalculates them as staff type; the page is the same without JavaScript.
 */
export function ProposalFigures({
  lang,
  t,
  figures,
  deposit,
  budget,
  error,
  live = false,
}: {
  lang: Lang;
  t: T;
  figures: Figures;
  deposit: Deposit;
  /** The lead's budget in words, or undefined when the proposal has no quote request. */
  budget?: string;
  /** A refusal of the total (too large), shown beside it. */
  error?: string;
  live?: boolean;
}) {
  const panel = (
    <ProposalFiguresPanel lang={lang} words={figuresWords(lang, t)} figures={figures} deposit={deposit} budget={budget} error={error} live={live} />
  );
  return live ? <Island name="ProposalFigures">{panel}</Island> : panel;
}

/** The panel's words in the staff member's language, `{…}` where the browser writes a figure. */
function figuresWords(lang: Lang, t: T): FiguresWords {
  return {
    heading: t('admin:proposals.figures.heading'),
    beforeTaxes: t('admin:proposals.figures.beforeTaxes'),
    gst: t('admin:proposals.figures.gst', { rate: milliPercentInWords(lang, salesTaxes.gstMilliPercent) }),
    qst: t('admin:proposals.figures.qst', { rate: milliPercentInWords(lang, salesTaxes.qstMilliPercent) }),
    total: t('admin:proposals.figures.total'),
    deposit: t('admin:proposals.figures.deposit', { share: '{share}' }),
    depositAmount: t('admin:proposals.figures.depositAmount'),
    depositTaxes: t('admin:proposals.figures.depositTaxes', { gst: '{gst}', qst: '{qst}' }),
    balance: t('admin:proposals.figures.balance'),
    options: t('admin:proposals.figures.options'),
    budget: t('admin:proposals.figures.budget'),
    noBudget: t('admin:proposals.figures.noBudget'),
    amount: t('admin:proposals.editor.amount', { amount: '{amount}' }),
    amountExcluded: t('admin:proposals.editor.amountExcluded', { amount: '{amount}' }),
    needsCorrecting: t('admin:proposals.figures.needsCorrecting'),
    totalNow: t('admin:proposals.figures.totalNow', { total: '{total}' }),
  };
}
