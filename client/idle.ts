/**
 * Runs `run` when the page is next idle (within `timeout` ms at the latest), or 200 ms later where the
 * browser has no idle callbacks (Safari), once the page has painted. Work that need not answer a first tap waits
 * here, so the entry script's first task stays short (docs/decisions/0022-first-tap-without-react.md).
 */
export function whenIdle(run: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout });
  else setTimeout(run, 200);
}
