// Scripts read the project's own TypeScript modules (the route table, the forms' schemas, the
// security headers, the launch rules) rather than repeating what they say: esbuild bundles them in
// memory and Node imports the result.
import { build } from 'esbuild';

const root = new URL('../..', import.meta.url).pathname;

/** Everything the given modules export (paths from the repository root), e.g. `await importBundled('src/routes.ts')`. */
export async function importBundled(...paths) {
  const bundle = await build({
    stdin: { contents: paths.map((path) => `export * from './${path}';`).join('\n'), resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'error',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
}
