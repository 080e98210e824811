import { describe, expect, it } from 'vitest';
import { serviceIds } from './business/services';
import { jobs } from './business/careers';
import { allPages, counterpart, href, isContentScreen, langOf, languages, match, routeTable, screens, spontaneousSlug, type Lang } from './routes';

// The collections' screens (blog, case studies) come and go with their entries: src/publishing/ lists and pairs them.
const fixedScreens = screens.filter((screen) => !isContentScreen(screen));

describe('routes: one table, both languages', () => {
  it('reads the language from the path alone', () => {
    expect(langOf('/')).toBe('fr');
    expect(langOf('/en')).toBe('en');
    expect(langOf('/en/pricing')).toBe('en');
    expect(langOf('/english')).toBe('fr');
  });

  it('matches every path of the table back to its screen, language and slug', () => {
    for (const { screen, params } of allPages()) {
      // The spontaneous application's slug is the language's own (spontaneousSlug).
      const own = (lang: Lang) => (screen === 'application' && params.slug === spontaneousSlug.fr ? { slug: spontaneousSlug[lang] } : params);
      for (const lang of languages) expect(match(href(screen, lang, params))).toEqual({ screen, lang, params: own(lang) });
    }
    expect(match('/services/conception-web/extra')).toBeNull();
    expect(match('/nowhere')).toBeNull();
  });

  it('lists each screen once, each service page once per service, and an application page per opening and the spontaneous one', () => {
    expect(allPages()).toHaveLength(fixedScreens.length - 2 + serviceIds.length + jobs.length + 1);
  });

  it('gives every page its counterpart in the other language, keeping the slug', () => {
    for (const screen of fixedScreens) {
      const params = screen === 'service' ? { slug: 'mobile' } : screen === 'application' ? { slug: 'designer' } : {};
      expect(counterpart(href(screen, 'fr', params))).toBe(href(screen, 'en', params));
      expect(counterpart(href(screen, 'en', params))).toBe(href(screen, 'fr', params));
    }
    expect(counterpart('/carriere/postuler/spontanee')).toBe('/en/careers/apply/spontaneous');
    expect(counterpart('/en/careers/apply/spontaneous')).toBe('/carriere/postuler/spontanee');
    expect(counterpart(routeTable.pricing.fr)).toBe('/en/pricing');
  });

  it('leads an unknown path to the other language’s home, never to what was typed', () => {
    expect(counterpart('/nowhere')).toBe('/en');
    expect(counterpart('/en/nowhere')).toBe('/');
    expect(counterpart('/en')).toBe('/');
    expect(counterpart('/en//evil.example')).toBe('/');
    expect(counterpart('//evil.example')).toBe('/en');
  });
});
