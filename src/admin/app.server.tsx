import { Hono } from 'hono';
import { adminRoutes, type Lang } from '../routes';
import type { StaffEnv } from './access';
import { readableForm } from './action-bodies';
import { inboxRoutes } from './view-routes.server';
import { formPost, privateAnswers, staffOnly } from './middleware';
import { privacyRoutes } from './privacy-routes.server';
import { registerDashboard } from './dashboard/route.server';
import { notFound } from './views.server';

/**
 * The staff inbox (docs/decisions/0024-lead-inbox.md), mounted at /admin and /en/admin. Every
 * answer is private (no-store, noindex); every request passes Cloudflare Access first
 * (docs/decisions/0023-staff-access.md); every action is a same-origin POST of a plain form.
 */
export function adminApp(lang: Lang) {
  const app = new Hono<StaffEnv>();
  const base = adminRoutes[lang];
  for (const path of [base, `${base}/*`]) {
    app.use(path, privateAnswers, staffOnly);
    app.on('POST', path, formPost, readableForm);
  }
  app.route('/', inboxRoutes(lang));
  app.route('/', privacyRoutes(lang));
  registerDashboard(app, lang);
  app.all(`${base}/*`, (c) => notFound(c));
  return app;
}
