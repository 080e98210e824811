import { usePage } from '../render/page-context';
import { longDate } from '../business/format';
import type { Entry } from '../publishing/entry-schema';
import { entryHref } from '../publishing/entry-pages';
import { Picture } from './Picture';

/** Cards of posts or case studies: cover, title, date, reading time, category or services. */
export function EntryCards({ entries, headingLevel = 2, eager = 0 }: { entries: Entry[]; headingLevel?: 2 | 3; eager?: number }) {
  const { lang, t } = usePage();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="card-grid cols-3 entry-cards">
      {entries.map((entry, index) => (
        <li key={entry.slug} className="card entry-card">
          <Picture
            image={entry.cover}
            alt=""
            sizes="(min-width: 62.5rem) 22rem, (min-width: 43.75rem) 45vw, 92vw"
            first={index < eager}
            className="entry-card-cover"
          />
          <p className="entry-card-tags">
            {entry.kind === 'blog' ? t(`publishing:categories.${entry.category}`) : entry.services.map((id) => t(`serviceNames.${id}`)).join(' · ')}
          </p>
          <Heading className="entry-card-title">
            <a href={entryHref(entry)} className="card-link">
              {entry.title}
            </a>
          </Heading>
          <p className="entry-card-meta">
            <time dateTime={entry.date}>{longDate(lang, entry.date)}</time> · {t('publishing:entry.readingTime', { count: entry.readingMinutes })}
          </p>
          <p>{entry.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Plain links to the other pages of a list (no JavaScript): previous, "page n of m", next. */
export function Pagination({ page, pages, pageHref }: { page: number; pages: number; pageHref: (page: number) => string }) {
  const { t } = usePage();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('publishing:pagination.label')}>
      {page > 1 ? (
        <a href={pageHref(page - 1)} rel="prev">
          {t('publishing:pagination.previous')}
        </a>
      ) : null}
      <span aria-current="page">{t('publishing:pagination.status', { page, pages })}</span>
      {page < pages ? (
        <a href={pageHref(page + 1)} rel="next">
          {t('publishing:pagination.next')}
        </a>
      ) : null}
    </nav>
  );
}

type FilterLink = { href: string; label: string; current: boolean };

/** A list's filter: "all" (no choice) first, then each choice, each a link to its page; the current one marked. */
export function filterLinks<Id extends string>(
  choices: readonly Id[],
  current: Id | undefined,
  linkTo: (id?: Id) => string,
  name: (id?: Id) => string,
): FilterLink[] {
  return [undefined, ...choices].map((id) => ({ href: linkTo(id), label: name(id), current: id === current }));
}

/** A list's filters as plain links (no JavaScript), the current one marked. */
export function FilterLinks({ label, links }: { label: string; links: FilterLink[] }) {
  return (
    <nav aria-label={label} className="filter-links">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
