import { env } from 'cloudflare:workers';
import files from './generated/server-files.json';

/**
 * The files scripts/build.mjs writes for the worker to read through its ASSETS binding (each
 * language's texts, the entries' bodies): static assets, so they are not part of the worker's
 * upload, and never served (wrangler.toml's run_worker_first answers their path with the 404 page).
 * See docs/decisions/0042-texts-read-from-static-assets.md.
 */
export const serverFiles = files;

/** One of those files, parsed; throws, naming it, when the binding cannot give it. */
export async function readServerFile<Data>(path: string): Promise<Data> {
  const response = await env.ASSETS.fetch(new URL(path, env.SITE_URL));
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${path}: the ASSETS binding answered ${response.status}`);
  }
  return response.json();
}
