import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { number } from '../../../src/business/format';
import { replyDueAt } from '../../../src/business-hours/reply-clock';
import { rangeOf } from '../../../src/admin/dashboard/period';
import { adminGet, mockCerts, seedLead, strangerKey, token } from './admin-helpers';
import { atInstant } from '../helpers';
import { dashboardClearSql, dashboardSeedSql } from '../../../scripts/data/dashboard-seed';
import { call, fakeEmail, jsonPost, postEvent, validContact } from '../submissions/forms-helpers';

/**
 * The dashboard's figures against SQL run on the same seeded year (docs/decisions/0039-dashboard.md).
 * Figures are read from the tables under each chart, in English (plain digits with commas).
 */
async function run(statements: string[]) {
  for (let start = 0; start < statements.length; start += 200) await env.DB.batch(statements.slice(start, start + 200).map((sql) => env.DB.prepare(sql)));
}

const all = <T>(sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .all<T>()
    .then((result) => result.results);

/** The rows (label → figures) of the table under a chart, or of a table with this caption. */
function tableOf(html: string, id: string): Map<string, string[]> {
  const start = html.indexOf(`id="${id}-caption"`);
  expect(start, id).toBeGreaterThan(-1);
  const body = html.slice(start, html.indexOf('</table>', start));
  const rows = new Map<string, string[]>();
  for (const [, row] of body.matchAll(/<tr>(.*?)<\/tr>/g)) {
    const label = /<th scope="row">(.*?)<\/th>/.exec(row)?.[1];
    if (label)
      rows.set(
        label.replace(/&amp;/g, '&'),
        [...row.matchAll(/<td>(.*?)<\/td>/g)].map((cell) => cell[1]),
      );
  }
  return rows;
}

const figure = (text: string) => Number(text.replace(/[^\d.]/g, ''));

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the dashboard on a seeded year', () => {
  const now = Date.now();
  beforeAll(async () => {
    await run([...dashboardClearSql, ...dashboardSeedSql({ now })]);
  });

  it('holds about 5,000 leads and 365 days of totals', async () => {
    const [leads] = await all<{ n: number }>('SELECT count(*) AS n FROM submissions');
    const [days] = await all<{ n: number }>('SELECT count(DISTINCT day) AS n FROM page_views_daily');
    expect(leads.n).toBe(5000);
    expect(days.n).toBe(365);
  });

  for (const days of [7, 30, 90] as const) {
    it(`shows the leads of the last ${days} days as SQL counts them`, async () => {
      const html = await (await adminGet(`/en/admin/dashboard?days=${days}`)).text();
      const range = rangeOf(days, Date.now());
      const inPeriod = 'spam = 0 AND created_at >= ?1 AND created_at < ?2';
      const perPage = await all<{ page: string; n: number }>(
        `SELECT page, count(*) AS n FROM submissions WHERE ${inPeriod} GROUP BY page`,
        range.fromIso,
        range.toIso,
      );
      const shown = tableOf(html, 'leads-per-page');
      expect(new Map([...shown].map(([page, [n]]) => [page, figure(n)]))).toEqual(new Map(perPage.map((row) => [row.page, row.n])));

      const perStatus = await all<{ status: string; n: number }>(
        `SELECT status, count(*) AS n FROM submissions WHERE ${inPeriod} GROUP BY status`,
        range.fromIso,
        range.toIso,
      );
      const statusLabels: Record<string, string> = { new: 'New', in_progress: 'In progress', answered: 'Answered', won: 'Won', lost: 'Lost', spam: 'Spam' };
      const statusRows = tableOf(html, 'leads-per-status');
      for (const row of perStatus) expect(figure(statusRows.get(statusLabels[row.status])![0]), row.status).toBe(row.n);

      const perForm = await all<{ form: string; n: number }>(
        `SELECT form, count(*) AS n FROM submissions WHERE ${inPeriod} GROUP BY form`,
        range.fromIso,
        range.toIso,
      );
      const weeks = [...tableOf(html, 'leads-per-week').values()];
      const sums = [0, 1].map((column) => weeks.reduce((sum, row) => sum + figure(row[column]), 0));
      expect(sums).toEqual(['contact', 'quote'].map((form) => perForm.find((row) => row.form === form)?.n ?? 0));

      const won = perStatus.find((row) => row.status === 'won')?.n ?? 0;
      const lost = perStatus.find((row) => row.status === 'lost')?.n ?? 0;
      expect(html).toContain(`${(Math.round((1000 * won) / (won + lost)) / 10).toString()}%`);
    });
  }

  it('counts the promise kept, late and overdue with the business-hours clock', async () => {
    const html = await (await adminGet('/en/admin/dashboard?days=90')).text();
    const range = rangeOf(90, Date.now());
    // First reply, written independently: the earliest note or status change away from new.
    const rows = await all<{ id: string; created_at: string; first: string | null }>(
      `SELECT s.id, s.created_at, (SELECT min(h.at) FROM lead_history h WHERE h.submission_id = s.id AND (h.kind = 'note' OR (h.kind = 'status' AND h.from_status = 'new'))) AS first
       FROM submissions s WHERE s.spam = 0 AND s.created_at >= ?1 AND s.created_at < ?2`,
      range.fromIso,
      range.toIso,
    );
    const due = (row: { created_at: string }) => +replyDueAt(Date.parse(row.created_at));
    const inTime = rows.filter((row) => row.first && Date.parse(row.first) <= due(row)).length;
    const counted = rows.filter((row) => row.first || due(row) < Date.now()).length;
    expect(inTime).toBeGreaterThan(0);
    expect(counted - inTime).toBeGreaterThan(0);
    expect(html).toContain(`(${inTime.toLocaleString('en-CA')} of ${counted.toLocaleString('en-CA')})`);

    const unanswered = await all<{ id: string; created_at: string }>(
      `SELECT id, created_at FROM submissions s WHERE spam = 0 AND NOT EXISTS (SELECT 1 FROM lead_history h WHERE h.submission_id = s.id AND (h.kind = 'note' OR (h.kind = 'status' AND h.from_status = 'new')))`,
    );
    const overdue = unanswered.filter((row) => due(row) < Date.now());
    expect(overdue.length).toBeGreaterThan(1);
    expect(html).toContain(`${overdue.length} overdue leads, oldest first`);
    for (const row of overdue) expect(html).toContain(`href="/en/admin/leads/${row.id}"`);
  });

  it('shows the quote wizard, page views and Web Vitals as the daily totals sum them', async () => {
    const html = await (await adminGet('/en/admin/dashboard?days=30')).text();
    const range = rangeOf(30, Date.now());
    const between = 'day BETWEEN ?1 AND ?2';
    const stages = await all<{ stage: string; n: number }>(
      `SELECT stage, sum(visits) AS n FROM quote_wizard_daily WHERE ${between} GROUP BY stage`,
      range.firstDay,
      range.lastDay,
    );
    const wizard = tableOf(html, 'wizard-stages');
    expect(figure(wizard.get('Step 1: Services')![0])).toBe(stages.find((row) => row.stage === 'services')!.n);
    expect(figure(wizard.get('Request sent')![0])).toBe(stages.find((row) => row.stage === 'sent')!.n);

    const pages = await all<{ path: string; lang: string; n: number }>(
      `SELECT path, lang, sum(views) AS n FROM page_views_daily WHERE ${between} GROUP BY path, lang`,
      range.firstDay,
      range.lastDay,
    );
    const shownPages = tableOf(html, 'views-per-page');
    expect(shownPages.size).toBe(pages.length);
    for (const row of pages) expect(figure(shownPages.get(`${row.path} (${row.lang})`)![0])).toBe(row.n);
    const perDay = [...tableOf(html, 'views-per-day').values()].map((row) => figure(row[0]));
    expect(perDay).toHaveLength(30);
    expect(perDay.reduce((sum, n) => sum + n, 0)).toBe(pages.reduce((sum, row) => sum + row.n, 0));

    // Per page and metric: samples, the bucket holding the 75th percentile, and the share rated good.
    const vitals = await all<{ path: string; metric: string; n: number; good: number; high: number | null; low: number }>(
      `WITH buckets AS (SELECT path, metric, bucket_low, bucket_high, sum(count) AS n, sum(CASE WHEN rating = 'good' THEN count ELSE 0 END) AS good
                        FROM web_vitals_daily WHERE ${between} GROUP BY path, metric, bucket_low, bucket_high),
            running AS (SELECT *, sum(n) OVER (PARTITION BY path, metric ORDER BY bucket_low) AS seen,
                               sum(n) OVER (PARTITION BY path, metric) AS total, sum(good) OVER (PARTITION BY path, metric) AS goods FROM buckets)
       SELECT path, metric, total AS n, goods AS good, bucket_high AS high, min(bucket_low) AS low FROM running WHERE seen >= 0.75 * total GROUP BY path, metric`,
      range.firstDay,
      range.lastDay,
    );
    expect(vitals).toHaveLength(30);
    for (const row of vitals) {
      const [samples, p75, good] = tableOf(html, `vitals-${row.metric}`).get(row.path)!;
      const unit = row.metric === 'CLS' ? '' : '\u00a0ms';
      expect(figure(samples), `${row.path} ${row.metric}`).toBe(row.n);
      expect(p75).toContain(row.high === null ? `${number('en', row.low)}${unit} or more` : `under ${number('en', row.high)}${unit}`);
      expect(good).toBe(`${Math.round((1000 * row.good) / row.n) / 10}%`);
    }
  });
});

