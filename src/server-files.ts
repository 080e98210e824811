import { env } from 'cloudflare:workers';
import files from './generated/server-files.json';

/**
 * The files scripts/build.mjs writes for the worker to read through its ASSETS binding (each
 * language's texts, the entries and their bodies): static assets, so they are not part of the
 * worker's upload, and never served (wrangler.toml's run_worker_first answers their path with the
 * 404 page). See docs/decisions/0042-texts-read-from-static-assets.md.
 */
export const serverFiles = files;

async function readServerFile<Data>(path: string): Promise<Data> {
  const response = await env.ASSETS.fetch(new URL(path, env.SITE_URL));
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${path}: the ASSETS binding answered ${response.status}`);
  }
  return response.json();
}

const kept = new Map<string, Promise<unknown>>();

/**
 * One of those files, parsed: read once and kept for the isolate's life (every caller awaits the
 * same promise); forgotten if the read fails, so the next request reads again. Throws, naming the
 * file, when the binding cannot give it.
 */
export function serverFile<Data>(path: string): Promise<Data> {
  let file = kept.get(path) as Promise<Data> | undefined;
  if (!file) {
    file = readServerFile<Data>(path);
    kept.set(path, file);
    file.catch(() => kept.delete(path));
  }
  return file;
}
