import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/locales';
import { allPages, href, match } from '../../../src/routes';
import { languages } from '../../../src/languages';
import { quoteProgressKey } from '../../../src/business/quote-choices';
import { html } from '../helpers';

// What each page asks the browser to run, and when (docs/decisions/0017-when-javascript-loads.md).
const islandsOf = (body: string) => [...body.matchAll(/data-island="(\w+)" data-when="(\w+)"/g)].map(([, name, when]) => `${name}:${when}`);

const pagesIn = (lang: (typeof languages)[number]) => allPages().map(({ screen, params }) => href(screen, lang, params));
const pages = languages.flatMap(pagesIn);

describe('when each island hydrates', () => {
  it("only the forms and the map are islands (and the 404 page's back button), and none hydrates before the visitor reaches for it (the map: near the viewport); the application form only on its pages", async () => {
    const seen = new Set<string>();
    for (const path of pages)
      islandsOf((await html(path)).body).forEach((island) => {
        seen.add(island);
        expect(island.startsWith('ApplicationForm:'), path).toBe(match(path)?.screen === 'application');
      });
    expect([...seen].sort()).toEqual(['ApplicationForm:interaction', 'ContactForm:interaction', 'QuebecMap:visible', 'QuoteWizard:interaction'].sort());
  });
});

describe('what a first tap needs is in the markup (docs/decisions/0022-first-tap-without-react.md)', () => {
  it.each(languages)('every %s page has the header menus closed and the empty toast region, with no React island for either', async (lang) => {
    for (const path of pagesIn(lang)) {
      const { body } = await html(path);
      expect(body, path).toMatch(
        /<button type="button" class="menu-toggle" aria-expanded="false" aria-controls="mobile-menu" data-open-label="[^"]+" data-close-label="[^"]+">/,
      );
      expect(body, path).toContain('aria-expanded="false" aria-controls="services-menu"');
      expect(body, path).toContain('aria-expanded="false" aria-controls="language-menu"');
      expect(body, path).toMatch(/<section aria-label="[^"]+ \(F8\)" class="toaster" data-toaster="" data-close-label="[^"]+">/);
    }
  });

  it('the notification region is in the page before any toast, polite, with alerts apart; without JavaScript the home quote button is a link to the quote page', async () => {
    const { body } = await html('/en');
    expect(body).toContain(
      '<section aria-label="Notifications (F8)" class="toaster" data-toaster="" data-close-label="Close the notification"><div tabindex="-1" class="toast-list" role="status" aria-live="polite"></div><div role="alert" class="toast-list"></div></section>',
    );
    expect(body).toMatch(/<a href="\/en\/quote" class="btn [^"]+" data-toast="[^"]+">Get a free quote<\/a>/);
  });

  it('the toast links carry their toast in the markup, in both languages', async () => {
    for (const [path, title] of [
      [href('home', 'fr'), resources.fr.home.toast.title],
      [href('home', 'en'), resources.en.home.toast.title],
      [href('pricing', 'en'), resources.en.pricing.custom.toastTitle],
    ]) {
      const { body } = await html(path);
      const carried = [...body.matchAll(/<a href="([^"]+)" class="btn [^"]+" data-toast="([^"]+)"/g)];
      expect(carried.length, path).toBeGreaterThan(0);
      for (const [, target, toast] of carried) {
        expect(target).toBe(href('quote', path.startsWith('/en') ? 'en' : 'fr'));
        expect(JSON.parse(toast.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')).title).toBe(title);
      }
    }
  });

  it("islands list their chunks and React's for the idle prefetch", async () => {
    const { body } = await html(href('quote', 'en'));
    const preload = body.match(/data-island="QuoteWizard"[^>]* data-preload="([^"]+)"/)?.[1].split(' ') ?? [];
    expect(preload.some((path) => /^\/build\/chunks\/QuoteWizard\.island-\w+\.js$/.test(path))).toBe(true);
    expect(preload.some((path) => /^\/build\/chunks\/hydrate-\w+\.js$/.test(path))).toBe(true);
  });
});

describe('the cookie banner', () => {
  it.each(languages)('is an inert template in every %s page, with its three choices in that language', async (lang) => {
    const banner = resources[lang].consent.banner;
    for (const path of pagesIn(lang)) {
      const { body } = await html(path);
      const template = body.match(/<template data-consent-banner="">([\s\S]*?)<\/template>/)?.[1];
      expect(template, path).toBeDefined();
      for (const [action, label] of [
        ['accept', banner.accept],
        ['decline', banner.decline],
        ['preferences', banner.preferences],
      ]) {
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
