import { serviceIds } from './content/services';
import { languages, type Lang } from './languages';

export { defaultLang, htmlLang, languages, type Lang } from './languages';

/** The route table: one entry per screen, one path per language (docs/decisions/0002-routes-and-redirects.md). */
export const routeTable = {
  home: { fr: '/', en: '/en' },
  services: { fr: '/services', en: '/en/services' },
  service: { fr: '/services/:slug', en: '/en/services/:slug' },
  process: { fr: '/processus', en: '/en/process' },
  pricing: { fr: '/tarifs', en: '/en/pricing' },
  about: { fr: '/a-propos', en: '/en/about' },
  contact: { fr: '/contact', en: '/en/contact' },
  quote: { fr: '/soumission', en: '/en/quote' },
  careers: { fr: '/carriere', en: '/en/careers' },
  privacy: { fr: '/legal/confidentialite', en: '/en/privacy-policy' },
  terms: { fr: '/legal/conditions', en: '/en/terms' },
} as const satisfies Record<string, Record<Lang, string>>;

export type Screen = keyof typeof routeTable;
export type Params = { slug?: string };
export const screens = Object.keys(routeTable) as Screen[];

/**
 * The staff inbox (docs/decisions/0024-lead-inbox.md): kept out of `routeTable` on purpose, so it
 * is in no menu, sitemap, page store or page count. Every admin link is built by `adminHref`.
 */
export const adminRoutes = { fr: '/admin', en: '/en/admin' } as const satisfies Record<Lang, string>;
export type AdminPart = '' | 'dashboard' | 'export.csv' | 'privacy' | 'privacy/export.json' | 'privacy/erase' | `leads/${string}`;

export function adminHref(lang: Lang, part: AdminPart = ''): string {
  return part ? `${adminRoutes[lang]}/${part}` : adminRoutes[lang];
}

/** Old paths that the first site linked to; each answers 301 to its canonical path. */
export const legacyRedirects: Record<string, string> = {
  '/en/legal/confidentialite': routeTable.privacy.en,
  '/en/legal/conditions': routeTable.terms.en,
};

export function langOf(path: string): Lang {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
}

export function href(screen: Screen, lang: Lang, params: Params = {}): string {
  return routeTable[screen][lang].replace(':slug', params.slug ?? '');
}

/** The quote page with a monthly plan already chosen (the pricing page's « Choisir Essentiel »). */
export const planQuery = 'plan';
export function quoteWithPlan(lang: Lang, planId: string): string {
  return `${href('quote', lang)}?${planQuery}=${encodeURIComponent(planId)}`;
}

export type RouteMatch = { screen: Screen; lang: Lang; params: Params };

export function match(path: string): RouteMatch | null {
  for (const screen of screens) {
    for (const lang of languages) {
      const pattern = routeTable[screen][lang];
      if (pattern.includes(':slug')) {
        const prefix = pattern.slice(0, pattern.indexOf(':slug'));
        const slug = path.startsWith(prefix) ? path.slice(prefix.length) : '';
        if (slug && !slug.includes('/')) return { screen, lang, params: { slug } };
      } else if (pattern === path) {
        return { screen, lang, params: {} };
      }
    }
  }
  return null;
}

/**
 * The same page in `lang`. An unknown path leads to that language's home page: a link is never
 * built from what the visitor typed (`/en//evil.example` must not become `//evil.example`).
 */
export function inLanguage(path: string, lang: Lang): string {
  const found = match(path);
  return found ? href(found.screen, lang, found.params) : href('home', lang);
}

/** The same page in the other language. */
export function counterpart(path: string): string {
  return inLanguage(path, langOf(path) === 'en' ? 'fr' : 'en');
}

/**
 * Where a redirect may lead from `path`: the route table's own spelling of that page, or an old
 * path's new page; null for anything else. A Location is built from this, never from the request.
 */
let redirectable: Map<string, string> | undefined;
export function redirectTarget(path: string): string | null {
  redirectable ??= new Map([
    ...allPages().flatMap((page) => languages.map((lang): [string, string] => [href(page.screen, lang, page.params), href(page.screen, lang, page.params)])),
    ...Object.entries(legacyRedirects),
  ]);
  return redirectable.get(path) ?? null;
}

/** Every page a visitor can reach: each screen once, the service screen once per service. */
export type Page = { screen: Screen; params: Params };

export function allPages(): Page[] {
  return screens.flatMap((screen): Page[] =>
    screen === 'service' ? serviceIds.map((slug) => ({ screen, params: { slug } })) : [{ screen, params: {} }],
  );
}
