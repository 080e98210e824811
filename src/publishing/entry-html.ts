import { serverFile, serverFiles } from '../server-files';

/**
 * The entries' compiled HTML, read from the worker's static assets rather than carried in its
 * upload (docs/decisions/0042-texts-read-from-static-assets.md): by an entry page's route before it
 * renders (`loadEntryBodies`), then kept for the isolate's life.
 */
let bodies: Record<string, string> | undefined;

export async function loadEntryBodies(): Promise<void> {
  bodies ??= await serverFile<Record<string, string>>(serverFiles.entryBodies);
}

/** An entry's HTML, once its route has awaited `loadEntryBodies`. */
export function entryBody(file: string): string {
  if (!bodies) throw new Error('an entry body was read before loadEntryBodies()');
  return bodies[file] ?? '';
}