describe('the dashboard page', () => {
  beforeEach(async () => {
    await run(dashboardClearSql);
  });

  it('says in words that a period is empty, with no chart', async () => {
    const html = await (await adminGet('/admin/dashboard')).text();
    for (const text of [
      'Aucune demande reçue pendant cette période.',
      'Aucune visite consentante',
      'Aucune page vue avec consentement',
      'Aucune demande en retard.',
    ])
      expect(html).toContain(text);
    expect(html).not.toContain('<svg');
  });

  it('is private, in both languages, linked from the inbox, with the period as plain links', async () => {
    for (const [path, title, other] of [
      ['/admin/dashboard', 'Tableau de bord', '/en/admin/dashboard?days=30'],
      ['/en/admin/dashboard', 'Dashboard', '/admin/dashboard?days=30'],
    ] as const) {
      const response = await adminGet(path);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`href="${other}"`);
      expect(html).toMatch(new RegExp(`href="${path}\\?days=30" aria-current="true"`));
      for (const days of [7, 90]) expect(html).toContain(`href="${path}?days=${days}"`);
      expect(html).not.toMatch(/<script/);
    }
    expect(await (await adminGet('/admin')).text()).toContain('href="/admin/dashboard"');
  });

  it('counts a lead posted straight to /api, with no page named, under a dash beside the pages', async () => {
    const response = await call(jsonPost('/api/contact', validContact), { EMAIL: fakeEmail().binding });
    expect(response.status).toBe(201);
    // As many from a page: sorting the pages by count then compares the one without a page with it.
    await seedLead();
    const dashboard = await adminGet('/en/admin/dashboard');
    const html = await dashboard.text();
    expect(dashboard.status).toBe(200);
    expect(html).toMatch(/<th scope="row">—<\/th><td>1<\/td>/);
    expect(html).toMatch(/<th scope="row">\/contact<\/th><td>1<\/td>/);
  });

  it("shows an evening's visits on that evening, as today's in Montréal", async () => {
    // 21:30 on 30 November in Montréal, already 1 December in UTC.
    await atInstant('2026-12-01T02:30:00Z', async () => {
      const report = (event: object) => postEvent({ lang: 'en', ...event });
      expect((await report({ type: 'pageview', route: 'pricing', path: '/en/pricing' })).status).toBe(204);
      expect((await report({ type: 'wizard', route: 'quote', path: '/en/quote', stage: 'services' })).status).toBe(204);
      expect(await all('SELECT day FROM page_views_daily UNION ALL SELECT day FROM quote_wizard_daily')).toEqual([
        { day: '2026-11-30' },
        { day: '2026-11-30' },
      ]);

      const html = await (await adminGet('/en/admin/dashboard?days=7')).text();
      expect(tableOf(html, 'views-per-page').get('/en/pricing (en)')).toEqual(['1']);
      expect(figure(tableOf(html, 'wizard-stages').get('Step 1: Services')![0])).toBe(1);
      const perDay = [...tableOf(html, 'views-per-day').values()].map((row) => figure(row[0]));
      expect(perDay).toEqual([0, 0, 0, 0, 0, 0, 1]);
    });
  });

  it('reads an unknown period as 30 days', async () => {
    const html = await (await adminGet('/admin/dashboard?days=365')).text();
    expect(html).toMatch(/href="\/admin\/dashboard\?days=30" aria-current="true"/);
  });

  it('links an overdue lead to its page, and not one answered or still within its time', async () => {
    const late = await seedLead({ createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString() });
    const fresh = await seedLead({ createdAt: new Date(Date.now() - 60_000).toISOString() });
    const answered = await seedLead({ createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString() });
    await env.DB.prepare("INSERT INTO lead_history (submission_id, actor, kind, note) VALUES (?, 'agent@example.com', 'note', 'Rappelé')").bind(answered).run();
    const html = await (await adminGet('/admin/dashboard')).text();
    expect(html).toContain(`href="/admin/leads/${late}"`);
    expect(html).not.toContain(`href="/admin/leads/${fresh}"`);
    expect(html).not.toContain(`href="/admin/leads/${answered}"`);
  });
});

describe('the dashboard behind Cloudflare Access', () => {
  for (const path of ['/admin/dashboard', '/en/admin/dashboard']) {
    it(`refuses ${path} without a token or with a forged one`, async () => {
      for (const jwt of [null, 'not.a.token', await token({}, strangerKey.privateJwk), await token({ aud: ['another-application'] })]) {
        const response = await adminGet(path, jwt);
        expect(response.status).toBe(403);
        expect(await response.text()).not.toContain('<svg');
      }
      expect((await adminGet(path)).status).toBe(200);
    });
  }
});
