import { allPages, href, htmlLang, languages } from '../routes';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** Every page of both languages, each listing its language alternates (hreflang). */
export function sitemapXml(origin: string): string {
  const urls = allPages().flatMap((page) =>
    languages.map((lang) => {
      const alternates = languages
        .map((other) => `<xhtml:link rel="alternate" hreflang="${htmlLang[other]}" href="${escapeXml(origin + href(page.screen, other, page.params))}"/>`)
        .join('');
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + href(page.screen, 'fr', page.params))}"/>`;
      return `<url><loc>${escapeXml(origin + href(page.screen, lang, page.params))}</loc>${alternates}${fallback}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
