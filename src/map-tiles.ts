import type { Context } from 'hono';
import type { AppEnv } from './env';
import { mapView } from './content/map';
import { site } from './site';

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

/**
 * GET /map-tiles/{z}/{x}/{y}.png: the worker fetches the tile and caches it at the edge, so the
 * visitor's browser only ever talks to the site (docs/decisions/0011-map-tiles.md).
 */
export async function serveTile(c: Context<AppEnv>): Promise<Response> {
  const [z, x, y] = [c.req.param('z'), c.req.param('x'), c.req.param('y')?.replace(/\.png$/, '')].map((part) => (/^\d{1,7}$/.test(part ?? '') ? Number(part) : NaN));
  if (!tileAllowed(z, x, y)) return c.text('This map tile is outside the map.', 400);

  const cache = caches.default;
  const key = new Request(new URL(`/map-tiles/${z}/${x}/${y}.png`, c.req.url).toString());
  const cached = await cache.match(key);
  // A copy: the cached response's headers are immutable, and the site's middleware adds its own.
  if (cached) return new Response(cached.body, cached);

  let upstream: Response;
  try {
    upstream = await fetch(upstreamUrl(z, x, y), { headers: { 'User-Agent': site.map.tileUserAgent, Accept: 'image/png' } });
  } catch (error) {
    console.error(`map tile ${z}/${x}/${y}: upstream unreachable: ${error instanceof Error ? error.message : String(error)}`);
    return c.text('The map service is unavailable.', 502);
  }
  if (!upstream.ok) {
    console.error(`map tile ${z}/${x}/${y}: upstream answered ${upstream.status}`);
    return c.text('The map service is unavailable.', 502);
  }
  const tile = new Response(await upstream.arrayBuffer(), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': upstream.headers.get('Cache-Control') ?? defaultCacheControl,
      'X-Content-Type-Options': 'nosniff',
    },
  });
  c.executionCtx.waitUntil(cache.put(key, tile.clone()));
  return tile;
}
