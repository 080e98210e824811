import { Hono, type Context } from 'hono';
import type { AppEnv } from './env';
import { adminRoutes, feedPaths, languages, legacyRedirects, routeTable, screens } from './routes';
import { pathRules } from './http/path-rules';
import { languageFromPath } from './http/language';
import { pageRenderer } from './render/renderer';
import { Header } from './components/Header';
import { Footer } from './components/Footer';
import { ToastRegion } from './components/ToastRegion';
import { ConsentMount } from './components/ConsentMount';
import { serverErrorHtml } from './render/server-error';
import { securityHeadersMiddleware } from './http/security-headers';
import { pages, headFrom, notFoundView } from './pages';
import { NotFoundPage } from './pages/NotFound';
import { renderFormAnswer } from './pages/form-answer';
// Not through submissions/index.server.ts, which brings storing and e-mails with it: those load on
// the first post (docs/decisions/0041-worker-modules-loaded-on-use.md).
import { registerFormPages } from './submissions/form-pages.server';
import { robotsTxt, sitemapXml } from './seo/sitemap';
import { serveTile } from './map-tiles';
import { entryHref, publishedPages } from './publishing/pages';
import { nextPublication, publicationEpoch, published } from './publishing/entries';
import { rssFeed } from './seo/feed';
import { feedHead } from './pages/publishing';
import { reusePages } from './render/page-store';
import { pageHints, speculationRules, speculationRulesPath } from './render/page-hints';
import { mountOnFirstUse } from './http/on-first-use';

/** What no route caught: the bilingual 500 page, with a reference to find the log line. */
async function serverError(error: Error, c: Context) {
  const reference = crypto.randomUUID().slice(0, 8);
  console.error(`[${reference}]`, error);
  return c.html(await serverErrorHtml(reference), 500);
}

/** A part of the site loaded on first use, as an app of its own: the path's language and the site's 500 page. */
function partApp(register: (part: Hono<AppEnv>) => void): Hono<AppEnv> {
  const part = new Hono<AppEnv>();
  part.use(languageFromPath());
  register(part);
  part.onError(serverError);
  return part;
}

/** The whole site as one Hono app; a function so tests can build their own instance. */
export function createApp() {
  const app = new Hono<AppEnv>();

  app.use(securityHeadersMiddleware());
  app.use(languageFromPath());
  // The JSON endpoints and the staff inbox, compiled on their first request (docs/decisions/0041-worker-modules-loaded-on-use.md);
  // they answer before the page machinery (hints, page store, site renderer) runs.
  mountOnFirstUse(app, '/api', async () => {
    const { api } = await import('./api');
    return partApp((part) => part.route('/api', api));
  });
  for (const lang of languages) {
    mountOnFirstUse(app, adminRoutes[lang], async () => {
      const { adminApp } = await import('./admin/app.server');
      return partApp((part) => part.route('/', adminApp(lang)));
    });
  }
  app.get(speculationRulesPath, (c) =>
    c.body(JSON.stringify(speculationRules), 200, { 'Content-Type': 'application/speculationrules+json', 'Cache-Control': 'public, max-age=3600' }),
  );
  app.use(pageHints());
  app.use(reusePages((now) => ({ epoch: publicationEpoch(now), next: nextPublication(now) })));
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
      return c.body(body, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' });
    });
  }
  app.get('/robots.txt', (c) => c.text(robotsTxt(c.env.SITE_URL)));
  app.get('/map-tiles/:z/:x/:y{[0-9]+\\.png}', serveTile);

  for (const [from, to] of Object.entries(legacyRedirects)) {
    app.get(from, (c) => c.redirect(to, 301));
  }

  for (const screen of screens) {
    for (const lang of languages) {
      app.get(routeTable[screen][lang], (c) => {
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

  app.notFound((c) => {
    c.status(404);
    return c.render(<NotFoundPage />, { head: { ...headFrom(c.get('t'), 'notFound.meta'), indexable: false } });
  });

  app.onError(serverError);

  return app;
}

export const app = createApp();

export default {
  fetch: app.fetch,
  // The cron's code is compiled when it first runs, not at a page's cold start.
  scheduled: async (controller, env, ctx) => (await import('./scheduled')).scheduled(controller, env, ctx),
} satisfies ExportedHandler<AppEnv['Bindings']>;
