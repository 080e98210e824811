import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapView } from '../../../src/business/map';
import { site } from '../../../src/site';
import { tileAllowed } from '../../../src/map-tiles';
import { tileProxy } from '../../../src/business/tiles';
import { get, inOneWindow, origin } from '../helpers';
import { call, freshIp } from '../submissions/forms-helpers';

// The worker serves the map tiles itself (docs/decisions/0011-map-tiles.md). The upstream is the
// global fetch of the worker's isolate, mocked here: no test reaches the internet.
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const realFetch = globalThis.fetch;

function upstream(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; userAgent: string | null }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.includes('basemaps.cartocdn.com')) return realFetch(input, init);
    calls.push({ url, userAgent: new Headers(init?.headers).get('User-Agent') });
    return answer(url, init);
  });
  return calls;
}

/** A tile over Montréal at zoom z, and a column offset to make each test's tile its own cache entry. */
function montrealTile(z: number, offset = 0) {
  const [lat, lng] = mapView.center;
  const x = Math.floor(((lng + 180) / 360) * 2 ** z) + offset;
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
  return { z, x, y, path: `/map-tiles/${z}/${x}/${y}.png` };
}

afterEach(() => vi.restoreAllMocks());

describe('map tiles through the site', () => {
  it('fetches a tile from the upstream in config with the site’s User-Agent, and answers it with the upstream’s cache lifetime', async () => {
    const calls = upstream(() => new Response(png, { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' } }));
    const tile = montrealTile(mapView.zoom);
    const response = await get(tile.path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toMatch(new RegExp(`^https://[abcd]\\.basemaps\\.cartocdn\\.com/light_all/${tile.z}/${tile.x}/${tile.y}\\.png$`));
    expect(calls[0].userAgent).toBe(site.map.tileUserAgent);
  });

  it('keeps a tile at the edge: the second visitor’s request does not reach the upstream', async () => {
    const calls = upstream(() => new Response(png, { headers: { 'Cache-Control': 'public, max-age=3600' } }));
    const tile = montrealTile(mapView.zoom + 1, 1);
    expect((await call(new Request(origin + tile.path))).status).toBe(200); // returns once the cache write after the answer is done
    const again = await get(tile.path);
    expect(again.status).toBe(200);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(png);
    expect(calls).toHaveLength(1);
  });

  it('refuses zooms and places the map cannot show with 400, without asking the upstream', async () => {
    const calls = upstream(() => new Response(png));
    const inside = montrealTile(mapView.zoom);
    for (const path of [
      `/map-tiles/${mapView.maxZoom + 1}/0/0.png`,
      `/map-tiles/${mapView.minZoom - 1}/0/0.png`,
      `/map-tiles/${inside.z}/0/0.png`, // the far north-west of the world
      `/map-tiles/${inside.z}/${inside.x}/${2 ** inside.z + 5}.png`,
      `/map-tiles/${inside.z}/${inside.x}/99999999.png`,
    ]) {
      expect((await get(path)).status, path).toBe(400);
    }
    expect((await get('/map-tiles/7/a/b.png')).status).toBe(404);
    expect(calls).toHaveLength(0);
    expect(tileAllowed(inside.z, inside.x, inside.y)).toBe(true);
  });

  it('answers 502 with a clear log line when the upstream fails or cannot be reached', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    upstream(() => new Response('busy', { status: 503 }));
    const failing = montrealTile(mapView.zoom, 2);
    expect((await get(failing.path)).status).toBe(502);
    expect(errors.mock.calls.flat().join(' ')).toContain(`map tile ${failing.z}/${failing.x}/${failing.y}: upstream answered 503`);

    vi.mocked(globalThis.fetch).mockRejectedValue(new TypeError('network down'));
    const unreachable = montrealTile(mapView.zoom, 3);
    expect((await get(unreachable.path)).status).toBe(502);
    expect(errors.mock.calls.flat().join(' ')).toContain('upstream unreachable: network down');
  });

  it('lets pages load images from the site only', async () => {
    const csp = (await get('/contact')).headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toMatch(/cartocdn|https:/);
  });
});

describe('a metered, bounded tile proxy', () => {
  const tileGet = (path: string, ip: string) => call(new Request(origin + path, { headers: { 'cf-connecting-ip': ip } }));
  /** Distinct tiles around Montréal at zoom 10, none used by another test. */
  const freshTiles = (count: number, row: number) => {
    const base = montrealTile(10);
    return Array.from({ length: count }, (_, i) => `/map-tiles/10/${base.x - 20 + (i % 40)}/${base.y + row + Math.floor(i / 40)}.png`);
  };

  it('limits one client’s upstream fetches; cache hits stay free and other clients are served', async () => {
    const calls = upstream(() => new Response(png, { headers: { 'Cache-Control': 'public, max-age=3600' } }));
    const ip = `2001:db8:${(Date.now() % 0xffff).toString(16)}:7::1`;
    await inOneWindow(tileProxy.windowSeconds, async () => {
      const tiles = freshTiles(tileProxy.missesPerClient + 1, -20);
      for (const path of tiles.slice(0, -1)) expect((await tileGet(path, ip)).status, path).toBe(200);
      expect(calls).toHaveLength(tileProxy.missesPerClient);

      const refused = await tileGet(tiles.at(-1)!, ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(calls).toHaveLength(tileProxy.missesPerClient);
      // The same /64 written another way is the same client.
      expect((await tileGet(tiles.at(-1)!, `[${ip.replace('::1', '::2')}]`)).status).toBe(429);

      expect((await tileGet(tiles[0], ip)).status).toBe(200); // at the edge already: free
      expect((await tileGet(tiles.at(-1)!, freshIp())).status).toBe(200);
      expect(calls).toHaveLength(tileProxy.missesPerClient + 1);
    });
  }, 60_000);

  it('remembers a tile the upstream failed to give for a pause instead of asking again on every request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls = upstream(() => new Response('busy', { status: 503 }));
    const [path] = freshTiles(1, -30);
    for (let i = 0; i < 5; i++) {
      const response = await tileGet(path, freshIp());
      expect(response.status).toBe(502);
      expect(response.headers.get('Retry-After')).toBe(String(tileProxy.failurePauseSeconds));
    }
    expect(calls).toHaveLength(1);
  });

  it('gives up on an upstream that does not answer within the timeout', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    upstream(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const [path] = freshTiles(1, -31);
    const started = Date.now();
    const response = await tileGet(path, freshIp());
    expect(response.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(tileProxy.upstreamTimeoutMs + 2000);
    expect(errors.mock.calls.flat().join(' ')).toContain(`gave no answer within ${tileProxy.upstreamTimeoutMs} ms`);
  }, 15_000);
});
