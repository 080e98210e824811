import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { get, origin } from './helpers';
import { freshIp } from './forms-helpers';

const today = () => new Date().toISOString().slice(0, 10);

function post(body: unknown, headers: Record<string, string> = {}) {
  return get('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin, 'CF-Connecting-IP': freshIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

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

describe('POST /api/events: the quote wizard', () => {
  const stages = async () => (await env.DB.prepare('SELECT day, stage, visits FROM quote_wizard_daily ORDER BY stage').all()).results;

  it('adds each stage a visit reached to the day, as a total only', async () => {
    const reached = (stage: string, path = '/soumission', lang = 'fr') => post({ type: 'wizard', route: 'quote', path, lang, stage });
    for (const answer of [reached('services'), reached('budget'), reached('services', '/en/quote', 'en'), reached('sent')]) expect((await answer).status).toBe(204);
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
