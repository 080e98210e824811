import type { T } from '../i18n';
import { adminHref, type Lang } from '../routes';
import { filterQuery, pageSize, statuses, type Filters } from './filters';
import type { LeadRow } from './lead-queries.server';
import { ChoiceLinks } from './fields';
import { LeadFilters } from './LeadFilters';
import { LeadTable } from './LeadTable';
import { Pager } from './Pager';
import { retention } from '../business/terms';

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

/** The inbox: counts per status, the labelled filter form (`LeadFilters`), the table of leads (`LeadTable`), pages. */
export function LeadList({ lang, t, filters, rows, total, counts, overdue, inReview }: LeadListProps) {
  const page = filters.page ?? 1;
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

      <LeadFilters lang={lang} t={t} filters={filters} total={total} />

      <LeadTable lang={lang} t={t} rows={rows} caption={total === 0 ? t('admin:list.captionEmpty') : t('admin:list.caption', { first, last, total })} />

      <Pager t={t} page={page} pages={pages} href={(to) => adminHref(lang) + filterQuery(filters, to)} />
    </div>
  );
}
