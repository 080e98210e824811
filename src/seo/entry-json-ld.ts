import type { T } from '../i18n';
import { href, htmlLang, type Lang } from '../routes';
import { site } from '../site';
import type { Entry } from '../publishing/entry-schema';

/**
 * Structured data of the collections' pages: `BlogPosting` for a post, `Article` about its services
 * for a case study, and the breadcrumb trail. `url` is the entry's own path (from the route table).
 */
export function entryJsonLd(t: T, lang: Lang, origin: string, entry: Entry, url: string) {
  const common = {
    '@context': 'https://schema.org',
    headline: entry.title,
    description: entry.description,
    datePublished: entry.date,
    dateModified: entry.updated ?? entry.date,
    image: origin + entry.cover.src,
    url: origin + url,
    mainEntityOfPage: origin + url,
    inLanguage: htmlLang[lang],
    publisher: {
      '@type': 'Organization',
      '@id': `${origin}/#organization`,
      name: site.name,
      logo: { '@type': 'ImageObject', url: `${origin}/images/logo.svg` },
    },
  };
  return entry.kind === 'blog'
    ? {
        ...common,
        '@type': 'BlogPosting',
        articleSection: t(`publishing:categories.${entry.category}`),
        author: { '@type': 'Person', name: entry.author.name, jobTitle: entry.author.role },
      }
    : {
        ...common,
        '@type': 'Article',
        author: { '@type': 'Organization', '@id': `${origin}/#organization`, name: site.name },
        about: entry.services.map((id) => ({
          '@type': 'Service',
          '@id': `${origin}${href('service', lang, { slug: id })}#service`,
          name: t(`serviceNames.${id}`),
        })),
      };
}

/** Home › list › entry. */
export function trailJsonLd(origin: string, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: origin + item.path })),
  };
}
