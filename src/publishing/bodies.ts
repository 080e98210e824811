import { readServerFile, serverFiles } from '../server-files';

/**
 * The entries' compiled HTML, read on the first entry page from the worker's static assets rather
 * than carried in its upload (docs/decisions/0042-texts-read-from-static-assets.md). One promise per
 * entry, kept: React waits for it while it renders the page (`use`), and reads it at once on every
 * later render. A failed read is forgotten, so the next page reads again.
 */
let bodies: Promise<Record<string, string>> | undefined;
const byFile = new Map<string, Promise<string>>();

export function entryBody(file: string): Promise<string> {
  let body = byFile.get(file);
  if (!body) {
    bodies ??= readServerFile<Record<string, string>>(serverFiles.entryBodies);
    body = bodies.then(
      (all) => all[file] ?? '',
      (error: unknown) => {
        bodies = undefined;
        byFile.delete(file);
        throw error;
      },
    );
    byFile.set(file, body);
  }
  return body;
}
