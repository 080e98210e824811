import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { href } from '../routes';
import { pathRules, unsafePath } from './path-rules';

describe('unsafePath', () => {
  it('refuses control characters, backslashes and an empty first segment', () => {
    for (const path of ['/\t/evil.example', '/a\nb', '/\u007f', '/\\evil.example', '//evil.example']) expect(unsafePath(path), JSON.stringify(path)).toBe(true);
    for (const path of ['/', '/contact', '/en/services/web-development', '/a/']) expect(unsafePath(path), path).toBe(false);
  });
});

describe('pathRules', () => {
  const app = new Hono<AppEnv>()
    .use(pathRules())
    .all('*', (c) => c.text('page'))
    .notFound((c) => c.text('not found', 404));

  it('redirects a page’s path with a trailing slash to the route table’s spelling, query kept', async () => {
    const response = await app.request(`${href('contact', 'en')}/?from=menu`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${href('contact', 'en')}?from=menu`);
  });

  it('answers 404 for any other trailing slash and for unsafe paths; leaves other paths and methods alone', async () => {
    expect((await app.request('/no-such-page/')).status).toBe(404);
    expect((await app.request('/%5C/evil.example')).status).toBe(404);
    expect(await (await app.request('/contact')).text()).toBe('page');
    expect((await app.request('/contact/', { method: 'POST' })).status).toBe(200);
  });
});
