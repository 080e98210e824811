import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshIp, postEvent as post } from '../submissions/forms-helpers';
import { montrealDay } from '../../../src/business-hours/reply-clock';
import { eventRate } from '../../../src/api/events';
import { inOneWindow } from '../helpers';

const today = () => montrealDay(Date.now());

async function pageViews() {
  const { results } = await env.DB.prepare('SELECT day, route, path, lang, views FROM page_views_daily ORDER BY path, lang').all();
  return results;
}

async function vitals() {
  const { results } = await env.DB.prepare(
    'SELECT route, path, lang, metric, rating, bucket_low, bucket_high, count FROM web_vitals_daily ORDER BY metric, bucket_low',
  ).all();
  return results;
}

beforeEach(async () => {
  await env.DB.batch(['page_views_daily', 'web_vitals_daily', 'quote_wizard_daily'].map((table) => env.DB.prepare(`DELETE FROM ${table}`)));
});

describe('POST /api/events: page views', () => {
  it('adds each view to one daily row per page and language', async () => {
    const view = { type: 'pageview', route: 'contact', path: '/contact', lang: 'fr' };
    expect((await post(view)).status).toBe(204);
    expect((await post(view, { 'Content-Type': 'application/json' })).status).toBe(204);
    expect((await post({ ...view, path: '/en/contact', lang: 'en' })).status).toBe(204);
    expect(await pageViews()).toEqual([
      { day: today(), route: 'contact', path: '/contact', lang: 'fr', views: 2 },
      { day: today(), route: 'contact', path: '/en/contact', lang: 'en', views: 1 },
    ]);
  });

  it('keeps a service page by its own path', async () => {
    const view = { type: 'pageview', route: 'service', path: '/en/services/mobile', lang: 'en' };
    expect((await post(view)).status).toBe(204);
    expect(await pageViews()).toEqual([{ day: today(), route: 'service', path: '/en/services/mobile', lang: 'en', views: 1 }]);
  });

  it('counts the 404 page without keeping the unknown path', async () => {
    expect((await post({ type: 'pageview', route: 'notFound', path: '/no-such-page?email=a@b.c', lang: 'fr' })).status).toBe(204);
    expect((await post({ type: 'pageview', route: 'notFound', path: '/services/unknown', lang: 'fr' })).status).toBe(204);
    expect(await pageViews()).toEqual([{ day: today(), route: 'notFound', path: '*', lang: 'fr', views: 2 }]);
  });

  it.each([
    ['an unknown route', { type: 'pageview', route: 'admin', path: '/admin', lang: 'fr' }],
    ['a path of another route', { type: 'pageview', route: 'contact', path: '/tarifs', lang: 'fr' }],
    ['a language that does not match the path', { type: 'pageview', route: 'contact', path: '/contact', lang: 'en' }],
    ['an unknown service', { type: 'pageview', route: 'service', path: '/services/unknown', lang: 'fr' }],
    ['a known page reported as not found', { type: 'pageview', route: 'notFound', path: '/contact', lang: 'fr' }],
    ['a path without a slash', { type: 'pageview', route: 'home', path: 'https://evil.example/', lang: 'fr' }],
    ['an extra field', { type: 'pageview', route: 'home', path: '/', lang: 'fr', visitorId: 'abc' }],
    ['an unknown type', { type: 'click', route: 'home', path: '/', lang: 'fr' }],
    ['a missing field', { type: 'pageview', route: 'home', lang: 'fr' }],
    ['malformed JSON', '{"type":"pageview",'],
  ])('rejects %s with 400 and stores nothing', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid' });
    expect(await pageViews()).toEqual([]);
  });

  it('rejects another content type (415), a cross-origin post (403) and a large body (413)', async () => {
    const view = { type: 'pageview', route: 'home', path: '/', lang: 'fr' };
    expect((await post(view, { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post(view, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ ...view, path: '/' + 'a'.repeat(2000) })).status).toBe(413);
    expect(await pageViews()).toEqual([]);
  });
});

