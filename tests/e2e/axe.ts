import axe from 'axe-core';
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** The rules every page is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the loaded page (or its part the selector `include` names), each its rule and
 * the elements it names; `rules` runs those rules only, instead of WCAG's. After a form's post the new
 * page's text can be read before its stylesheet has arrived: sizes and contrast are judged once the
 * page has loaded. axe-core is loaded into the page once and run there, and returns violations alone
 * (docs/decisions/0021-test-suite.md: about 0.7 CPU-s a scan, against 2.2 through `@axe-core/playwright`,
 * which finished each scan in a blank page of its own, loading axe a second time there).
 */
export async function axeViolations(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  await page.waitForLoadState('load');
  // A page scanned again (each step of the wizard) keeps the axe it was given: its source crosses once.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, runOnly }) => {
      const { violations } = await window.axe.run(include ?? document, { runOnly, resultTypes: ['violations'] });
      return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    },
    { include, runOnly: rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: wcag } },
  );
}
