// The project's own runtime for the processes our scripts start: `node_modules/.bin` first on PATH,
// so wrangler and node run on the Node of the `node` devDependency, never on an older one of the
// machine (docs/decisions/0020-runtime-and-tools.md).
import { delimiter, join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
const binDir = join(root, 'node_modules', '.bin');

/** A tool installed with the project: `bin('wrangler')`, `bin('node')`. */
export const bin = (name) => join(binDir, name);

/** The environment for those tools: the project's bin first, no telemetry, no D1 notice. */
export const toolEnv = {
  ...process.env,
  PATH: `${binDir}${delimiter}${process.env.PATH ?? ''}`,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_D1_WARNING: 'true',
};
