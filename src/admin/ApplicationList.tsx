import type { T } from '../i18n';
import { openingInWords } from '../submissions/forms';
import { adminHref, type Lang } from '../routes';
import { applicationStatuses } from '../submissions/statuses';
import { exportMaxRows, filterQuery, openings, pageSize, type Filters, type Opening } from './filters';
import type { LeadRow } from './lead-queries.server';
import { AdminTable, ChoiceLinks } from './fields';
import { Pager } from './Pager';
import { DueMark } from './ReplyDue';
import { parseData, personName, when } from './lead-words.server';

/** An opening of the view in words, as the application's descriptor says it (`spontaneous` is stored as ''). */
export const openingLabel = (t: T, opening: unknown) => {
  const id = String(opening ?? '');
  return openingInWords(id === 'spontaneous' ? '' : id, t);
};

export type ApplicationListProps = {
  lang: Lang;
  t: T;
  /** The view's filters: opening, status, overdue, page (the form is always `application`). */
  filters: Filters;
  rows: LeadRow[];
  total: number;
  /** Per status, under the opening; per opening, under the status. */
  counts: Record<string, number>;
  perOpening: Record<Opening, number>;
  overdue: number;
};

/** The Applications view (docs/decisions/0050-job-applications.md): by opening and by status, each application a row with its reply due. */
export function ApplicationList({ lang, t, filters, rows, total, counts, perOpening, overdue }: ApplicationListProps) {
  const here = (changed: Partial<Filters>, page?: number) => adminHref(lang, 'applications') + filterQuery({ ...filters, page: undefined, ...changed }, page);
  const page = filters.page ?? 1;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const all = Object.values(perOpening).reduce((sum, n) => sum + n, 0);
  const openingLinks = [
    { href: here({ opening: undefined }), label: t('admin:applications.allOpenings', { count: all }), current: !filters.opening },
    ...openings.map((opening) => ({
      href: here({ opening }),
      label: t('admin:applications.openingCount', { opening: openingLabel(t, opening), count: perOpening[opening] }),
      current: filters.opening === opening,
    })),
  ];
  const statusLinks = applicationStatuses.map((status) => ({
    href: here({ status, due: undefined }),
    label: t('admin:counts.item', { status: t(`admin:statuses.${status}`), count: counts[status] ?? 0 }),
    current: filters.status === status,
  }));
  return (
    <div className="admin-page">
      <h1>{t('admin:applications.heading')}</h1>
      <ChoiceLinks label={t('admin:applications.byOpening')} links={openingLinks} />
      <ChoiceLinks label={t('admin:applications.byStatus')} links={statusLinks}>
        <li>
          <a href={here({ status: undefined, due: undefined })} aria-current={!filters.status && !filters.due ? 'true' : undefined}>
            {t('admin:filters.anyStatus')}
          </a>
        </li>
        <li>
          <a href={here({ due: 'overdue' })} aria-current={filters.due ? 'true' : undefined} className="admin-due-count">
            {t('admin:due.count', { count: overdue })}
          </a>
        </li>
      </ChoiceLinks>
      <p>
        <a href={adminHref(lang, 'applications.csv') + filterQuery({ ...filters, page: undefined })} download>
          {t('admin:applications.export')}
        </a>
        {total > exportMaxRows ? <span className="admin-hint"> {t('admin:filters.exportCapped', { max: exportMaxRows })}</span> : null}
      </p>
      <AdminTable
        id="applications"
        caption={total === 0 ? t('admin:applications.captionEmpty') : t('admin:applications.caption', { first, last: Math.min(total, page * pageSize), total })}
        headings={[
          t('admin:list.received'),
          t('admin:due.column'),
          t('admin:list.name'),
          t('admin:applications.opening'),
          t('admin:list.email'),
          t('admin:list.status'),
          t('admin:list.lang'),
        ]}
      >
        {rows.map((row) => {
          const data = parseData(row.data);
          const name = personName(data);
          return (
            <tr key={row.id} className={row.opened_at ? undefined : 'admin-unopened'}>
              <td>{when(lang, row.created_at)}</td>
              <td>
                <DueMark lang={lang} t={t} lead={row} />
              </td>
              <th scope="row">
                <a href={adminHref(lang, `leads/${row.id}`)} aria-label={t('admin:list.open', { name })}>
                  <bdi>{name}</bdi>
                </a>
                {row.opened_at ? null : (
                  <span className="admin-new">
                    {' '}
                    {t('admin:list.new')}
                    <span className="sr-only"> ({t('admin:list.newLabel')})</span>
                  </span>
                )}
              </th>
              <td>{openingLabel(t, data.opening)}</td>
              <td>
                <bdi>{String(data.email ?? '')}</bdi>
              </td>
              <td>
                <span className={`admin-status admin-status-${row.status}`}>{t(`admin:statuses.${row.status}`)}</span>
              </td>
              <td>{t(`admin:langs.${row.lang}`)}</td>
            </tr>
          );
        })}
      </AdminTable>
      <Pager t={t} page={page} pages={Math.max(1, Math.ceil(total / pageSize))} href={(to) => here({}, to)} />
    </div>
  );
}
