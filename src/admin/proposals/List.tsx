import { longDate } from '../../business/format';
import type { T } from '../../i18n';
import { adminHref, type Lang } from '../../routes';
import { centsInWords } from '../../proposals/amounts';
import { defaultChoice, priceProposal, type ProposalDraft } from '../../proposals/document';
import { AdminTable, ChoiceLinks } from '../shared/fields';
import { pageSize } from '../shared/filters';
import { Pager } from '../shared/Pager';
import { type ListedProposal, type ProposalState, proposalStates } from './queries.server';
import { when } from '../shared/lead-words.server';

/**
 * The Proposals view (docs/decisions/0052-proposals.md, "The Proposals view"): every proposal by
 * state, in the inbox's table and status links; each row opens its proposal's page.
 */
export function ProposalList({
  lang,
  t,
  state,
  page,
  rows,
  total,
  counts,
}: {
  lang: Lang;
  t: T;
  state: ProposalState | undefined;
  page: number;
  rows: ListedProposal[];
  total: number;
  counts: Record<string, number>;
}) {
  const here = (to: ProposalState | undefined, at = 1) => {
    const query = new URLSearchParams();
    if (to) query.set('status', to);
    if (at > 1) query.set('page', String(at));
    const text = query.toString();
    return adminHref(lang, 'proposals') + (text ? `?${text}` : '');
  };
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const links = [
    { href: here(undefined), label: t('admin:proposals.all', { count: all }), current: !state },
    ...proposalStates.map((item) => ({
      href: here(item),
      label: t('admin:proposals.statusCount', { status: t(`admin:proposals.states.${item}`), count: counts[item] ?? 0 }),
      current: state === item,
    })),
  ];
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return (
    <div className="admin-page">
      <h1>{t('admin:proposals.heading')}</h1>
      <ChoiceLinks label={t('admin:proposals.byStatus')} links={links} />
      <AdminTable
        id="proposals"
        caption={total === 0 ? t('admin:proposals.captionEmpty') : t('admin:proposals.caption', { first, last: Math.min(total, page * pageSize), total })}
        headings={[
          t('admin:proposals.columns.number'),
          t('admin:proposals.columns.client'),
          t('admin:proposals.columns.status'),
          t('admin:proposals.columns.total'),
          t('admin:proposals.columns.deposit'),
          t('admin:proposals.columns.validUntil'),
          t('admin:proposals.columns.updated'),
        ]}
      >
        {rows.map((row) => {
          const draft = JSON.parse(row.draft) as ProposalDraft;
          const figures = priceProposal(draft, defaultChoice(draft.lines));
          const client = draft.client.company ? `${draft.client.name} (${draft.client.company})` : draft.client.name;
          return (
            <tr key={row.id}>
              <th scope="row">
                <a href={adminHref(lang, `proposals/${row.id}`)}>{row.number ?? t('admin:proposals.unnumbered')}</a>
              </th>
              <td>
                <bdi>{client || '—'}</bdi>
              </td>
              <td>
                <span className={`admin-status admin-proposal-${row.state}`}>{t(`admin:proposals.states.${row.state}`)}</span>
              </td>
              <td className="admin-number">{centsInWords(lang, figures.total.totalCents)}</td>
              <td>
                {row.deposit_state ? (
                  <span className={`admin-status admin-deposit-${row.deposit_state}`}>{t(`admin:proposals.deposit.states.${row.deposit_state}`)}</span>
                ) : (
                  '—'
                )}
              </td>
              <td>{row.valid_until ? longDate(lang, row.valid_until) : '—'}</td>
              <td>{when(lang, row.updated_at)}</td>
            </tr>
          );
        })}
      </AdminTable>
      <Pager t={t} page={page} pages={Math.max(1, Math.ceil(total / pageSize))} href={(to) => here(state, to)} />
    </div>
  );
}
