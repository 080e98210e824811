import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHref, href, quoteWithPlan } from '../../../src/routes';
import { speculationRulesPath } from '../../../src/render/page-hints';
import { call, clockAt, get, readPage } from '../helpers';
import { formPost, jsonPost } from '../submissions/forms-helpers';
import { adminGet, mockCerts } from '../admin/admin-helpers';

// What each kind of answer tells browsers and Cloudflare's Workers Cache (docs/decisions/0049-first-visit-and-workers-cache.md).
// With Workers Cache on, an answer without Cache-Control is still kept (RFC 9111's heuristics: a
// 200 for two hours, a 404 for three minutes): every answer says what it wants.

const browsers = 'public, max-age=0, must-revalidate';
/** The edge's seconds for an answer, from Cloudflare-CDN-Cache-Control (null when it has none). */
const edgeSeconds = (response: Response) => {
  const value = response.headers.get('Cloudflare-CDN-Cache-Control');
  if (value === null) return null;
  expect(value).toMatch(/^max-age=\d+, must-revalidate$/);
  return Number(/max-age=(\d+)/.exec(value)![1]);
};

// The sample content's newest entry (tests/worker/pages/publishing.test.ts): out at this instant.
const newest = '/en/blog/bilingual-website-for-english-speaking-businesses';
const newestOut = Date.parse('2026-11-03T05:00:00Z');
const year = 31536000;

afterEach(() => vi.useRealTimers());

describe('caching headers of each kind of answer', () => {
  it('lets the edge keep a page, stored or rendered, with or without a query, and its 304, until the next deploy or publication', async () => {
    clockAt(newestOut + 1000); // nothing scheduled after it: a year, the longest
    for (const path of ['/', '/en/pricing', quoteWithPlan('fr', 'essentiel'), '/?utm_source=news']) {
      for (const visit of ['first', 'again']) {
        const page = await get(path);
        expect(page.status, `${path} ${visit}`).toBe(200);
        expect(page.headers.get('Cache-Control'), path).toBe(browsers);
        expect(edgeSeconds(page), path).toBe(year);
      }
    }
    const page = await get('/services');
    for (const method of ['GET', 'HEAD']) {
      const confirmed = await get('/services', { method, headers: { 'If-None-Match': page.headers.get('ETag')! } });
      expect(confirmed.status).toBe(304);
      expect(confirmed.headers.get('Cache-Control')).toBe(browsers);
      expect(edgeSeconds(confirmed)).toBe(year);
    }
    // The speculation rules change only with a deploy: an hour, browsers and edge alike.
    expect((await get(speculationRulesPath)).headers.get('Cache-Control')).toBe('public, max-age=3600');
    clockAt(newestOut - 60_000); // a post comes out in a minute: nothing listing posts outlives it
    for (const path of ['/en', '/en/blog', '/sitemap.xml', '/en/blog.xml', '/robots.txt', newest, '/en/nowhere']) {
      const answer = await get(path);
      expect(answer.headers.get('Cache-Control'), path).toBe(browsers);
      expect(edgeSeconds(answer), path).toBeLessThanOrEqual(60);
    }
  });

  it('counts a kept page’s edge lifetime from each request, not from when the page was kept', async () => {
    clockAt(newestOut - 3_600_000);
    const { response: kept } = await readPage('/en/blog');
    expect(edgeSeconds(kept)).toBe(3600);
    clockAt(newestOut - 60_000);
    const { response: again } = await readPage('/en/blog');
    expect(again.headers.get('Server-Timing')).toContain('stored');
    expect(edgeSeconds(again)).toBe(60);
  });

  it('keeps a 404 no longer than a page: until the next publication or deploy', async () => {
    clockAt(newestOut - 60_000);
    const missing = await get(newest);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ETag')).toBeNull();
    expect(edgeSeconds(missing)).toBeLessThanOrEqual(60);
  });

  it('never lets anything keep a form’s answer, the inbox, the API, a redirect or a refused tile', async () => {
    mockCerts();
    const inbox = await adminGet(adminHref('fr'));
    const dashboard = await adminGet(adminHref('en', 'dashboard'));
    vi.restoreAllMocks();
    expect([inbox.status, dashboard.status]).toEqual([200, 200]);
    const answers = {
      'a no-JS form’s answer': await call(formPost(href('contact', 'fr'), [['firstName', 'Zoé']])),
      'the inbox': inbox,
      'the dashboard': dashboard,
      'an API answer': await call(jsonPost('/api/contact', { email: 'not-an-address' })),
      'the proof challenge': await get('/api/proof'),
      'an old address': await get('/en/legal/conditions'),
      'a tile outside the map': await get('/map-tiles/1/0/0.png'),
    };
    for (const [kind, answer] of Object.entries(answers)) {
      expect(answer.headers.get('Cache-Control'), `${kind} (${answer.status})`).toBe('no-store');
      expect(answer.headers.get('Cloudflare-CDN-Cache-Control'), kind).toBeNull();
    }
  });
});