describe('POST /api/events: Core Web Vitals', () => {
  it('counts each measurement in its bucket and rating band, never the value itself', async () => {
    const page = { type: 'vital', route: 'home', path: '/', lang: 'fr' };
    for (const value of [1200, 1400, 2500, 2600, 7000]) expect((await post({ ...page, name: 'LCP', value })).status).toBe(204);
    expect((await post({ ...page, name: 'CLS', value: 0.31 })).status).toBe(204);
    expect((await post({ ...page, name: 'INP', value: 90000 })).status).toBe(204);
    const base = { route: 'home', path: '/', lang: 'fr' };
    expect(await vitals()).toEqual([
      { ...base, metric: 'CLS', rating: 'poor', bucket_low: 0.25, bucket_high: 0.35, count: 1 },
      { ...base, metric: 'INP', rating: 'poor', bucket_low: 5000, bucket_high: null, count: 1 },
      { ...base, metric: 'LCP', rating: 'good', bucket_low: 1000, bucket_high: 1500, count: 2 },
      { ...base, metric: 'LCP', rating: 'good', bucket_low: 2500, bucket_high: 3000, count: 1 },
      { ...base, metric: 'LCP', rating: 'needs-improvement', bucket_low: 2500, bucket_high: 3000, count: 1 },
      { ...base, metric: 'LCP', rating: 'poor', bucket_low: 6000, bucket_high: 8000, count: 1 },
    ]);
  });

  it.each([
    ['an unknown metric', { name: 'FID', value: 10 }],
    ['a negative value', { name: 'LCP', value: -1 }],
    ['a value out of range', { name: 'CLS', value: 1000 }],
    ['a text value', { name: 'LCP', value: '1200' }],
  ])('rejects %s', async (_, vital) => {
    expect((await post({ type: 'vital', route: 'home', path: '/', lang: 'fr', ...vital })).status).toBe(400);
    expect(await vitals()).toEqual([]);
  });
});

