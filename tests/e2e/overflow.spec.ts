import { expect, test, type Page } from './test';
import { everyPath, widths } from './layout';

/** How far the page scrolls sideways, and which elements stick out past the right edge. */
const sideways = (page: Page) =>
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

// WCAG 1.4.10 (reflow) and 1.4.4 (text resized to 200 %): nothing scrolls sideways, at any width.
for (const path of everyPath) {
  test(`${path} never scrolls sideways, from 320 px to 1920 px`, async ({ page, cookiesDeclined }) => {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.goto(path);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      expect(await sideways(page), `at ${width} px`).toEqual({ overflow: 0, culprits: [] });
    }
  });

  test(`${path} never scrolls sideways with the browser's text size at 200 %`, async ({ page, cookiesDeclined }) => {
    // The browser's own text size setting, doubled, as a visitor sets it: rem breakpoints move with it.
    const browser = await page.context().newCDPSession(page);
    await browser.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    try {
      await page.goto(path);
      for (const width of [1280, 768, 375]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await sideways(page), `at ${width} px with 200 % text`).toEqual({ overflow: 0, culprits: [] });
      }
    } finally {
      // The setting outlives the page in Chromium: put the default back for the next test.
      await browser.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
    }
  });
}
