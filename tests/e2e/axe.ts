import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations on the loaded page (or its part `include` names), each its rule and the elements
 * it names. After a form's post the new page's text can be read before its stylesheet has arrived:
 * sizes and contrast are judged once the page has loaded. Violations alone are kept: the rules run
 * the same, but axe no longer gathers every passing node's details (docs/decisions/0021-test-suite.md).
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.waitForLoadState('load');
  // Legacy mode: axe runs in the page itself. Its default mode runs part of each rule in every frame, then
  // opens a blank page and loads axe again there to finish: a second page and a second axe per scan, for
  // iframes our pages do not have (docs/decisions/0021-test-suite.md).
  const builder = new AxeBuilder({ page })
    .withTags(wcag)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
