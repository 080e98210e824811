import type { Context, MiddlewareHandler, Next } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import type { AppEnv, Bindings } from '../env';
import manifest from '../generated/manifest.json';
import { match } from '../routes';
import { edgeUntil, revalidateEachTime } from '../http/caching';
import { builtPageFor, forgetReadBuiltPages } from './built-pages';

/**
 * Rendered pages reused (docs/decisions/0015-page-reuse.md). A page's HTML depends only on the
 * build, SITE_URL and its path, so each known page is rendered once per isolate (that first render
 * still streams), or read as rendered when the site was built (./built-pages.ts), and its bytes are
 * served after that. Only a GET of a route-table path without a
 * query string that answered 200 is kept: a 404, an error page, a form's answer (POST) or a page
 * preset by its query (the quote page's plan) is always rendered for its request.
 */
const stored = new Map<string, { body: ArrayBuffer; headers: [string, string][] }>();

/** Changes with every deploy (Version Metadata) and every client build; per isolate where neither says. */
let isolateId: string | undefined; // made on first use: the global scope may not generate random values
function isolateIdentity(): string {
  isolateId ??= crypto.randomUUID();
  return isolateId;
}
function buildId(env: Bindings): string {
  const version = env.CF_VERSION_METADATA?.id;
  const client = `${manifest.script}|${manifest.style}`;
  return version && !/^0{8}-/.test(version) ? `${version}|${client}` : `${isolateIdentity()}|${client}`;
}

/** FNV-1a, 32 bits, base 36: short and stable; the ETag needs no secrecy. */
function fnv(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** The page's validator: the same for every isolate of one deploy, new with the next. */
export const pageEtag = (env: Bindings, path: string) => `"${fnv(`${buildId(env)}|${env.SITE_URL}|${path}`)}-${fnv(path)}"`;

/**
 * Conditional requests as Hono's ETag middleware answers them: `If-None-Match: *` or a list
 * holding the page's tag gets 304, which keeps the headers a 200 would carry for caches (Vary and
 * Cache-Control included). The page's own ETag is set before it runs, so it never hashes a body.
 */
const conditional = etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'cloudflare-cdn-cache-control'] });

/**
 * What the published entries change (docs/decisions/0038-content-collections.md): `epoch` changes
 * when an entry comes out, `next` is when the next one does (ms), null if none is scheduled.
 */
export type Publication = (now: number) => Promise<{ epoch: number; next: number | null }>;

export function reusePages(publication: Publication): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // HEAD answers as GET (Hono drops the body): same ETag, same Cache-Control, same 304.
    // A `?` anywhere (even an empty query) means a render for this request: no URL to parse per request.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.url.includes('?') || !match(c.req.path)) return next();
    await conditional(c, async () => {
      // A path's first request in this isolate may be its built page, which needs no entries read.
      const now = Date.now();
      const built = builtPageFor(c.env, c.req.path, now);
      c.res = await storedOrRendered(c, next, built?.publication ?? (await publication(now)), built?.body);
    });
  };
}

/** Each page's ETag, hashed once per isolate: the build and SITE_URL do not change within one. */
const etags = new Map<string, string>();
function etagOf(env: Bindings, path: string): string {
  const key = `${env.SITE_URL}${path}`;
  let tag = etags.get(key);
  if (tag === undefined) {
    tag = pageEtag(env, path);
    etags.set(key, tag);
  }
  return tag;
}

async function storedOrRendered(
  c: Context<AppEnv>,
  next: Next,
  { epoch, next: upcoming }: Awaited<ReturnType<Publication>>,
  builtBody?: Promise<ArrayBuffer | null>,
): Promise<Response> {
  // A page is not reused past the next publication: its key and tag change then, and Workers Cache
  // keeps it until then at most (docs/decisions/0049-first-visit-and-workers-cache.md).
  const etag = etagOf(c.env, `${c.req.path}|${epoch}`);
  const validators = { ETag: etag, 'Cache-Control': revalidateEachTime, 'Cloudflare-CDN-Cache-Control': edgeUntil(upcoming, Date.now()) };
  const key = `${c.env.SITE_URL}${c.req.path}|${etag}`;
  const hit = stored.get(key);
  if (hit) {
    const headers = new Headers(hit.headers);
    // Counted from now: a copy kept an hour ago must not tell the edge to keep it an hour past the next publication.
    headers.set('Cloudflare-CDN-Cache-Control', validators['Cloudflare-CDN-Cache-Control']);
    headers.set('Server-Timing', 'page;desc="stored"');
    return new Response(hit.body, { status: 200, headers }); // the runtime copies the bytes; the stored ones stay whole
  }

  // Rendered when the site was built (docs/decisions/0049-first-visit-and-workers-cache.md): kept
  // and answered with the headers the render would have (@hono/react-renderer's, then the validators).
  const built = await builtBody;
  if (built) {
    const headers = new Headers({ 'Transfer-Encoding': 'chunked', 'Content-Type': 'text/html; charset=UTF-8', ...validators });
    stored.set(key, { body: built, headers: [...headers.entries()] });
    headers.set('Server-Timing', 'page;desc="built"');
    return new Response(built, { status: 200, headers });
  }

  await next();
  if (c.res.status !== 200 || !c.res.body || !c.res.headers.get('Content-Type')?.startsWith('text/html')) return c.res;
  const headers = new Headers(c.res.headers);
  for (const [name, value] of Object.entries(validators)) headers.set(name, value);
  const [forVisitor, forStore] = c.res.body.tee();
  const keep = [...headers.entries()];
  headers.set('Server-Timing', 'page;desc="rendered"');
  c.executionCtx.waitUntil(
    new Response(forStore).arrayBuffer().then((body) => {
      stored.set(key, { body, headers: keep });
    }),
  );
  return new Response(forVisitor, { status: 200, headers });
}

/** Forgets every stored page (tests only: a fresh render to compare with). */
export function forgetStoredPages() {
  stored.clear();
  etags.clear();
  forgetReadBuiltPages();
}
