import { useEffect, useRef, useState } from 'react';
import { FactList } from '../parts/fact-list';
import type { Lang } from '../../src/languages';
import { basisPointsInWords, centsInWords } from '../../src/proposals/amounts';
import { type Deposit, defaultChoice, priceProposal, type ProposalFigures as Figures } from '../../src/proposals/document';
import { type FieldError, postedValues, readPricing } from '../../src/proposals/editor-fields';

/** The panel's words, translated on the server; `{name}` marks where a figure goes. */
export type FiguresWords = {
  heading: string;
  beforeTaxes: string;
  gst: string;
  qst: string;
  total: string;
  /** With `{share}`. */
  deposit: string;
  depositAmount: string;
  /** With `{gst}` and `{qst}`. */
  depositTaxes: string;
  balance: string;
  options: string;
  budget: string;
  noBudget: string;
  /** A line's amount, with `{amount}`, included in the default choice or not. */
  amount: string;
  amountExcluded: string;
  needsCorrecting: string;
  /** With `{total}`: what a screen reader hears once the total changed. */
  totalNow: string;
};

export type FiguresProps = {
  lang: Lang;
  words: FiguresWords;
  figures: Figures;
  deposit: Deposit;
  /** The lead's budget in words, or undefined when the proposal has no quote request. */
  budget?: string;
  /** The server's refusal of the total (too large), shown beside it. */
  error?: string;
  /** In the editor: recalculated from the form as staff type. */
  live?: boolean;
};

const fill = (template: string, figures: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => figures[name] ?? whole);

/** A pause in typing before the new total is announced, so a screen reader hears the total, not each keystroke's. */
const announceAfterMs = 1000;

/**
 * A proposal's figures (docs/decisions/0052-proposals.md): before taxes, GST 5 %, QST 9.975 %, the
 * total, the deposit with the taxes it includes, the balance; for staff, the budget the client gave.
 * In the editor it recomputes them as staff type, with the worker's own reading of the fields and
 * `priceProposal`: they are shown, never posted, and the server computes them again on save.
 */
export default function ProposalFigures({ lang, words, figures, deposit, budget, error, live }: FiguresProps) {
  const [shown, setShown] = useState({ figures, deposit });
  const [listening, setListening] = useState(false);
  const [refused, setRefused] = useState(false);
  const [announced, setAnnounced] = useState('');
  const section = useRef<HTMLElement>(null);
  const money = (cents: number) => centsInWords(lang, cents);

  useEffect(() => {
    const form = section.current?.closest('form');
    if (!live || !form) return;
    const recalculate = () => {
      const errors: Record<string, FieldError> = {};
      const read = readPricing(postedValues(new FormData(form)), (cents) => centsInWords(lang, cents), errors);
      if (Object.keys(errors).length > 0 || !read.deposit) {
        setRefused(true);
        return;
      }
      setRefused(false);
      setShown({ figures: priceProposal({ lines: read.lines, deposit: read.deposit }, defaultChoice(read.lines)), deposit: read.deposit });
    };
    setListening(true);
    recalculate();
    form.addEventListener('input', recalculate);
    form.addEventListener('change', recalculate);
    return () => {
      form.removeEventListener('input', recalculate);
      form.removeEventListener('change', recalculate);
    };
  }, [live, lang]);

  // Each line's amount, written beside its line outside the panel.
  useEffect(() => {
    if (!listening) return;
    for (const line of shown.figures.lines) {
      const amount = document.querySelector(`[data-line-amount="${line.id}"]`);
      if (amount) amount.textContent = fill(line.included ? words.amount : words.amountExcluded, { amount: centsInWords(lang, line.amountCents) });
    }
  }, [listening, shown, words, lang]);

  const total = shown.figures.total.totalCents;
  const lastAnnounced = useRef(total);
  useEffect(() => {
    if (!listening || total === lastAnnounced.current) return;
    const timer = setTimeout(() => {
      lastAnnounced.current = total;
      setAnnounced(fill(words.totalNow, { total: centsInWords(lang, total) }));
    }, announceAfterMs);
    return () => clearTimeout(timer);
  }, [listening, total, words, lang]);

  const { figures: now, deposit: terms } = shown;
  const facts = [
    { term: words.beforeTaxes, value: money(now.total.beforeTaxCents) },
    { term: words.gst, value: money(now.total.gstCents) },
    { term: words.qst, value: money(now.total.qstCents) },
    { term: words.total, value: <strong data-figure="total">{money(now.total.totalCents)}</strong> },
    {
      term: terms.kind === 'percent' ? fill(words.deposit, { share: basisPointsInWords(lang, terms.basisPoints) }) : words.depositAmount,
      value: (
        <>
          <span data-figure="deposit">{money(now.deposit.totalCents)}</span>
          <br />
          <span className="admin-hint">{fill(words.depositTaxes, { gst: money(now.deposit.gstCents), qst: money(now.deposit.qstCents) })}</span>
        </>
      ),
    },
    { term: words.balance, value: <span data-figure="balance">{money(now.balanceCents)}</span> },
  ];
  return (
    <section ref={section} aria-labelledby="figures-title" className="admin-card admin-figures" id="figures" data-enhanced={listening || undefined}>
      <h2 id="figures-title">{words.heading}</h2>
      {error ? (
        <p id="total-error" className="admin-error">
          {error}
        </p>
      ) : null}
      {listening ? (
        <p id="figures-notice" className={refused ? 'admin-error' : undefined} aria-live="polite">
          {refused ? words.needsCorrecting : ''}
        </p>
      ) : null}
      <FactList facts={facts} />
      {listening ? (
        <p className="sr-only" aria-live="polite" data-figure="announced">
          {announced}
        </p>
      ) : null}
      <p className="admin-hint">{words.options}</p>
      {budget === undefined ? null : (
        <p className="admin-budget">
          <strong>{words.budget}</strong>
          <br />
          <bdi>{budget || words.noBudget}</bdi>
        </p>
      )}
    </section>
  );
}
