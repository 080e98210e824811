import type { Hono } from 'hono';
import type { AppEnv } from '../env';

/**
 * Serves everything under `path` with an app that is imported, built and kept on its first request,
 * so its code is compiled then and not at every cold start (docs/decisions/0041-worker-modules-loaded-on-use.md).
 * The app sees the request as it came (same path), after the site's own middleware; `load` sees
 * the first one, to start what it will need. Concurrent first requests share the load, which the
 * first keeps running until it ends (src/server-files.ts says why); a failed load is forgotten, so
 * the next request loads again.
 */
export function mountOnFirstUse(app: Hono<AppEnv>, path: string, load: (first: Request) => Promise<Hono<AppEnv>>) {
  let loaded: Promise<Hono<AppEnv>> | undefined;
  app.mount(
    path,
    async (request, env, executionCtx) => {
      if (!loaded) {
        loaded = load(request);
        executionCtx.waitUntil(
          loaded.catch(() => {
            loaded = undefined;
          }),
        );
      }
      return (await loaded).fetch(request, env, executionCtx);
    },
    { replaceRequest: false },
  );
}
