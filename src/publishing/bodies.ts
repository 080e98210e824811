import { serverFile, serverFiles } from '../server-files';

/**
 * An entry's compiled HTML, read with the others on the first entry page from the worker's static
 * assets rather than carried in its upload (docs/decisions/0042-texts-read-from-static-assets.md).
 * React waits for it while it renders the page (`use`); later renders find the file kept. One
 * promise per entry, so `use` sees the same one on every render.
 */
const byFile = new Map<string, Promise<string>>();

export function entryBody(file: string): Promise<string> {
  let body = byFile.get(file);
  if (!body) {
    body = serverFile<Record<string, string>>(serverFiles.entryBodies).then((all) => all[file] ?? '');
    byFile.set(file, body);
    body.catch(() => byFile.delete(file));
  }
  return body;
}
