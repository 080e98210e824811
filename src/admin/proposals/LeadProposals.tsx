import { dataKey, type T } from '../../i18n';
import { adminHref, type Lang } from '../../routes';
import { centsInWords } from '../../proposals/amounts';
import { defaultChoice, priceProposal, type ProposalDraft } from '../../proposals/document';
import { mailOfProposals, type ProposalMailRow } from '../../proposal-mail/queue.server';
import { proposalsOfLead, type ProposalRow } from '../../proposals/staff-store.server';
import type { LeadRow } from '../shared/lead-queries.server';
import type { StaffContext } from '../shared/staff-page.server';
import { stateOf } from './queries.server';
import { outboxState } from '../shared/ReplyDue';
import { PostButton } from '../shared/PostButton';

/** How a proposal's e-mail went: sent, retrying, given up, queued, or why it was not sent. */
export function proposalMailState(lang: Lang, t: T, item: ProposalMailRow): string {
  if (!item.skipped) return outboxState(lang, t, item);
  if (item.skipped === 'recipient' || item.skipped === 'budget') return t(`admin:deliveries.skipped.${item.skipped}`);
  return t(dataKey(`admin:proposals.mailSkipped.${item.skipped}`), { defaultValue: item.skipped });
}

/**
 * A lead's proposals on its page (docs/decisions/0052-proposals.md): each with its state, total and
 * e-mails, and the form that prepares a new one from the lead.
 */
export function LeadProposals({ lang, t, leadId, proposals, mail }: { lang: Lang; t: T; leadId: string; proposals: ProposalRow[]; mail: ProposalMailRow[] }) {
  return (
    <section aria-labelledby="proposals-title" className="admin-card">
      <h2 id="proposals-title">{t('admin:proposals.ofLead.heading')}</h2>
      {proposals.length === 0 ? <p>{t('admin:proposals.ofLead.none')}</p> : null}
      <ul className="admin-proposals">
        {proposals.map((row) => {
          const draft = JSON.parse(row.draft) as ProposalDraft;
          const total = priceProposal(draft, defaultChoice(draft.lines)).total.totalCents;
          const state = stateOf(row);
          return (
            <li key={row.id} data-proposal={row.id}>
              <a href={adminHref(lang, `proposals/${row.id}`)}>{row.number ?? t('admin:proposals.unnumbered')}</a>{' '}
              <span className={`admin-status admin-proposal-${state}`}>{t(`admin:proposals.states.${state}`)}</span> · {centsInWords(lang, total)}
              {mail
                .filter((item) => item.proposal_id === row.id)
                .map((item) => (
                  <span key={`${item.kind}:${item.ref}`} className="admin-hint admin-proposal-mail">
                    {t('admin:proposals.ofLead.mail', { kind: t(dataKey(`admin:proposals.mailKinds.${item.kind}`), { defaultValue: item.kind }) })}
                    {lang === 'fr' ? '\u00a0: ' : ': '}
                    {proposalMailState(lang, t, item)}
                  </span>
                ))}
            </li>
          );
        })}
      </ul>
      <PostButton action={adminHref(lang, 'proposals/new')} field={{ name: 'lead', value: leadId }} label={t('admin:proposals.ofLead.prepare')} primary />
    </section>
  );
}

/** A lead's proposals and their e-mails on its page, read from D1; none on a spam or held post (`RowParts` of `src/admin/leads/row-parts.ts`). */
export async function leadProposals(c: StaffContext, lead: LeadRow) {
  const proposals = await proposalsOfLead(c.env.DB, lead.id);
  const mail = await mailOfProposals(
    c.env.DB,
    proposals.map((proposal) => proposal.id),
  );
  if (lead.status === 'spam' || lead.held_at) return null;
  return <LeadProposals lang={c.get('lang')} t={c.get('t')} leadId={lead.id} proposals={proposals} mail={mail} />;
}
