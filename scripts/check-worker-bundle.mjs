// Fails the build when the worker's bundle holds what only the browser or the build runs
// (scripts/worker-forbidden.cjs, plus every devDependency). Reads the esbuild metafile that
// `wrangler deploy --dry-run --outdir dist --metafile` writes: `node scripts/check-worker-bundle.mjs [metafile]`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import forbiddenPaths from './worker-forbidden.cjs';

const root = new URL('..', import.meta.url).pathname;
export const workerMetafile = join(root, 'dist/bundle-meta.json');
export const workerScript = join(root, 'dist/index.js');

/** The package an input path belongs to ('' for our own files). */
export const packageOf = (input) => input.match(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? '';

/** The worker script's inputs, with the bytes each leaves in it. */
export function workerInputs(metafile = workerMetafile) {
  const { outputs } = JSON.parse(readFileSync(metafile, 'utf8'));
  const [script] = Object.entries(outputs).filter(([file]) => file.endsWith('.js'));
  return Object.entries(script[1].inputs).map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }));
}

/** The packages that weigh most in the worker script (bytes they leave in it), largest first. */
export function largestPackages(count, metafile = workerMetafile) {
  const bytes = new Map();
  for (const { path, bytes: size } of workerInputs(metafile)) {
    const name = packageOf(path);
    if (name) bytes.set(name, (bytes.get(name) ?? 0) + size);
  }
  return [...bytes]
    .map(([name, size]) => ({ name, bytes: size }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/** The inputs that must not be there, each with the reason. */
export function forbiddenInputs(inputs) {
  const { devDependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const patterns = forbiddenPaths.map((pattern) => new RegExp(pattern));
  return inputs.flatMap(({ path }) => {
    const name = packageOf(path);
    if (name && name in devDependencies) return [`${path} (devDependency ${name})`];
    const local = path.replace(/^.*?(?=node_modules\/)/, '');
    return patterns.some((pattern) => pattern.test(local)) ? [`${path} (scripts/worker-forbidden.cjs)`] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const leaked = forbiddenInputs(workerInputs(process.argv[2] ?? workerMetafile));
  if (leaked.length > 0) {
    console.error(`worker build: browser-only or build-only modules in the worker bundle:\n  ${leaked.join('\n  ')}`);
    process.exit(1);
  }
}
