import { describe, expect, it } from 'vitest';
import { href, languages } from '../../src/routes';
import { businessTerms } from '../../src/content/terms';
import { quantity } from '../../src/content/format';
import { normalise, page } from './page-helpers';

// One reply promise to prospects, from src/content/terms.ts, on every page that makes it.
describe('the reply promise', () => {
  for (const lang of languages) {
    const promise = normalise(quantity(lang, businessTerms.quoteReplyHours, 'hour'));
    for (const screen of ['home', 'contact', 'quote', 'pricing', 'terms'] as const) {
      it(`${href(screen, lang)} promises a reply within ${promise}, and no other delay`, async () => {
        const { text } = await page(href(screen, lang));
        expect(text).toContain(promise);
        expect(text).not.toMatch(/dans un délai d'un jour ouvrable|within one business day/);
      });
    }
  }
});
