import type { ComponentType } from 'react';
import { islandLoaders, type IslandName } from './islands/registry';
import { drawTechBadges } from './tech-badges';
import { hasSessionItem } from './session-storage';
import { whenToastRaised } from './toasts';
import { ui } from '../src/content/ui';

/** Hydrates one island: loads its chunk and React, hands React the server-rendered markup, and resolves once it is live. */
async function hydrate(container: HTMLElement) {
  const name = container.dataset.island as IslandName;
  const load = islandLoaders[name];
  if (!load) return;
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([import('./hydrate'), load()]);
  await hydrateIsland(container, Component as ComponentType<object>, JSON.parse(container.dataset.props ?? '{}'));
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

/**
 * Hydrates when the visitor first points at, touches or focuses the island (at once when it has
 * progress saved under `data-resume`). Clicks on its script-only buttons (`type="button"`),
 * checkboxes or radios that come before React are held, then replayed in order, each after React
 * has settled the one before: React answers them as if it had been there all along. Links and
 * submit buttons are never held: they work as plain links and plain form posts.
 */
function onFirstInteraction(container: HTMLElement, run: () => Promise<void>) {
  const events = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;
  let started = false;
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element).closest<HTMLElement>('button[type="button"], input[type="checkbox"], input[type="radio"]');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
    start();
  };
  const start = () => {
    if (started) return;
    started = true;
    events.forEach((type) => container.removeEventListener(type, start));
    void run().then(async () => {
      container.removeEventListener('click', hold, true);
      for (const control of held) {
        control.click();
        await new Promise((settled) => setTimeout(settled));
      }
    });
  };
  container.addEventListener('click', hold, true);
  events.forEach((type) => container.addEventListener(type, start, { passive: true }));
  if (container.dataset.resume && hasSessionItem(container.dataset.resume)) start();
}

/** The notification region hydrates with the first toast (or one carried from the previous page), or on its hotkey. */
function onFirstToast(container: HTMLElement, run: () => void) {
  const focusRegion = (event: KeyboardEvent) => {
    if (event.key !== ui.toast.hotkey) return;
    event.preventDefault();
    container.querySelector<HTMLElement>('[tabindex="-1"]')?.focus();
    start();
  };
  const start = () => {
    document.removeEventListener('keydown', focusRegion);
    run();
  };
  document.addEventListener('keydown', focusRegion);
  whenToastRaised(start);
}

for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const run = () => hydrate(container);
  switch (container.dataset.when) {
    case 'load':
      void run();
      break;
    case 'visible':
      whenVisible(container, run);
      break;
    case 'interaction':
      onFirstInteraction(container, run);
      break;
    case 'toast':
      onFirstToast(container, run);
      break;
    default:
      whenIdle(run);
  }
}

const badges = document.querySelector<HTMLElement>('.tech-badges[data-badges]');
if (badges) whenIdle(() => drawTechBadges(badges));

import './consent';
