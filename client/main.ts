import type { ComponentType } from 'react';
import { drawTechBadges } from './tech-badges';
import { hasSessionItem } from './session-storage';
import { startHeaderMenus } from './header/menus';
import { listenForToastControls } from './toasts/controls';
import { listenForToastHotkey, showToast, takeCarriedToast } from './toasts/toasts';
import { prefetchIslandsNearTheScreen } from './prefetch';
import { whenIdle } from './idle';
import { reactOwnsAttribute } from './ownership';
import { listenForEarlyWizardSteps } from './forms/quote-wizard/early-steps';
import { listenForPrintButtons } from './print';

// What a first tap must do answers here, without React (docs/decisions/0022-first-tap-without-react.md):
// the toast a link carried from the previous page, the header's menus, the toast links and buttons,
// the quote wizard's Next and Previous, a proposal's Print.
const carried = takeCarriedToast();
if (carried) showToast(carried);
listenForToastHotkey();
listenForToastControls();
listenForEarlyWizardSteps();
listenForPrintButtons();
const header = document.querySelector<HTMLElement>('.site-header-inner');
if (header) startHeaderMenus(header);

/** The island's own module, named by the page (src/render/Island.tsx): only one of this site's built scripts. */
const islandModule = (container: HTMLElement) => (/^\/build\/[\w./-]+\.js$/.test(container.dataset.module ?? '') ? container.dataset.module : undefined);

/** Hydrates one island: loads its module and React, and hands React the server-rendered markup. */
async function hydrate(container: HTMLElement) {
  const module = islandModule(container);
  if (!module) return;
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([import('./hydrate'), import(module) as Promise<{ default: unknown }>]);
  container.setAttribute(reactOwnsAttribute, '');
  hydrateIsland(container, Component as ComponentType<object>, JSON.parse(container.dataset.props ?? '{}'));
}

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
 * progress saved under `data-resume`). Nothing is held meanwhile: checkboxes, radios and text
 * fields change natively and the island adopts what the DOM holds when it hydrates.
 */
function onFirstInteraction(container: HTMLElement, run: () => void) {
  const events = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const;
  const start = () => {
    events.forEach((type) => {
      container.removeEventListener(type, start);
    });
    run();
  };
  events.forEach((type) => {
    container.addEventListener(type, start, { passive: true });
  });
  if (container.dataset.resume && hasSessionItem(container.dataset.resume)) start();
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

const badges = document.querySelector<HTMLElement>('.tech-badges[data-badges]');
if (badges) whenIdle(() => drawTechBadges(badges));

if (document.readyState === 'complete') whenIdle(prefetchIslandsNearTheScreen);
else addEventListener('load', () => whenIdle(prefetchIslandsNearTheScreen), { once: true });

import './consent/consent';
