import { Hono, type Context } from 'hono';
import type { AppEnv } from './env';
import { adminRoutes, langOf, languages, proposalRoutes } from './routes';
import { loadTranslator } from './i18n';
import { languageFromPath } from './http/language';
import { serverErrorHtml } from './render/server-error';
import { securityHeadersMiddleware } from './http/security-headers';
import { loadEntries, publication } from './publishing/entries';
import { reusePages } from './render/page-store';
import { pageHints, speculationRules, speculationRulesPath } from './render/page-hints';
import { mountOnFirstUse } from './http/on-first-use';
import { noStoreUnlessSaid } from './http/caching';
import { privateLinks } from './http/private-link';
import { checkoutFormAction } from './payments/checkout-csp.server';

/** What no route caught: the bilingual 500 page, with a reference to find the log line. */
function serverError(error: Error, c: Context) {
  const reference = crypto.randomUUID().slice(0, 8);
  console.error(`[${reference}]`, error);
  return c.html(serverErrorHtml(reference), 500);
}

/**
 * A part of the site loaded on first use, as an app of its own with the site's 500 page, and the
 * path's language unless `texts` is false: the JSON endpoints load texts only to word an error.
 */
function partApp(register: (part: Hono<AppEnv>) => void, texts = true): Hono<AppEnv> {
  const part = new Hono<AppEnv>();
  if (texts) part.use(languageFromPath());
  register(part);
  part.onError(serverError);
  return part;
}

/** The whole site as one Hono app; a function so tests can build their own instance. */
export function createApp() {
  const app = new Hono<AppEnv>();

  // Workers Cache keeps what says nothing: every answer that does not say otherwise says no-store
  // (docs/decisions/0049-first-visit-and-workers-cache.md).
  app.use(noStoreUnlessSaid());
  // A proposal's private link (docs/decisions/0052-proposals.md): outside the security headers, so its Referrer-Policy stays.
  const proposalPrefixes = languages.map((lang) => proposalRoutes[lang].replace(':token', ''));
  app.use(privateLinks(proposalPrefixes));
  // The Pay post's redirect to Checkout (docs/decisions/0055-deposits-and-payments.md), in the same place for the same reason.
  app.use(checkoutFormAction(proposalPrefixes));
  app.use(securityHeadersMiddleware());
  // Only what every request needs is compiled at startup; each part is compiled on its first request
  // (docs/decisions/0041-worker-modules-loaded-on-use.md). The JSON endpoints and the staff inbox
  // answer before the page machinery (hints, page store, pages) runs.
  mountOnFirstUse(app, '/api', async () => {
    const { api } = await import('./api');
    return partApp((part) => part.route('/api', api), false);
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
  // A page's key needs the entries (when each comes out): read once, on the first page request.
  app.use(reusePages(publication));
  // Everything else: the pages, compiled on the first request the page store does not answer, while
  // the entries they list and that request's texts are read (each read once, then kept).
  mountOnFirstUse(app, '/', async (first) => {
    const [{ registerPages }] = await Promise.all([import('./pages-app'), loadEntries(), loadTranslator(langOf(new URL(first.url).pathname))]);
    return partApp(registerPages);
  });

  app.onError(serverError);

  return app;
}

export const app = createApp();

export default {
  fetch: app.fetch,
  // The cron's code is compiled when it first runs, not at a page's cold start.
  scheduled: async (controller, env, ctx) => (await import('./scheduled')).scheduled(controller, env, ctx),
  // Mail to a lead's reply address, from Cloudflare Email Routing (docs/decisions/0057-lead-conversation.md); compiled on first use too.
  email: async (message, env, ctx) => {
    await (await import('./conversation/receive.server')).receiveEmail(message, env, ctx);
  },
} satisfies ExportedHandler<AppEnv['Bindings']>;
