/**
 * The entries' compiled HTML, imported on the first entry page rather than compiled at every cold
 * start (docs/decisions/0041-worker-modules-loaded-on-use.md). One promise per entry, kept: React
 * waits for it while it renders the page (`use`), and reads it at once on every later render.
 */
let bodies: Promise<Record<string, string>> | undefined;
const byFile = new Map<string, Promise<string>>();

export function entryBody(file: string): Promise<string> {
  let body = byFile.get(file);
  if (!body) {
    bodies ??= import('../generated/content-bodies.json').then((module) => module.default as Record<string, string>);
    body = bodies.then((all) => all[file] ?? '');
    byFile.set(file, body);
  }
  return body;
}
