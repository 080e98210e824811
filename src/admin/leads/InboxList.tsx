import type { T } from '../../i18n';
import { adminHref, type Lang } from '../../routes';
import { retention } from '../../business/terms';
import { exportMaxRows, filterQuery, openings, pageSize, type Filters, type Opening } from '../shared/filters';
import { ChoiceLinks } from '../shared/fields';
import { InboxTable, openingLabel } from './InboxTable';
import { rowHref, type InboxView } from '../shared/inbox-views';
import type { ListedLeads } from '../shared/lead-queries.server';
import { LeadFilters } from './FilterForm';
import { Pager } from '../shared/Pager';

export type InboxListProps = ListedLeads & {
  lang: Lang;
  t: T;
  view: InboxView;
  filters: Filters;
  /** Per opening, under the status and pile (a view that counts them: `byOpening`). */
  perOpening?: Record<Opening, number>;
};

/**
 * A view's list (docs/decisions/0051-inbox-views.md): its counts (per opening, per status, overdue,
 * in review), its filter form or its CSV link, its table, its pages. Its review pile (`review=held`,
 * docs/decisions/0046-review-pile-and-email-budget.md) is the same page over its held posts.
 */
export function InboxList({ lang, t, view, filters, rows, total, counts, overdue, inReview, perOpening }: InboxListProps) {
  const here = (changed: Partial<Filters>, page?: number) => adminHref(lang, view.list) + filterQuery({ ...filters, page: undefined, ...changed }, page);
  const page = filters.page ?? 1;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const statusLinks = view.statuses.map((status) => ({
    href: here({ status }),
    label: t('admin:counts.item', { status: t(`admin:statuses.${status}`), count: counts[status] ?? 0 }),
    current: filters.status === status,
  }));
  return (
    <div className="admin-page">
      <h1>{filters.review ? t('admin:review.heading') : t(view.words.heading)}</h1>
      {filters.review ? <p>{t('admin:review.intro', { days: retention.reviewPileDays })}</p> : null}
      {perOpening ? <OpeningLinks t={t} filters={filters} perOpening={perOpening} here={here} /> : null}

      <ChoiceLinks label={t(view.words.byStatus)} links={statusLinks}>
        {view.filterForm ? null : (
          <li>
            <a href={here({ status: undefined, due: undefined })} aria-current={!filters.status && !filters.due ? 'true' : undefined}>
              {t('admin:filters.anyStatus')}
            </a>
          </li>
        )}
        <li>
          <a href={here({ due: 'overdue' })} aria-current={filters.due ? 'true' : undefined} className="admin-due-count">
            {t('admin:due.count', { count: overdue })}
          </a>
        </li>
        <li>
          <a href={adminHref(lang, view.list) + filterQuery({ review: 'held' })} aria-current={filters.review ? 'true' : undefined}>
            {t('admin:review.count', { count: inReview })}
          </a>
        </li>
      </ChoiceLinks>

      {view.filterForm ? (
        <LeadFilters lang={lang} t={t} view={view} filters={filters} total={total} />
      ) : (
        <p>
          <a href={adminHref(lang, view.csv) + filterQuery({ ...filters, page: undefined })} download>
            {t(view.words.export)}
          </a>
          {total > exportMaxRows ? <span className="admin-hint"> {t('admin:filters.exportCapped', { max: exportMaxRows })}</span> : null}
        </p>
      )}

      <InboxTable
        lang={lang}
        t={t}
        view={view}
        rows={rows}
        caption={total === 0 ? t(view.words.captionEmpty) : t(view.words.caption, { first, last: Math.min(total, page * pageSize), total })}
        href={(row) => rowHref(lang, row)}
      />

      <Pager t={t} page={page} pages={Math.max(1, Math.ceil(total / pageSize))} href={(to) => here({}, to)} />
    </div>
  );
}

/** How many per opening, each a link that keeps the other filters. */
function OpeningLinks({
  t,
  filters,
  perOpening,
  here,
}: {
  t: T;
  filters: Filters;
  perOpening: Record<Opening, number>;
  here: (changed: Partial<Filters>) => string;
}) {
  const all = Object.values(perOpening).reduce((sum, n) => sum + n, 0);
  const links = [
    { href: here({ opening: undefined }), label: t('admin:applications.allOpenings', { count: all }), current: !filters.opening },
    ...openings.map((opening) => ({
      href: here({ opening }),
      label: t('admin:applications.openingCount', { opening: openingLabel(t, opening), count: perOpening[opening] }),
      current: filters.opening === opening,
    })),
  ];
  return <ChoiceLinks label={t('admin:applications.byOpening')} links={links} />;
}
