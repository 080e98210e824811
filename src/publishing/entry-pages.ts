import { href, isContentScreen, languages, type Lang, type Page, type RouteMatch, type Screen } from '../routes';
import { isServiceId } from '../business/services';
import { findEntry, published, translationOf } from './entries';
import { blogCategories, categorySlugs, type BlogCategory, type Entry, type Kind } from './entry-schema';

export const categoryOfSlug = (lang: Lang, slug: string): BlogCategory | undefined => blogCategories.find((id) => categorySlugs[id][lang] === slug);

const kindOf: Partial<Record<Screen, Kind>> = { caseStudies: 'case-studies', caseStudy: 'case-studies', blog: 'blog', blogCategory: 'blog', blogPost: 'blog' };

export const entryHref = (entry: Entry) => href(entry.kind === 'blog' ? 'blogPost' : 'caseStudy', entry.lang, { slug: entry.slug });

/** Whether a menu may link to `screen` in `lang`: a collection with nothing out is absent. */
export function screenIsOut(screen: Screen, lang: Lang, now = Date.now()): boolean {
  const kind = kindOf[screen];
  return !kind || published(kind, lang, now).length > 0;
}

/**
 * The paths of one page in each language where it exists (canonical, hreflang, switcher). A
 * fixed page exists in both; an entry in the languages it is written and published in; a
 * category in the languages that have a post in it; null when the page itself is not out.
 */
export function pageAlternates(route: RouteMatch, now = Date.now()): Partial<Record<Lang, string>> | null {
  const { screen, lang, params } = route;
  if (!isContentScreen(screen)) return Object.fromEntries(languages.map((code) => [code, href(screen, code, params)]));
  const kind = kindOf[screen]!;
  const paths: Partial<Record<Lang, string>> = {};
  if (screen === 'blogPost' || screen === 'caseStudy') {
    const entry = findEntry(kind, lang, params.slug ?? '', now);
    if (!entry) return null;
    for (const code of languages) {
      const translation = translationOf(entry, code, now);
      if (translation) paths[code] = entryHref(translation);
    }
  } else if (screen === 'blogCategory') {
    const category = categoryOfSlug(lang, params.slug ?? '');
    if (!category) return null;
    for (const code of languages) {
      if (published('blog', code, now).some((post) => post.category === category)) paths[code] = href(screen, code, { slug: categorySlugs[category][code] });
    }
  } else {
    for (const code of languages) if (screenIsOut(screen, code, now)) paths[code] = href(screen, code);
  }
  return paths[lang] ? paths : null;
}

/** Where the language switcher leads: the same page, else that language's list, else its home. */
export function switchTarget(route: RouteMatch | null, lang: Lang, now = Date.now()): string {
  if (!route) return href('home', lang);
  const found = pageAlternates(route, now)?.[lang];
  if (found) return found;
  const list: Screen = kindOf[route.screen] === 'blog' ? 'blog' : 'caseStudies';
  return isContentScreen(route.screen) && screenIsOut(list, lang, now) ? href(list, lang) : href('home', lang);
}

/** Every page of the collections that is out, once per pair, with its paths by language and last change. */
export function publishedPages(now = Date.now()): { paths: Partial<Record<Lang, string>>; lastmod?: string }[] {
  const pages: { paths: Partial<Record<Lang, string>>; lastmod?: string }[] = [];
  const lists: Page[] = [
    { screen: 'caseStudies', params: {} },
    { screen: 'blog', params: {} },
  ];
  for (const page of lists) {
    const kind = kindOf[page.screen]!;
    const newest = languages
      .flatMap((code) => published(kind, code, now).slice(0, 1))
      .map(lastChange)
      .sort()
      .at(-1);
    const paths = pageAlternates({ ...page, lang: 'fr' }, now) ?? pageAlternates({ ...page, lang: 'en' }, now);
    if (paths) pages.push({ paths, lastmod: newest });
  }
  for (const category of blogCategories) {
    const paths =
      pageAlternates({ screen: 'blogCategory', lang: 'fr', params: { slug: categorySlugs[category].fr } }, now) ??
      pageAlternates({ screen: 'blogCategory', lang: 'en', params: { slug: categorySlugs[category].en } }, now);
    if (paths) pages.push({ paths });
  }
  const seen = new Set<string>();
  for (const code of languages) {
    for (const entry of [...published('case-studies', code, now), ...published('blog', code, now)]) {
      if (seen.has(`${entry.kind}|${entry.pair}`)) continue;
      seen.add(`${entry.kind}|${entry.pair}`);
      const paths = Object.fromEntries(
        languages.flatMap((other) => {
          const translation = translationOf(entry, other, now);
          return translation ? [[other, entryHref(translation)]] : [];
        }),
      );
      pages.push({ paths, lastmod: lastChange(entry) });
    }
  }
  return pages;
}

const lastChange = (entry: Entry) => entry.updated ?? entry.date;

/** A case study list filter value: a service id that has a case study out, in that language. */
export function servicesWithCaseStudies(lang: Lang, now = Date.now()) {
  const found = new Set(published('case-studies', lang, now).flatMap((study) => study.services));
  return [...found].filter(isServiceId);
}
