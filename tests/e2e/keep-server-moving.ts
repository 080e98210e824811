/**
 * Playwright's global setup: while the browser tests run, a HEAD request reaches the e2e server
 * every second. `wrangler dev` (4.86) puts a GET whose hop from its proxy to the worker fails
 * (a keep-alive connection closed by both ends at once) in a retry queue that is only served when
 * the next request arrives; a page waiting on that one script would then wait forever. The tick
 * is that next request. It never touches D1 and nothing in the browser sees it.
 */
import type { FullConfig } from '@playwright/test';

export default function keepServerMoving(config: FullConfig) {
  const favicon = new URL('/favicon.svg', config.projects[0].use.baseURL).href;
  const timer = setInterval(() => {
    fetch(favicon, { method: 'HEAD' }).catch(() => undefined);
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
