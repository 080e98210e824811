import type { ReactElement } from 'react';
import type { T } from '../i18n';
import { feedPaths, href, listPageSize, listQuery, type Lang, type Params } from '../routes';
import { blogCategories, type Entry, type Post } from '../publishing/entry-schema';
import { isServiceId, type ServiceId } from '../business/services';
import { findEntry, published } from '../publishing/entries';
import { categoryOfSlug, entryHref, pageAlternates, servicesWithCaseStudies } from '../publishing/entry-pages';
import { entryJsonLd, trailJsonLd } from '../seo/entry-json-ld';
import type { Head } from '../render/Document';
import { site } from '../site';
import { BlogPage } from './Blog';
import { BlogPostPage } from './BlogPost';
import { CaseStudiesPage } from './CaseStudies';
import { CaseStudyPage } from './CaseStudy';

type PageView = { element: ReactElement; head: Head };

/** What a collection's page is built from: the request's language, origin, query and clock. */
type Info = { lang: Lang; origin: string; query?: URLSearchParams; now?: number };
type ListInfo = Required<Info>;
const withDefaults = (info: Info): ListInfo => ({ ...info, query: info.query ?? new URLSearchParams(), now: info.now ?? Date.now() });

/** The case-study filters: the services the issue names first, then any other that has a case study. */
const standingFilters: ServiceId[] = ['logiciels-sur-mesure', 'conception-web', 'automatisation', 'publicite-numerique'];

/** The page asked for by `?page=`, or null when it is not one of the list's pages (404). */
function pageOf<E>(entries: E[], query: URLSearchParams): { items: E[]; page: number; pages: number } | null {
  const asked = query.get(listQuery.page);
  const page = asked === null ? 1 : /^[1-9][0-9]{0,3}$/.test(asked) ? Number(asked) : 0;
  const pages = Math.max(1, Math.ceil(entries.length / listPageSize));
  if (page < 1 || page > pages || asked === '1') return null;
  return { items: entries.slice((page - 1) * listPageSize, page * listPageSize), page, pages };
}

const feedOf = (t: T, lang: Lang) => ({ title: t('publishing:blog.feed'), path: feedPaths[lang] });

function blogList(t: T, params: Params, { lang, query, now }: ListInfo, categorySlug?: string): PageView | null {
  const category = categorySlug === undefined ? undefined : categoryOfSlug(lang, categorySlug);
  if (categorySlug !== undefined && !category) return null;
  const all = published('blog', lang, now);
  const shown = category ? all.filter((post) => post.category === category) : all;
  const paged = shown.length ? pageOf(shown, query) : null;
  if (!paged) return null;
  const categories = blogCategories.filter((id) => all.some((post) => post.category === id));
  const route = category ? ({ screen: 'blogCategory', lang, params } as const) : ({ screen: 'blog', lang, params: {} } as const);
  const name = category ? t(`publishing:categories.${category}`) : '';
  const head: Head = category
    ? { title: t('publishing:blog.categoryMeta.title', { name }), description: t('publishing:blog.categoryMeta.description', { name }) }
    : { title: t('publishing:blog.meta.title'), description: t('publishing:blog.meta.description') };
  return {
    element: <BlogPage posts={paged.items} categories={categories} category={category} page={paged.page} pages={paged.pages} />,
    head: { ...head, alternates: pageAlternates(route, now) ?? undefined, feed: feedOf(t, lang) },
  };
}

