import { allPages, href, htmlLang, languages, type Lang } from '../routes';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** One page: its path in each language it exists in, and when its content last changed. */
export type SitemapPage = { paths: Partial<Record<Lang, string>>; lastmod?: string };

/**
 * Every page of both languages, each listing its language alternates (hreflang): the fixed pages
 * of the route table, then `published` (the collections' pages that are out, from the wiring).
 * A page written in one language has no alternate.
 */
export function sitemapXml(origin: string, published: SitemapPage[] = []): string {
  const fixed: SitemapPage[] = allPages().map((page) => ({ paths: Object.fromEntries(languages.map((lang) => [lang, href(page.screen, lang, page.params)])) }));
  const urls = [...fixed, ...published].flatMap(({ paths, lastmod }) => {
    const present = languages.filter((lang) => paths[lang]);
    const alternates =
      present.length > 1
        ? present.map((other) => `<xhtml:link rel="alternate" hreflang="${htmlLang[other]}" href="${escapeXml(origin + paths[other])}"/>`).join('') +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + (paths.fr ?? paths[present[0]]))}"/>`
        : '';
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod.slice(0, 10))}</lastmod>` : '';
    return present.map((lang) => `<url><loc>${escapeXml(origin + paths[lang])}</loc>${modified}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
