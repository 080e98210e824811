import { Hono } from 'hono';
import { adminRoutes, type Lang } from '../routes';
import type { StaffEnv } from './shared/access';
import { readableForm } from './shared/action-bodies';
import { inboxRoutes } from './leads/index.server';
import { formPost, privateAnswers, proposalFormPost, staffOnly } from './shared/middleware';
import { privacyRoutes } from './privacy/index.server';
import { registerDashboard } from './dashboard/route.server';
import { notFound } from './shared/staff-page.server';
import { proposalRoutes } from './proposals/index.server';
import { leadProposals } from './proposals/LeadProposals';
import { openingCounts, resumeDownload } from './applications/resume.server';
import { resumeFact } from './applications/ResumeFact';

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
    // A proposal's editor posts its lines and texts in both languages: a larger bound (docs/decisions/0052-proposals.md).
    app.on('POST', path, (c, next) => (c.req.path.startsWith(`${base}/proposals/`) ? proposalFormPost : formPost)(c, next), readableForm);
  }
  // The views' lists and rows, with what the applications and the proposals add to them (src/admin/leads/row-parts.ts).
  app.route('/', inboxRoutes(lang, { openingCounts, resumeFact, resumeDownload, leadProposals }));
  app.route('/', privacyRoutes(lang));
  registerDashboard(app, lang);
  app.route('/', proposalRoutes(lang));
  app.all(`${base}/*`, (c) => notFound(c));
  return app;
}
