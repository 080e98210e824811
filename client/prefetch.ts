// Once the page is idle after `load`, React and the chunks of the islands on the screen (or
// within a screen of it, as the visitor scrolls) are fetched with low-priority `prefetch` hints
// into the HTTP cache: not parsed, compiled or run, so they neither move the LCP nor add a long
// task, and React is there when the visitor acts. Islands that hydrate when visible (the map) are
// left to their own observer (docs/decisions/0022-first-tap-without-react.md).

import { whenIdle } from './idle';

const hinted = new Set<string>();
const waiting: string[] = [];

/**
 * One hint per idle period: inserting a `<link>` starts its request, a few milliseconds of the main
 * thread each on a slow phone, so several at once would make one long task.
 */
function hintNext() {
  const href = waiting.shift();
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
  if (waiting.length > 0) whenIdle(hintNext);
}

function preload(paths: string[]) {
  const idle = waiting.length === 0;
  for (const path of paths) {
    const href = new URL(path, location.href).href;
    if (hinted.has(href)) continue;
    hinted.add(href);
    waiting.push(href);
  }
  if (idle && waiting.length > 0) whenIdle(hintNext);
}

export function prefetchIslandsNearTheScreen(): void {
  const islands = [...document.querySelectorAll<HTMLElement>('[data-island][data-preload]')].filter((island) => island.dataset.when !== 'visible');
  if (islands.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries.filter((item) => item.isIntersecting)) {
        observer.unobserve(entry.target);
        const island = entry.target.closest<HTMLElement>('[data-island]');
        preload(island?.dataset.preload?.split(' ') ?? []);
      }
    },
    { rootMargin: '100% 0px' },
  );
  for (const island of islands) observer.observe(island.firstElementChild ?? island);
}