function caseStudyList(t: T, { lang, query, now }: ListInfo): PageView | null {
  const all = published('case-studies', lang, now);
  const asked = query.get(listQuery.service);
  const filters = [...standingFilters, ...servicesWithCaseStudies(lang, now).filter((id) => !standingFilters.includes(id))];
  if (!all.length || (asked !== null && !(isServiceId(asked) && filters.includes(asked)))) return null;
  const service = asked && isServiceId(asked) ? asked : undefined;
  const paged = pageOf(service ? all.filter((study) => study.services.includes(service)) : all, query);
  if (!paged) return null;
  const name = service ? t(`serviceNames.${service}`) : '';
  const head: Head = service
    ? { title: t('publishing:caseStudies.filteredMeta.title', { name }), description: t('publishing:caseStudies.filteredMeta.description', { name }) }
    : { title: t('publishing:caseStudies.meta.title'), description: t('publishing:caseStudies.meta.description') };
  return {
    element: <CaseStudiesPage studies={paged.items} filters={filters} service={service} page={paged.page} pages={paged.pages} />,
    head: { ...head, alternates: pageAlternates({ screen: 'caseStudies', lang, params: {} }, now) ?? undefined },
  };
}

/** Up to three entries of the same kind sharing the entry's category or a service, else the newest. */
function relatedTo<E extends Entry>(entry: E, others: E[]): E[] {
  const shares = (other: E) =>
    other.kind === 'blog' && entry.kind === 'blog'
      ? other.category === entry.category
      : other.kind === 'case-studies' && entry.kind === 'case-studies' && other.services.some((id) => entry.services.includes(id));
  const rest = others.filter((other) => other.slug !== entry.slug);
  return [...rest.filter(shares), ...rest.filter((other) => !shares(other))].slice(0, 3);
}

function entryPage(t: T, { slug = '' }: Params, { lang, origin, now }: ListInfo, kind: Entry['kind']): PageView | null {
  const entry = findEntry(kind, lang, slug, now);
  if (!entry) return null;
  const list =
    kind === 'blog'
      ? ({ screen: 'blog', label: t('publishing:blog.title') } as const)
      : ({ screen: 'caseStudies', label: t('publishing:caseStudies.title') } as const);
  const path = entryHref(entry);
  const head: Head = {
    title: entry.title,
    description: entry.description,
    type: 'article',
    image: { path: entry.cover.src, width: entry.cover.width, height: entry.cover.height, alt: entry.cover.alt },
    alternates: pageAlternates({ screen: kind === 'blog' ? 'blogPost' : 'caseStudy', lang, params: { slug } }, now) ?? undefined,
    jsonLd: [
      entryJsonLd(t, lang, origin, entry, path),
      trailJsonLd(origin, [
        { name: t('shared:breadcrumb.home'), path: href('home', lang) },
        { name: list.label, path: href(list.screen, lang) },
        { name: entry.title, path },
      ]),
    ],
    ...(kind === 'blog' ? { feed: feedOf(t, lang) } : {}),
  };
  const related = relatedTo(entry, published(kind, lang, now));
  const element =
    entry.kind === 'blog' ? (
      <BlogPostPage post={entry} related={related as Post[]} />
    ) : (
      <CaseStudyPage study={entry} related={related.filter((other) => other.kind === 'case-studies')} />
    );
  return { element, head };
}

/** The collections' screens; null means 404 (unknown entry, category, filter or page, or nothing out). */
export const publishingPages = {
  blog: (t: T, params: Params, info: Info) => blogList(t, params, withDefaults(info)),
  blogCategory: (t: T, params: Params, info: Info) => blogList(t, params, withDefaults(info), params.slug ?? ''),
  blogPost: (t: T, params: Params, info: Info) => entryPage(t, params, withDefaults(info), 'blog'),
  caseStudies: (t: T, _params: Params, info: Info) => caseStudyList(t, withDefaults(info)),
  caseStudy: (t: T, params: Params, info: Info) => entryPage(t, params, withDefaults(info), 'case-studies'),
};

/** The blog's feed title and description, for src/seo/feed.ts. */
export const feedHead = (t: T, lang: Lang) => ({
  title: t('publishing:blog.feedTitle', { name: site.name }),
  description: t('publishing:blog.meta.description'),
  link: href('blog', lang),
  self: feedPaths[lang],
});
