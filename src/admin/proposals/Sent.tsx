import type { ReactNode } from 'react';
import { longDate } from '../../business/format';
import { businessTerms } from '../../business/terms';
import { dataKey, type T } from '../../i18n';
import { adminHref, type Lang } from '../../routes';
import { centsInWords } from '../../proposals/amounts';
import type { ProposalFigures as Figures, ProposalLine } from '../../proposals/document';
import { Typed } from './EditorControls';
import { FactList } from '../shared/fields';
import { when } from '../shared/lead-words.server';
import { ProposalFigures } from './ProposalFigures';
import type { ProposalPageProps } from './page-props';
import { stateOf } from './queries.server';
import { proposalMailState } from './LeadProposals';
import { ProposalAcceptance } from './Acceptance';
import { DepositCard } from './Deposit';

/** A sent proposal's lines, read only. */
function LinesTable({ lang, t, lines, figures }: { lang: Lang; t: T; lines: ProposalLine[]; figures: Figures }) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby="lines-caption">
      <table className="admin-grid">
        <caption id="lines-caption">{t('admin:proposals.editor.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin:proposals.columns.line')}</th>
            <th scope="col">{t('admin:proposals.editor.quantity')}</th>
            <th scope="col">{t('admin:proposals.editor.price')}</th>
            <th scope="col">{t('admin:proposals.editor.discount')}</th>
            <th scope="col">{t('admin:proposals.editor.pricing')}</th>
            <th scope="col">{t('admin:proposals.columns.total')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const amount = figures.lines.find((item) => item.id === line.id);
            return (
              <tr key={line.id}>
                <th scope="row">
                  {line.name[lang]}
                  {line.optional ? ` (${t('admin:proposals.editor.optional')}${line.group ? ` · ${line.group}` : ''})` : null}
                </th>
                <td>
                  {line.quantityHundredths / 100} {t(`admin:proposals.editor.units.${line.unit}`)}
                </td>
                <td>{centsInWords(lang, line.unitPriceCents)}</td>
                <td>{line.discountBasisPoints / 100}</td>
                <td>{t(`admin:proposals.editor.pricings.${line.pricing}`)}</td>
                <td>{amount ? centsInWords(lang, amount.amountCents) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A sent (or answered) proposal: its record, lines and figures, and what staff may still do. */
export function ProposalSent(props: ProposalPageProps) {
  const { lang, t, row, draft, figures, budget, link, mail } = props;
  const self = adminHref(lang, `proposals/${row.id}`);
  const state = stateOf(row);
  const open = row.status === 'sent';
  const facts: { term: string; value: ReactNode }[] = [
    { term: t('admin:proposals.detail.number'), value: row.number ?? '—' },
    { term: t('admin:proposals.detail.sentAt'), value: when(lang, row.sent_at) },
    {
      term: t('admin:proposals.detail.validUntil'),
      value: row.valid_until ? t('admin:proposals.detail.validUntilValue', { date: longDate(lang, row.valid_until) }) : '—',
    },
    {
      term: t('admin:proposals.detail.opened'),
      value: row.first_opened_at
        ? t('admin:proposals.detail.openedValue', { first: when(lang, row.first_opened_at), last: when(lang, row.last_opened_at ?? row.first_opened_at) })
        : t('admin:proposals.detail.notOpened'),
    },
    { term: t('admin:proposals.detail.sha256'), value: <code className="admin-hash">{row.snapshot_sha256}</code> },
    ...(link && open ? [{ term: t('admin:proposals.detail.link'), value: <a href={link}>{link}</a> }] : []),
    ...mail.map((item) => ({
      term: t('admin:proposals.ofLead.mail', { kind: t(dataKey(`admin:proposals.mailKinds.${item.kind}`), { defaultValue: item.kind }) }),
      value: proposalMailState(lang, t, item),
    })),
  ];
  return (
    <>
      <div className="admin-columns">
        <section aria-labelledby="record-title" className="admin-card">
          <h2 id="record-title">{t('admin:proposals.detail.record')}</h2>
          <FactList facts={facts} />
        </section>
        <ProposalFigures lang={lang} t={t} figures={figures} deposit={draft.deposit} budget={budget} />
      </div>
      {props.acceptance ? <ProposalAcceptance lang={lang} t={t} acceptance={props.acceptance} draft={draft} /> : null}
      {props.deposit ? <DepositCard lang={lang} t={t} proposalId={row.id} deposit={props.deposit} values={props.paymentValues} errors={props.errors} /> : null}
      <LinesTable lang={lang} t={t} lines={draft.lines} figures={figures} />
      {open ? (
        <section aria-labelledby="actions-title" className="admin-card admin-proposal-actions">
          <h2 id="actions-title">{t('admin:proposals.actions.legend')}</h2>
          <form method="post" action={`${self}/extend`} noValidate>
            <Typed
              name="days"
              label={t('admin:proposals.actions.extendDays')}
              values={{ days: props.values.days ?? String(businessTerms.quoteValidityDays) }}
              errors={props.errors}
              inputMode="numeric"
            />
            <button type="submit" className="btn btn-secondary">
              {t('admin:proposals.actions.extend')}
            </button>
          </form>
          {(['revise', 'withdraw'] as const).map((action) => (
            <form key={action} method="post" action={`${self}/${action}`}>
              <p className="admin-hint" id={`${action}-hint`}>
                {t(`admin:proposals.actions.${action}Hint`)}
              </p>
              <button type="submit" className="btn btn-secondary" aria-describedby={`${action}-hint`}>
                {t(`admin:proposals.actions.${action}`)}
              </button>
            </form>
          ))}
        </section>
      ) : (
        <p className="admin-card">{t('admin:proposals.actions.frozen', { state: t(`admin:proposals.states.${state}`).toLowerCase() })}</p>
      )}
    </>
  );
}
