// A test tool: the map tile service as the browser tests' servers meet it. The worker's tile proxy
// (src/map-tiles.ts) asks its upstream for each tile a page wants; on those servers, Miniflare hands
// every outbound request of the worker to `tileStandIn`, which answers a tile itself and sends any
// other request on. No test reaches the tile service, and no browser request is intercepted for it
// (docs/decisions/0021-test-suite.md, "Tiles answered by the server").
import { Response, fetch } from 'miniflare';
import { importBundled } from '../lib/import-bundled.mjs';

/** A 256×256 light-grey PNG: every tile the worker asks for. */
const tilePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAIAAADTED8xAAACAElEQVR42u3TsQkAAAgEsd9/WAsbW2tnMJAJDi7VA29FAgwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADYAAVMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAwABgADgAHAAGAAMAAYAAyAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAMoAIGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAAcAAYAAwABgADAAGAAOAATAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgADAAGAAMAAYAA4ABwABgALgWjQgqmtpE130AAAAASUVORK5CYII=',
  'base64',
);

const { site } = await importBundled('src/site.ts');
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The upstream's tile addresses (site.map.tileUpstream): {s} a subdomain, {z}, {x} and {y} whole numbers. */
const upstreamTile = new RegExp(
  `^${site.map.tileUpstream
    .split(/(\{[sxyz]\})/)
    .map((part) => (part === '{s}' ? '[a-z0-9-]+' : /^\{[xyz]\}$/.test(part) ? '\\d+' : escaped(part)))
    .join('')}$`,
);

/**
 * Miniflare's outbound service (a fetch handler): a tile of the upstream answered here, anything else
 * fetched as the worker asked (Miniflare's own fetch: the request is of its Request class).
 */
export async function tileStandIn(request) {
  if (!upstreamTile.test(request.url)) return fetch(request);
  return new Response(tilePng, { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=86400' } });
}
