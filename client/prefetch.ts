// Once the page is idle after `load`, React and the chunks of the islands on the screen are
// fetched with `modulepreload` hints: fetched and compiled, not run, so they neither move the
// LCP nor block the main thread, and React is there when the visitor acts. Islands that hydrate
// when visible (the map) are left to their observer (docs/decisions/0022-first-tap-without-react.md).

function onScreen(element: HTMLElement): boolean {
  const box = (element.firstElementChild ?? element).getBoundingClientRect();
  return box.bottom > 0 && box.top < innerHeight && box.height > 0;
}

export function prefetchIslandsOnScreen(): void {
  const hinted = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  for (const island of document.querySelectorAll<HTMLElement>('[data-island][data-preload]')) {
    if (island.dataset.when === 'visible' || !onScreen(island)) continue;
    for (const path of island.dataset.preload?.split(' ') ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(path, location.href).href;
      if (hinted.has(link.href)) continue;
      hinted.add(link.href);
      document.head.append(link);
    }
  }
}
