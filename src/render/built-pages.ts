import type { Bindings } from '../env';
import list from '../generated/prerendered.json';

/**
 * Pages rendered when the site was built (scripts/build/pages.mjs runs this worker's own render once
 * per page, with a stand-in origin), read from the static assets on a page's first request in an
 * isolate, so a visitor's first page waits for no module, no texts and no render
 * (docs/decisions/0049-first-visit-and-workers-cache.md). Used only while they are what this worker
 * would render: the same render identity (scripts/build/worker.mjs defines it; Vitest, which
 * defines none, renders every page), the same publication epoch and the same year (the footer's).
 */
declare const __RENDER_ID__: string | undefined;
const renderId = typeof __RENDER_ID__ === 'string' ? __RENDER_ID__ : null;

const built = list as { renderId: string | null; epoch: number | null; year: number | null; origin: string; pages: Record<string, string> };

/** A plain origin, written the same in an attribute, a text and JSON: the stand-in's replacement. */
const plainOrigin = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

/** The page's bytes with this worker's origin, or null when it must be rendered (never built, or no longer what it renders). */
export async function builtPage(env: Bindings, path: string, epoch: number, now: number): Promise<ArrayBuffer | null> {
  const file = built.pages[path];
  if (!file || renderId === null || built.renderId !== renderId || built.epoch !== epoch) return null;
  if (built.year !== new Date(now).getUTCFullYear() || !plainOrigin.test(env.SITE_URL)) return null;
  try {
    const response = await env.ASSETS.fetch(new URL(file, env.SITE_URL));
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`the ASSETS binding answered ${response.status}`);
    }
    const html = (await response.text()).replaceAll(built.origin, env.SITE_URL);
    return new TextEncoder().encode(html).buffer as ArrayBuffer;
  } catch (error) {
    console.error(`built page ${path} (${file}): ${error instanceof Error ? error.message : String(error)}; rendered instead`);
    return null;
  }
}
