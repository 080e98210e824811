import type { T } from '../../i18n';

/** The previous and next pages of a list, when it has more than one; `href(page)` keeps the list's filters. */
export function Pager({ t, page, pages, href }: { t: T; page: number; pages: number; href: (page: number) => string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('admin:pagination.label')} className="admin-pages">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          {t('admin:pagination.previous')}
        </a>
      ) : null}
      <span>{t('admin:pagination.page', { page, pages })}</span>
      {page < pages ? (
        <a href={href(page + 1)} rel="next">
          {t('admin:pagination.next')}
        </a>
      ) : null}
    </nav>
  );
}
