import { dataKey, type T } from '../i18n';
import { adminHref, languages, type Lang } from '../routes';
import { allForms } from '../submissions/forms';
import { exportMaxRows, filterQuery, pageSize, statuses, type Filters } from './filters';
import type { LeadRow } from './leads.server';
import { parseData, personName, when } from './words.server';
import { AdminTable, ChoiceLinks, Field, SelectField } from './fields';
import { DueMark } from './ReplyDue';
import { retention } from '../content/terms';

export type LeadListProps = {
  lang: Lang;
  t: T;
  filters: Filters;
  rows: LeadRow[];
  total: number;
  counts: Record<string, number>;
  /** Leads whose first reply is late, under the other filters (src/admin/overdue.server.ts). */
  overdue: number;
  /** Posts held for review (docs/decisions/0046-review-pile-and-email-budget.md). */
  inReview: number;
};

/** The inbox: counts per status, the labelled filter form, the table of leads, pages. */
export function LeadList({ lang, t, filters, rows, total, counts, overdue, inReview }: LeadListProps) {
  const page = filters.page ?? 1;
  const filterSelects = [
    {
      name: 'form',
      label: t('admin:filters.form'),
      any: t('admin:filters.any'),
      options: allForms().map(({ name }) => ({ value: name, label: t(dataKey(`admin:forms.${name}`)) })),
    },
    {
      name: 'status',
      label: t('admin:filters.status'),
      any: t('admin:filters.anyStatus'),
      options: statuses.map((status) => ({ value: status, label: t(`admin:statuses.${status}`) })),
    },
    {
      name: 'lang',
      label: t('admin:filters.lang'),
      any: t('admin:filters.any'),
      options: languages.map((code) => ({ value: code, label: t(`admin:langs.${code}`) })),
    },
    { name: 'due', label: t('admin:due.filter'), any: t('admin:due.any'), options: [{ value: 'overdue', label: t('admin:due.onlyOverdue') }] },
  ] as const;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const withStatus = (status: string) => filterQuery({ ...filters, status: status as Filters['status'], page: undefined });
  const statusLinks = statuses.map((status) => ({
    href: adminHref(lang) + withStatus(status),
    label: t('admin:counts.item', { status: t(`admin:statuses.${status}`), count: counts[status] ?? 0 }),
    current: filters.status === status,
  }));
  return (
    <div className="admin-page">
      <h1>{filters.review ? t('admin:review.heading') : t('admin:shell.leads')}</h1>
      {filters.review ? <p>{t('admin:review.intro', { days: retention.reviewPileDays })}</p> : null}

      <ChoiceLinks label={t('admin:counts.label')} links={statusLinks}>
        <li>
          <a
            href={adminHref(lang) + filterQuery({ ...filters, due: 'overdue', page: undefined })}
            aria-current={filters.due ? 'true' : undefined}
            className="admin-due-count"
          >
            {t('admin:due.count', { count: overdue })}
          </a>
        </li>
        <li>
          <a href={adminHref(lang) + filterQuery({ review: 'held' })} aria-current={filters.review ? 'true' : undefined}>
            {t('admin:review.count', { count: inReview })}
          </a>
        </li>
      </ChoiceLinks>

      <form method="get" action={adminHref(lang)} className="admin-filters" role="search">
        <fieldset>
          <legend>{t('admin:filters.legend')}</legend>
          <Field id="filter-q" label={t('admin:filters.q')}>
            {() => <input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={200} />}
          </Field>
          {filterSelects.map((select) => (
            <SelectField key={select.name} id={`filter-${select.name}`} value={filters[select.name] ?? ''} {...select} />
          ))}
          {(['from', 'to'] as const).map((name) => (
            <Field key={name} id={`filter-${name}`} label={t(`admin:filters.${name}`)}>
              {() => <input id={`filter-${name}`} name={name} type="date" defaultValue={filters[name] ?? ''} />}
            </Field>
          ))}
          <div className="admin-actions">
            <button type="submit" className="btn btn-primary">
              {t('admin:filters.apply')}
            </button>
            <a href={adminHref(lang)}>{t('admin:filters.reset')}</a>
            <a href={adminHref(lang, 'export.csv') + filterQuery(filters)} download>
              {t('admin:filters.export')}
            </a>
            {total > exportMaxRows ? <p className="admin-hint">{t('admin:filters.exportCapped', { max: exportMaxRows })}</p> : null}
          </div>
        </fieldset>
      </form>

      <AdminTable
        id="leads"
        caption={total === 0 ? t('admin:list.captionEmpty') : t('admin:list.caption', { first, last, total })}
        headings={[
          t('admin:list.received'),
          t('admin:due.column'),
          t('admin:list.name'),
          t('admin:list.form'),
          t('admin:list.email'),
          t('admin:list.company'),
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
              <td>{t(dataKey(`admin:forms.${row.form}`))}</td>
              <td>
                <bdi>{String(data.email ?? '')}</bdi>
              </td>
              <td>
                <bdi>{String(data.company ?? '')}</bdi>
              </td>
              <td>
                <span className={`admin-status admin-status-${row.status}`}>{t(`admin:statuses.${row.status}`)}</span>
              </td>
              <td>{t(`admin:langs.${row.lang}`)}</td>
            </tr>
          );
        })}
      </AdminTable>

      {pages > 1 ? (
        <nav aria-label={t('admin:pagination.label')} className="admin-pages">
          {page > 1 ? (
            <a href={adminHref(lang) + filterQuery(filters, page - 1)} rel="prev">
              {t('admin:pagination.previous')}
            </a>
          ) : null}
          <span>{t('admin:pagination.page', { page, pages })}</span>
          {page < pages ? (
            <a href={adminHref(lang) + filterQuery(filters, page + 1)} rel="next">
              {t('admin:pagination.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
