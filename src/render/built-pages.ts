import type { Bindings } from '../env';
import list from '../generated/prerendered.json';
import { builtPages } from '../generated/prerendered-pages';

/**
 * Pages rendered when the site was built (scripts/build/pages.mjs runs this worker's own render once
 * per page, with a stand-in origin), each a module of the worker loaded on the page's first request
 * in an isolate, so a visitor's first page waits for no read, no texts and no render
 * (docs/decisions/0049-first-visit-and-workers-cache.md). Used only while they are what this worker
 * would render: the same render identity (scripts/build/worker.mjs defines it; Vitest, which
 * defines none, renders every page), no entry come out since they were built (so the publication
 * epoch is theirs, and the page store needs no entries to key them) and the same year (the footer's).
 */
declare const __RENDER_ID__: string | undefined;
const renderId = typeof __RENDER_ID__ === 'string' ? __RENDER_ID__ : null;

const built = list as {
  renderId: string | null;
  epoch: number | null;
  /** When the pages were rendered, and when the next entry comes out (ms; null: none scheduled). */
  from: number | null;
  until: number | null;
  year: number | null;
  origin: string;
};

/** A plain origin, written the same in an attribute, a text and JSON: the stand-in's replacement. */
const plainOrigin = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

/** Paths whose built page this isolate has read: it serves a path's first request only, the page store the next. */
const read = new Set<string>();

/**
 * The page built for `path`, for the path's first request in this isolate while it is still what
 * this worker renders at `now`: the publication it was built at (the same as now's, so the page
 * store keys it without reading the entries) and its bytes with this worker's origin, being read
 * (null if the read fails: then it is rendered). Null when it must be rendered.
 */
export function builtPageFor(
  env: Bindings,
  path: string,
  now: number,
): { publication: { epoch: number; next: number | null }; body: Promise<ArrayBuffer | null> } | null {
  const load = builtPages[path];
  if (!load || read.has(path) || renderId === null || built.renderId !== renderId || built.epoch === null || built.from === null) return null;
  if (now < built.from || (built.until !== null && now >= built.until)) return null;
  if (built.year !== new Date(now).getUTCFullYear() || !plainOrigin.test(env.SITE_URL)) return null;
  read.add(path);
  return { publication: { epoch: built.epoch, next: built.until }, body: loadBuilt(env, path, load) };
}

async function loadBuilt(env: Bindings, path: string, load: (typeof builtPages)[string]): Promise<ArrayBuffer | null> {
  try {
    const { default: html } = await load();
    return new TextEncoder().encode(html.replaceAll(built.origin, env.SITE_URL)).buffer as ArrayBuffer;
  } catch (error) {
    console.error(`built page ${path}: ${error instanceof Error ? error.message : String(error)}; rendered instead`);
    return null;
  }
}

/** Forgets which built pages were read (tests only, with the page store's forgetting). */
export function forgetReadBuiltPages() {
  read.clear();
}
