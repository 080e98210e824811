import { expect, test } from './test';
import { everyPath, shotViewports } from './layout';

/** Comfortable for a thumb: 44 × 44 CSS px (WCAG 2.5.8 asks 24). */
const minimum = 44;

test.use({ viewport: shotViewports.phone });

for (const path of everyPath) {
  test(`${path}: every control is at least ${minimum} × ${minimum} px on a phone`, async ({ page, cookiesDeclined }) => {
    await page.goto(path);
    const small = await page.evaluate((minimum) => {
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
    }, minimum);
    expect(small).toEqual([]);
  });
}
