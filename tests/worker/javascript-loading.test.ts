import { describe, expect, it } from 'vitest';
import { resources } from '../../src/locales';
import { allPages, href } from '../../src/routes';
import { languages } from '../../src/languages';
import { quoteProgressKey } from '../../src/content/quote';
import { html } from './helpers';

// What each page asks the browser to run, and when (docs/decisions/0017-when-javascript-loads.md).
const islandsOf = (body: string) => [...body.matchAll(/data-island="(\w+)" data-when="(\w+)"/g)].map(([, name, when]) => `${name}:${when}`);

const pagesIn = (lang: (typeof languages)[number]) => allPages().map(({ screen, params }) => href(screen, lang, params));
const pages = languages.flatMap(pagesIn);

describe('when each island hydrates', () => {
  it('no island hydrates before the visitor reaches for it (a pointer, touch or focus), except the map near the viewport and the toasts when one is raised', async () => {
    const seen = new Set<string>();
    for (const path of pages) islandsOf((await html(path)).body).forEach((island) => seen.add(island));
    expect([...seen].sort()).toEqual(
      ['ApplyButton:interaction', 'ContactForm:interaction', 'QuebecMap:visible', 'QuoteWizard:interaction', 'SiteHeader:interaction', 'Toaster:toast', 'ToastLink:interaction'].sort(),
    );
  });
});

describe('the cookie banner', () => {
  it.each(languages)('is an inert template in every %s page, with its three choices in that language', async (lang) => {
    const banner = resources[lang].consent.banner;
    for (const path of pagesIn(lang)) {
      const { body } = await html(path);
      const template = body.match(/<template data-consent-banner="">([\s\S]*?)<\/template>/)?.[1];
      expect(template, path).toBeDefined();
      for (const [action, label] of [['accept', banner.accept], ['decline', banner.decline], ['preferences', banner.preferences]]) {
        expect(template, path).toContain(`data-consent-action="${action}">${label}</button>`);
      }
    }
  });
});

describe('the quote wizard', () => {
  it('hydrates at once when the visitor has progress saved in this tab', async () => {
    const { body } = await html(href('quote', 'en'));
    expect(body).toMatch(new RegExp(`data-island="QuoteWizard" data-when="interaction" data-resume="${quoteProgressKey}"`));
  });
});
