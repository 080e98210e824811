// Fails the build when the worker's modules hold what only the browser or the build runs
// (scripts/build/worker-forbidden.cjs, plus every devDependency). Reads the esbuild metafile that
// scripts/build/worker.mjs writes: `node scripts/build/check-worker-bundle.mjs [metafile]`. Also tells
// the bench what a cold start compiles (docs/decisions/0041-worker-modules-loaded-on-use.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import forbiddenPaths from './worker-forbidden.cjs';
import { workerEntry, workerMetafile } from './worker.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The package an input path belongs to ('' for our own files). */
export const packageOf = (input) => input.match(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? '';

const readMetafile = (metafile) => JSON.parse(readFileSync(metafile, 'utf8'));
const scripts = ({ outputs }) => Object.entries(outputs).filter(([file]) => file.endsWith('.mjs'));

/** Every module the worker uploads, as [path from the repository root, bytes]. */
export function workerModules(metafile = workerMetafile) {
  return scripts(readMetafile(metafile)).map(([file, output]) => [join(root, file), output.bytes]);
}

/** The modules workerd compiles at startup: the entry and what it imports statically, transitively. */
export function startupModules(metafile = workerMetafile) {
  const { outputs } = readMetafile(metafile);
  // Each dynamic import is an entry point too: the worker's is the one built from its main module.
  const [entry] = Object.keys(outputs).filter((file) => outputs[file].entryPoint === workerEntry);
  const found = new Set();
  const next = [entry];
  while (next.length) {
    const file = next.pop();
    if (found.has(file)) continue;
    found.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === 'import-statement' && !imported.external) next.push(imported.path);
  }
  return [...found].map((file) => join(root, file));
}

/** The worker's inputs, with the bytes each leaves in its modules. */
export function workerInputs(metafile = workerMetafile) {
  return scripts(readMetafile(metafile)).flatMap(([, output]) =>
    Object.entries(output.inputs).map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput })),
  );
}

/** The packages that weigh most in the worker (bytes they leave in its modules), largest first. */
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
    return patterns.some((pattern) => pattern.test(local)) ? [`${path} (scripts/build/worker-forbidden.cjs)`] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const leaked = forbiddenInputs(workerInputs(process.argv[2] ?? workerMetafile));
  if (leaked.length > 0) {
    console.error(`worker build: browser-only or build-only modules in the worker bundle:\n  ${leaked.join('\n  ')}`);
    process.exit(1);
  }
}
