import type { Hono } from 'hono';
import type { AppEnv } from './env';
import { feedPaths, languages, legacyRedirects, routeTable, screens, type Screen } from './routes';
import { pathRules } from './http/path-rules';
import { pageRenderer } from './render/renderer';
import { Header } from './components/Header';
import { Footer } from './components/Footer';
import { ToastRegion } from './components/ToastRegion';
import { ConsentMount } from './components/ConsentMount';
import { pages, headFrom, notFoundView } from './pages';
import { NotFoundPage } from './pages/NotFound';
import { renderFormAnswer } from './pages/form-answer';
// Not through submissions/index.server.ts, which brings storing and e-mails with it: those load on
// the first post (docs/decisions/0041-worker-modules-loaded-on-use.md).
import { registerFormPages } from './submissions/pages.server';
import { robotsTxt, sitemapXml } from './seo/sitemap';
import { serveTile } from './map-tiles';
import { entryHref, publishedPages } from './publishing/entry-pages';
import { nextPublication, published } from './publishing/entries';
import { edgeUntil, revalidateEachTime } from './http/caching';
import { loadEntryBodies } from './publishing/entry-html';
import { rssFeed } from './seo/feed';
import { feedHead } from './pages/publishing';
import { registerProposalPages } from './pages/proposal-client-routes';

/** What a screen reads from the worker's static assets before it renders (docs/decisions/0042-texts-read-from-static-assets.md). */
const readFirst: Partial<Record<Screen, () => Promise<void>>> = { blogPost: loadEntryBodies, caseStudy: loadEntryBodies };

/**
 * The site's pages and what goes with them (the renderer, the path rules, the sitemap, the feeds,
 * robots.txt, the map tiles, the old addresses, the no-JS form posts, the 404 page): src/index.tsx
 * imports this module on the first request that reaches it, after the page store
 * (docs/decisions/0041-worker-modules-loaded-on-use.md).
 */
export function registerPages(app: Hono<AppEnv>) {
  // A page, the sitemap, a feed, robots.txt and a 404 change only with a deploy or a publication:
  // browsers ask again each time, Workers Cache keeps them until the next publication
  // (docs/decisions/0049-first-visit-and-workers-cache.md). The page store sets the same on the pages it keeps.
  app.use(async (c, next) => {
    await next();
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || (c.res.status !== 200 && c.res.status !== 404) || c.res.headers.has('Cache-Control')) return;
    const now = Date.now();
    c.res.headers.set('Cache-Control', revalidateEachTime);
    c.res.headers.set('Cloudflare-CDN-Cache-Control', edgeUntil(nextPublication(now), now));
  });
  app.use(
    pageRenderer({
      header: <Header />,
      footer: <Footer />,
      overlays: (
        <>
          <ToastRegion />
          <ConsentMount />
        </>
      ),
    }),
  );
  app.use(pathRules());

  app.get('/sitemap.xml', (c) => c.body(sitemapXml(c.env.SITE_URL, publishedPages()), 200, { 'Content-Type': 'application/xml; charset=utf-8' }));
  // The blog's RSS feed per language: the posts out now (never reused past a publication); 404 while there is none.
  for (const lang of languages) {
    app.get(feedPaths[lang], (c) => {
      const posts = published('blog', lang);
      if (!posts.length) return c.notFound();
      const body = rssFeed(
        lang,
        c.env.SITE_URL,
        feedHead(c.get('t'), lang),
        posts.map((post) => ({ post, path: entryHref(post) })),
      );
      return c.body(body, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
    });
  }
  app.get('/robots.txt', (c) => c.text(robotsTxt(c.env.SITE_URL)));
  app.get('/map-tiles/:z/:x/:y{[0-9]+\\.png}', serveTile);

  for (const [from, to] of Object.entries(legacyRedirects)) {
    app.get(from, (c) => c.redirect(to, 301));
  }

  for (const screen of screens) {
    for (const lang of languages) {
      app.get(routeTable[screen][lang], async (c) => {
        await readFirst[screen]?.();
        const info = { lang: c.get('lang'), origin: c.env.SITE_URL, query: new URL(c.req.url).searchParams, now: Date.now() };
        const view = pages[screen](c.get('t'), c.req.param(), info);
        if (view) return c.render(view.element, { head: view.head });
        c.status(404);
        const missing = notFoundView(screen, c.get('t'));
        return c.render(missing.element, { head: missing.head });
      });
    }
  }

  registerFormPages(app, renderFormAnswer);
  registerProposalPages(app);

  app.notFound((c) => {
    c.status(404);
    return c.render(<NotFoundPage />, { head: { ...headFrom(c.get('t'), 'notFound.meta'), indexable: false } });
  });
}
