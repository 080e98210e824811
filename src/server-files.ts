import { env, waitUntil } from 'cloudflare:workers';
import files from './generated/server-files.json';

/**
 * The files scripts/build/assets.mjs writes for the worker to read through its ASSETS binding (each
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
 * One of those files, parsed: read once and kept for the isolate's life, every caller awaiting the
 * same read, concurrent first requests included; forgotten if the read fails, so the next request
 * reads again. The request that starts the read keeps running until it ends (`waitUntil`), even if
 * its visitor leaves: workerd ties a read to the request that started it, and the others must not
 * wait on one that was dropped. Throws, naming the file, when the binding cannot give it.
 */
export function serverFile<Data>(path: string): Promise<Data> {
  let file = kept.get(path);
  if (!file) {
    file = readServerFile<Data>(path);
    kept.set(path, file);
    waitUntil(file.catch(() => kept.delete(path)));
  }
  return file as Promise<Data>;
}