describe('POST /api/events: one client counts once per page', () => {
  const view = { type: 'pageview', route: 'contact', path: '/contact', lang: 'fr' };
  const poorLcp = { type: 'vital', route: 'home', path: '/', lang: 'fr', name: 'LCP', value: 7000 };
  const views = async () => (await pageViews()).reduce((sum, row) => sum + Number(row.views), 0);
  // One client's flood: past the events it may send a minute (eventRate), within one window.
  const flood = eventRate.max + 5;
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`adds one page view for ${flood} views of one page in a minute, and one more ten minutes later`, { timeout: 90_000 }, async () => {
    await inOneWindow(eventRate.windowSeconds, async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < flood; i++) statuses.push((await post(view, { 'CF-Connecting-IP': ip })).status);
      expect(statuses.slice(0, eventRate.max)).toEqual(Array(eventRate.max).fill(204));
      expect(statuses.slice(eventRate.max)).toEqual(Array(flood - eventRate.max).fill(429));
      expect(await views()).toBe(1);
      // A minute later (the per-minute limit spent above is over): another page, or another client, is another view.
      vi.setSystemTime(Date.now() + 61_000);
      expect((await post({ ...view, path: '/en/contact', lang: 'en' }, { 'CF-Connecting-IP': ip })).status).toBe(204);
      expect((await post(view)).status).toBe(204);
      expect(await views()).toBe(3);
      vi.setSystemTime(Date.now() + 8 * 60_000);
      expect((await post(view, { 'CF-Connecting-IP': ip })).status).toBe(204);
      expect(await views()).toBe(3);
      vi.setSystemTime(Date.now() + 61_000);
      expect((await post(view, { 'CF-Connecting-IP': ip })).status).toBe(204);
      expect(await views()).toBe(4);
    });
  });

  it('counts one of 50 concurrent views from one client', async () => {
    const ip = freshIp();
    const statuses = await Promise.all(Array.from({ length: 50 }, () => post(view, { 'CF-Connecting-IP': ip }).then((response) => response.status)));
    expect(new Set(statuses)).toEqual(new Set([204]));
    expect(await views()).toBe(1);
  });

  it(`adds one sample per metric and page for each of five clients sending ${flood} poor LCP samples`, { timeout: 90_000 }, async () => {
    await inOneWindow(eventRate.windowSeconds, async () => {
      for (let client = 0; client < 5; client++) {
        const ip = freshIp();
        // The same client's CLS on that page is another metric: it counts once too.
        expect((await post({ ...poorLcp, name: 'CLS', value: 0.5 }, { 'CF-Connecting-IP': ip })).status).toBe(204);
        const statuses: number[] = [];
        for (let i = 0; i < flood; i++) statuses.push((await post(poorLcp, { 'CF-Connecting-IP': ip })).status);
        expect(new Set(statuses)).toEqual(new Set([204, 429]));
      }
    });
    const { results } = await env.DB.prepare('SELECT metric, sum(count) AS samples FROM web_vitals_daily GROUP BY metric ORDER BY metric').all();
    expect(results).toEqual([
      { metric: 'CLS', samples: 5 },
      { metric: 'LCP', samples: 5 },
    ]);
  });

  it('takes one IPv6 /64 for one client', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (const host of ['::1', '::2', ':abcd:0:0:9']) expect((await post(view, { 'CF-Connecting-IP': `${prefix}${host}` })).status).toBe(204);
    expect(await views()).toBe(1);
  });

  it('marks the client in its own rate-limit bucket shape, so a privacy erasure of its hash removes the mark', async () => {
    const ip = freshIp();
    expect((await post({ ...view, path: '/en/contact', lang: 'en' }, { 'CF-Connecting-IP': ip })).status).toBe(204);
    const { results } = await env.DB.prepare(
      `SELECT substr(bucket, instr(bucket, ':') + 1) AS hash, bucket LIKE 'seen-%' AS mark FROM rate_limits
       WHERE substr(bucket, instr(bucket, ':') + 1) = (SELECT substr(bucket, 8) FROM rate_limits WHERE bucket LIKE 'events:%' ORDER BY rowid DESC LIMIT 1)`,
    ).all<{ hash: string; mark: number }>();
    expect(results.map((row) => row.mark).sort()).toEqual([0, 1]);
  });
});

describe('POST /api/events: the quote wizard', () => {
  const stages = async () => (await env.DB.prepare('SELECT day, stage, visits FROM quote_wizard_daily ORDER BY stage').all()).results;

  it('adds each stage a visit reached to the day, as a total only', async () => {
    const reached = (stage: string, path = '/soumission', lang = 'fr') => post({ type: 'wizard', route: 'quote', path, lang, stage });
    for (const answer of [reached('services'), reached('budget'), reached('services', '/en/quote', 'en'), reached('sent')])
      expect((await answer).status).toBe(204);
    expect(await stages()).toEqual([
      { day: today(), stage: 'budget', visits: 1 },
      { day: today(), stage: 'sent', visits: 1 },
      { day: today(), stage: 'services', visits: 2 },
    ]);
  });

  it.each([
    ['an unknown stage', { type: 'wizard', route: 'quote', path: '/soumission', lang: 'fr', stage: 'payment' }],
    ['another page than the quote request', { type: 'wizard', route: 'contact', path: '/contact', lang: 'fr', stage: 'services' }],
    ['a path that is not the quote page', { type: 'wizard', route: 'quote', path: '/contact', lang: 'fr', stage: 'services' }],
    ['anything more than the stage', { type: 'wizard', route: 'quote', path: '/soumission', lang: 'fr', stage: 'services', email: 'a@b.c' }],
  ])('refuses %s and counts nothing', async (_, event) => {
    expect((await post(event)).status).toBe(400);
    expect(await stages()).toEqual([]);
  });
});
