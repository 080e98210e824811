import type { T } from '../../i18n';
import { adminHref } from '../../routes';
import type { ProposalPageProps } from './page-props';
import { ProposalEditor } from './Editor';
import { ProposalHistory } from './Timeline';
import { ProposalSent } from './Sent';
import { stateOf } from './queries.server';
import { ErrorSummary } from '../../../client/forms/error-summary';
import { errorList } from './error-list';

/** A proposal's page: the editor while it is a draft, its record and actions once sent; its history below. */
export function ProposalPage(props: ProposalPageProps) {
  const { lang, t, row, draft, outcome, history, revises, replacedBy } = props;
  const state = stateOf(row);
  const name = draft.client.company ? `${draft.client.name} (${draft.client.company})` : draft.client.name;
  return (
    <div className="admin-page">
      <p className="admin-back">
        {row.submission_id ? <a href={adminHref(lang, `leads/${row.submission_id}`)}>← {t('admin:proposals.detail.back')}</a> : null}
        <a href={adminHref(lang, 'proposals')}>← {t('admin:proposals.detail.backToList')}</a>
      </p>
      {outcome?.error && Object.keys(props.errors).length > 0 ? (
        <ErrorSummary id="outcome" title={outcome.text} {...errorList(t, props.values, props.errors)} />
      ) : outcome ? (
        <p id="outcome" role={outcome.error ? 'alert' : 'status'} tabIndex={-1} className={outcome.error ? 'admin-outcome admin-error' : 'admin-outcome'}>
          {outcome.text}
        </p>
      ) : null}
      <h1>
        {row.number
          ? t('admin:proposals.detail.heading', { number: row.number, name: `\u2068${name}\u2069` })
          : t('admin:proposals.detail.headingDraft', { name: `\u2068${name}\u2069` })}
      </h1>
      <p>
        <span className={`admin-status admin-proposal-${state}`}>{t('admin:proposals.detail.state', { state: t(`admin:proposals.states.${state}`) })}</span>
        {revises ? (
          <>
            {' · '}
            <a href={adminHref(lang, `proposals/${revises.id}`)}>{t('admin:proposals.detail.revisionOf', { number: revises.number ?? '—' })}</a>
          </>
        ) : null}
        {replacedBy ? (
          <>
            {' · '}
            <a href={adminHref(lang, `proposals/${replacedBy.id}`)}>
              {t('admin:proposals.history.replaced', { number: replacedBy.number ?? t('admin:proposals.unnumbered') })}
            </a>
          </>
        ) : null}
      </p>
      {row.status === 'draft' ? <ProposalEditor {...props} /> : <ProposalSent {...props} />}
      <ProposalHistory
        lang={lang}
        t={t}
        history={history}
        replyHref={row.submission_id ? `${adminHref(lang, `leads/${row.submission_id}`)}#reply` : undefined}
      />
    </div>
  );
}

/** The catalogue as the editor's choices: free text first, then services, plans and add-ons with their names. */
export function catalogueChoices(
  t: T,
  entries: { kind: 'service' | 'plan' | 'addon'; id: string }[],
  names: (source: { kind: 'service' | 'plan' | 'addon'; id: string }) => string,
) {
  return [
    { value: 'free', label: t('admin:proposals.editor.free') },
    ...entries.map((source) => ({
      value: `${source.kind}:${source.id}`,
      label: `${t(`admin:proposals.editor.fromCatalogue.${source.kind}`)} · ${names(source)}`,
    })),
  ];
}
