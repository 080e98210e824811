import type { ComponentType } from 'react';
import { islandLoaders, type IslandName } from './islands/registry';

/** Hydrates one island: loads its chunk and React, then hands React the server-rendered markup. */
async function hydrate(container: HTMLElement) {
  const name = container.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) return;
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([import('./hydrate'), load()]);
  hydrateIsland(container, Component as ComponentType<object>, JSON.parse(container.dataset.props ?? '{}'));
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);

function whenVisible(container: HTMLElement, run: () => void) {
  const target = container.firstElementChild ?? container;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: '200px' },
  );
  observer.observe(target);
}

function onFirstInteraction(container: HTMLElement, run: () => void) {
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  const start = () => {
    events.forEach((type) => container.removeEventListener(type, start));
    run();
  };
  events.forEach((type) => container.addEventListener(type, start, { passive: true }));
}

for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const run = () => void hydrate(container);
  switch (container.dataset.when) {
    case 'load':
      run();
      break;
    case 'visible':
      whenVisible(container, run);
      break;
    case 'interaction':
      onFirstInteraction(container, run);
      break;
    default:
      whenIdle(run);
  }
}
import './consent';
