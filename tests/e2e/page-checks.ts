import type { Page } from '@playwright/test';

/** How far the page scrolls sideways, and which elements stick out past the right edge. */
export const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return false; // clipped by its container
        }
        return true;
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.className ? '.' + String(element.className).split(' ').join('.') : ''}`);
    return { overflow: root.scrollWidth - root.clientWidth, culprits };
  });

/** Comfortable for a thumb: 44 × 44 CSS px (WCAG 2.5.8 asks 24). */
export const touchMinimum = 44;

/** The visible controls a tap lands on that are smaller than `touchMinimum` either way, described. */
export const smallTargets = (page: Page) =>
  page.evaluate((minimum) => {
    const interactive = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, summary');
    /** The box a tap lands on: a label around its input, the card a stretched link covers, or the element. */
    const target = (element: HTMLElement): Element => {
      const label = element.closest('label');
      if (label) return label;
      if (getComputedStyle(element, '::after').position === 'absolute' && element.offsetParent) return element.offsetParent;
      return element;
    };
    /** A link inside a sentence may be as small as its words (WCAG 2.5.8's inline exception). */
    const inSentence = (element: HTMLElement) =>
      getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    return [...interactive]
      .filter((element) => element.checkVisibility() && !element.closest('[aria-hidden="true"], .form-honeypot, .sr-only, .leaflet-container'))
      .filter((element) => !inSentence(element))
      .map((element) => ({ element, box: target(element).getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && (box.width < minimum - 0.5 || box.height < minimum - 0.5))
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  }, touchMinimum);
