import type { Context } from 'hono';
import type { AppEnv } from './env';
import { mapView } from './business/map';
import { site } from './site';
import { tileProxy } from './business/tiles';
import { clientIp } from './http/client-address';
import { hashIp } from './http/address-hash';
import { withinRate } from './http/rate-limit';

/** Column or row of the Web Mercator tile holding a longitude or latitude at zoom `z`. */
const column = (lng: number, z: number) => Math.floor(((lng + 180) / 360) * 2 ** z);
const row = (lat: number, z: number) => {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
};

/**
 * Whether the map can ask for this tile: a zoom it allows and a tile that touches its bounds (one
 * tile of margin for Leaflet's edge buffer). Anything else is refused before it reaches upstream.
 */
export function tileAllowed(z: number, x: number, y: number): boolean {
  if (![z, x, y].every(Number.isInteger) || z < mapView.minZoom || z > mapView.maxZoom) return false;
  const [[south, west], [north, east]] = mapView.bounds;
  const last = 2 ** z - 1;
  const inRange = (value: number, low: number, high: number) => value >= Math.max(0, low - 1) && value <= Math.min(last, high + 1);
  return inRange(x, column(west, z), column(east, z)) && inRange(y, row(north, z), row(south, z));
}

/** The upstream address of a tile, spread over the service's subdomains. */
function upstreamUrl(z: number, x: number, y: number): string {
  const subdomains = site.map.tileSubdomains;
  return site.map.tileUpstream
    .replace('{s}', subdomains[(x + y) % subdomains.length])
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y));
}

/** How long the edge keeps a tile when the upstream does not say. */
const defaultCacheControl = 'public, max-age=86400';

/** The answer while the tile service fails or this client has used its share: nothing is fetched. */
function unavailable(c: Context<AppEnv>, status: 429 | 502, retryAfter: number): Response {
  c.header('Retry-After', String(retryAfter));
  c.header('Cache-Control', 'no-store');
  return c.text(status === 429 ? 'Too many new map tiles from this client; try again shortly.' : 'The map service is unavailable.', status);
}

/** Counts one upstream fetch for this client; the seconds to wait when over its share, else 0. */
async function meter(c: Context<AppEnv>): Promise<number> {
  const { missesPerClient, windowSeconds } = tileProxy;
  const now = Date.now();
  try {
    const bucket = `tiles:${await hashIp(c.env, clientIp(c.req.raw.headers))}`;
    if (await withinRate(c.env.DB, bucket, windowSeconds, missesPerClient, now)) return 0;
  } catch (error) {
    // The meter's storage failing must not take the map down with it.
    console.error(`map tiles: the per-client meter failed: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  }
  return Math.max(1, windowSeconds - (Math.floor(now / 1000) % windowSeconds));
}

/** Asks the upstream, giving up after the timeout (headers and body); null (logged) when it fails. */
async function fetchUpstream(z: number, x: number, y: number): Promise<{ png: ArrayBuffer; cacheControl: string | null } | null> {
  try {
    const upstream = await fetch(upstreamUrl(z, x, y), {
      headers: { 'User-Agent': site.map.tileUserAgent, Accept: 'image/png' },
      signal: AbortSignal.timeout(tileProxy.upstreamTimeoutMs),
    });
    if (upstream.ok) return { png: await upstream.arrayBuffer(), cacheControl: upstream.headers.get('Cache-Control') };
    console.error(`map tile ${z}/${x}/${y}: upstream answered ${upstream.status}`);
    await upstream.body?.cancel();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    console.error(
      `map tile ${z}/${x}/${y}: upstream ${timedOut ? `gave no answer within ${tileProxy.upstreamTimeoutMs} ms` : `unreachable: ${error instanceof Error ? error.message : String(error)}`}`,
    );
  }
  return null;
}

/**
 * GET /map-tiles/{z}/{x}/{y}.png: the worker fetches the tile and caches it at the edge, so the
 * visitor's browser only ever talks to the site (docs/decisions/0011-map-tiles.md). Misses are
 * metered per client, the upstream fetch has a timeout, and a failed tile is remembered at the
 * edge for a pause (docs/decisions/0030-tile-proxy-limits.md).
 */
export async function serveTile(c: Context<AppEnv>): Promise<Response> {
  const [z, x, y] = [c.req.param('z'), c.req.param('x'), c.req.param('y')?.replace(/\.png$/, '')].map((part) =>
    /^\d{1,7}$/.test(part ?? '') ? Number(part) : NaN,
  );
  if (!tileAllowed(z, x, y)) return c.text('This map tile is outside the map.', 400);

  const cache = caches.default;
  const key = new Request(new URL(`/map-tiles/${z}/${x}/${y}.png`, c.req.url).toString());
  const failedKey = new Request(new URL(`/map-tiles/${z}/${x}/${y}.png?failed`, c.req.url).toString());
  const cached = await cache.match(key);
  // A copy: the cached response's headers are immutable, and the site's middleware adds its own.
  if (cached) return new Response(cached.body, cached);
  if (await cache.match(failedKey)) return unavailable(c, 502, tileProxy.failurePauseSeconds);

  const wait = await meter(c);
  if (wait > 0) return unavailable(c, 429, wait);

  const upstream = await fetchUpstream(z, x, y);
  if (!upstream) {
    await cache.put(failedKey, new Response('failed', { headers: { 'Cache-Control': `public, max-age=${tileProxy.failurePauseSeconds}` } }));
    return unavailable(c, 502, tileProxy.failurePauseSeconds);
  }
  const tile = new Response(upstream.png, {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': upstream.cacheControl ?? defaultCacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
  c.executionCtx.waitUntil(cache.put(key, tile.clone()));
  return tile;
}
