import type { Hono } from 'hono';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { Bindings, Variables } from '../../env';
import { adminHref, type Lang } from '../../routes';
import type { Staff } from '../shared/access';
import { Shell } from '../shared/Shell';
import { Dashboard } from './Dashboard';
import { dashboardFigures } from './figures.server';
import { readPeriod } from './period';

type DashboardEnv = { Bindings: Bindings; Variables: Variables & { staff: Staff } };

/**
 * GET /admin/dashboard?days=7|30|90 (docs/decisions/0039-dashboard.md). Mounted inside the inbox's
 * app, so its Access guard and private answers (no-store, noindex) come first.
 */
export function registerDashboard<E extends DashboardEnv>(app: Hono<E>, lang: Lang) {
  app.get(adminHref(lang, 'dashboard'), async (c) => {
    const days = readPeriod(c.req.query('days'));
    const figures = await dashboardFigures(c.env.DB, days);
    const t = c.get('t');
    const html = await renderToReadableStream(
      <Shell lang={lang} t={t} staff={c.get('staff')} part="dashboard" query={`?days=${days}`} section="dashboard" title={t('admin:dashboard.title')}>
        <Dashboard words={{ lang, t }} figures={figures} />
      </Shell>,
    );
    return c.body(html, 200, { 'Content-Type': 'text/html; charset=UTF-8' });
  });
}
