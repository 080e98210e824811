import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { longDate } from '../business/format';
import { priceProposal } from '../proposals/document';
import { Certificate, Line, Totals, Words } from './proposal-document';
import { Actions, UpdateRequest, type ProposalPageState } from './proposal-forms';
import { DepositPayment } from './proposal-payment';
import { DocumentTools, Parties } from './document-parts';

export type { ProposalPageState } from './proposal-forms';

/** A proposal's private page (docs/decisions/0052-proposals.md): the document, then what the client may do with it. */
export function ProposalPage(state: ProposalPageState) {
  const { lang, t } = usePage();
  const { proposal, acceptance } = state;
  const snapshot = proposal.snapshot;
  const figures = acceptance ? acceptance.totals : priceProposal(snapshot, state.chosen);
  const chosen = acceptance ? acceptance.chosen : state.chosen;
  return (
    <article className="proposal container">
      <DocumentTools otherLanguage={state.otherLanguage} otherLabel={t('proposal:document.otherLanguage')} />
      <StateNotice state={state} />
      {acceptance ? <Certificate proposal={proposal} acceptance={acceptance} snapshotHref={state.snapshotHref} /> : null}
      {state.payment ? <DepositPayment view={state.payment} /> : null}
      <header className="proposal-head">
        <div>
          <p className="proposal-kicker">{t('proposal:document.label')}</p>
          <h1>{snapshot.number}</h1>
          {snapshot.revision > 1 ? <p>{t('proposal:document.revision', { revision: snapshot.revision })}</p> : null}
          <p>
            {t('proposal:document.issuedOn')} <time dateTime={snapshot.issuedOn}>{longDate(lang, snapshot.issuedOn)}</time>
          </p>
        </div>
        <Parties
          issuer={snapshot.company}
          contact={
            <>
              {snapshot.company.phone} · {snapshot.company.email}
            </>
          }
          client={snapshot.client}
          headings={[
            { id: 'proposal-from', title: t('proposal:document.from') },
            { id: 'proposal-to', title: t('proposal:document.to') },
          ]}
        />
      </header>
      {snapshot.request?.answers.length ? (
        <section aria-labelledby="proposal-asked" className="proposal-section">
          <h2 id="proposal-asked">{t('proposal:document.youAsked')}</h2>
          <dl className="proposal-asked">
            {snapshot.request.answers.map((answer) => {
              const lines = snapshot.lines.filter((line) => line.answers === answer.key);
              return (
                <div key={answer.key}>
                  <dt>{answer.question[lang]}</dt>
                  <dd>
                    <p>{answer.answer[lang]}</p>
                    {lines.length ? (
                      <ul aria-label={t('proposal:document.answeredBy')}>
                        {lines.map((line) => (
                          <li key={line.id}>
                            <a href={`#line-${line.id}`}>{line.name[lang]}</a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="proposal-lines" className="proposal-section">
        <h2 id="proposal-lines">{t('proposal:document.lines')}</h2>
        <ol className="proposal-lines">
          {snapshot.lines.map((line) => (
            <Line key={line.id} line={line} figures={figures} chosen={chosen} />
          ))}
        </ol>
        <p className="proposal-small">{t('proposal:document.estimateNote')}</p>
      </section>
      <Totals figures={figures} />
      <section aria-labelledby="proposal-payment" className="proposal-section">
        <h2 id="proposal-payment">{t('proposal:document.paymentTerms')}</h2>
        <p>{t('proposal:document.paymentDays', { days: snapshot.paymentDays })}</p>
      </section>
      <Words id="schedule" title={t('proposal:document.schedule')} text={snapshot.schedule[lang]} />
      <Words id="notes" title={t('proposal:document.notes')} text={snapshot.notes[lang]} />
      <Words id="terms" title={t('proposal:document.terms')} text={snapshot.terms[lang]} />
      <section aria-labelledby="proposal-validity" className="proposal-section">
        <h2 id="proposal-validity">{t('proposal:document.validity')}</h2>
        <p>{t('proposal:document.validUntil', { day: longDate(lang, proposal.validUntil) })}</p>
      </section>
      {proposal.status === 'sent' && !state.expired ? <Actions state={state} /> : null}
      {proposal.status === 'sent' && state.expired && state.notice !== 'updateSent' ? <UpdateRequest /> : null}
    </article>
  );
}

function StateNotice({ state }: { state: ProposalPageState }) {
  const { lang, t } = usePage();
  const lines: { kind: 'success' | 'error' | 'info'; text: string }[] = [];
  const { proposal } = state;
  if (proposal.status === 'replaced') {
    lines.push({ kind: 'info', text: state.replacedBy ? t('proposal:state.replaced', { number: state.replacedBy }) : t('proposal:accept.errors.closed') });
  }
  if (proposal.status === 'declined') lines.push({ kind: 'info', text: t('proposal:state.declined') });
  if (state.expired) lines.push({ kind: 'error', text: t('proposal:state.expired', { day: longDate(lang, proposal.validUntil) }) });
  if (state.notice === 'questionSent') lines.push({ kind: 'success', text: t('proposal:question.sent') });
  if (state.notice === 'updateSent') lines.push({ kind: 'success', text: t('proposal:update.sent') });
  // A refused Pay post is said here, at the top, where a page answering a post without JavaScript opens, not in the pay section below the certificate.
  if (state.payNotice) lines.push({ kind: 'error', text: t(dataKey(`payment:pay.errors.${state.payNotice}`)) });
  if (state.notice === 'rate') lines.push({ kind: 'error', text: t('proposal:accept.errors.rate') });
  if (state.notice === 'closed' && proposal.status === 'sent') lines.push({ kind: 'error', text: t('proposal:accept.errors.closed') });
  if (!lines.length) return null;
  return (
    <div className="proposal-notices" role={lines.some((line) => line.kind === 'error') ? 'alert' : 'status'}>
      {lines.map((line) => (
        <p key={line.text} className={`form-notice form-notice-${line.kind === 'info' ? 'success' : line.kind}`}>
          {line.text}
        </p>
      ))}
    </div>
  );
}
