import { serviceIds } from './business/services';
import { jobs } from './business/careers';
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
  /** One opening's application (its slug a job id of src/business/careers.ts), or the spontaneous one (`spontaneousSlug`). */
  application: { fr: '/carriere/postuler/:slug', en: '/en/careers/apply/:slug' },
  privacy: { fr: '/legal/confidentialite', en: '/en/privacy-policy' },
  terms: { fr: '/legal/conditions', en: '/en/terms' },
  caseStudies: { fr: '/etudes-de-cas', en: '/en/case-studies' },
  caseStudy: { fr: '/etudes-de-cas/:slug', en: '/en/case-studies/:slug' },
  blog: { fr: '/blogue', en: '/en/blog' },
  blogCategory: { fr: '/blogue/categorie/:slug', en: '/en/blog/category/:slug' },
  blogPost: { fr: '/blogue/:slug', en: '/en/blog/:slug' },
} as const satisfies Record<string, Record<Lang, string>>;

export type Screen = keyof typeof routeTable;
export type Params = { slug?: string };
export const screens = Object.keys(routeTable) as Screen[];

/**
 * Screens whose pages come from the Markdown collections (docs/decisions/0038-content-collections.md):
 * which exist depends on the clock, and an entry's slug differs between languages, so
 * src/publishing/ lists them, pairs them and says whether a collection has anything out.
 */
export const contentScreens = ['caseStudies', 'caseStudy', 'blog', 'blogCategory', 'blogPost'] as const satisfies Screen[];
export const isContentScreen = (screen: Screen) => (contentScreens as readonly Screen[]).includes(screen);

/** What each menu lists, in order; the header and footer read it (a content screen only while it has entries). */
export const menus = {
  header: ['pricing', 'caseStudies', 'blog', 'about', 'contact'],
  footer: {
    company: ['about', 'process', 'careers', 'caseStudies', 'blog'],
    support: ['contact', 'pricing', 'quote'],
    legal: ['privacy', 'terms'],
  },
} as const satisfies { header: Screen[]; footer: Record<string, Screen[]> };

/**
 * The staff inbox (docs/decisions/0024-lead-inbox.md): kept out of `routeTable` on purpose, so it
 * is in no menu, sitemap, page store or page count. Every admin link is built by `adminHref`.
 */
export const adminRoutes = { fr: '/admin', en: '/en/admin' } as const satisfies Record<Lang, string>;
export type AdminPart =
  | ''
  | 'dashboard'
  | 'export.csv'
  | 'applications'
  | 'applications.csv'
  | `applications/${string}`
  | 'privacy'
  | 'privacy/export.json'
  | 'privacy/erase'
  | `leads/${string}`
  | 'proposals'
  | `proposals/${string}`;

export function adminHref(lang: Lang, part: AdminPart = ''): string {
  return part ? `${adminRoutes[lang]}/${part}` : adminRoutes[lang];
}

/** A proposal's private page (docs/decisions/0052-proposals.md): outside `routeTable`, so in no menu, sitemap or page store. */
export const proposalRoutes = { fr: '/proposition/:token', en: '/en/proposal/:token' } as const satisfies Record<Lang, string>;
export const proposalHref = (lang: Lang, token: string) => proposalRoutes[lang].replace(':token', encodeURIComponent(token));
/**
 * The pages under a proposal's link (docs/decisions/0055-deposits-and-payments.md), private like it:
 * the deposit's payment (the Pay post, and where Checkout comes back to) and its invoice and credit notes by number.
 */
export const proposalParts = { payment: { fr: 'paiement', en: 'payment' }, invoice: { fr: 'facture', en: 'invoice' } } as const satisfies Record<
  string,
  Record<Lang, string>
>;
export const paymentHref = (lang: Lang, token: string) => `${proposalHref(lang, token)}/${proposalParts.payment[lang]}`;
export const invoiceHref = (lang: Lang, token: string, number: string) =>
  `${proposalHref(lang, token)}/${proposalParts.invoice[lang]}/${encodeURIComponent(number)}`;

/** Old paths that the first site linked to; each answers 301 to its canonical path. */
export const legacyRedirects: Record<string, string> = {
  '/en/legal/confidentialite': routeTable.privacy.en,
  '/en/legal/conditions': routeTable.terms.en,
};

export function langOf(path: string): Lang {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'fr';
}

/**
 * The spontaneous application's slug, the one slug of the table written in words: each language
 * has its own, and `href` writes the language's whichever it is given, so the switcher, the
 * sitemap and the redirects pair them (docs/decisions/0050-job-applications.md).
 */
export const spontaneousSlug = { fr: 'spontanee', en: 'spontaneous' } as const satisfies Record<Lang, string>;
const isSpontaneousSlug = (slug: string) => languages.some((lang) => spontaneousSlug[lang] === slug);

export function href(screen: Screen, lang: Lang, params: Params = {}): string {
  const slug = screen === 'application' && isSpontaneousSlug(params.slug ?? '') ? spontaneousSlug[lang] : (params.slug ?? '');
  return routeTable[screen][lang].replace(':slug', slug);
}

/** The quote page with a monthly plan already chosen (the pricing page's « Choisir Essentiel »). */
export const planQuery = 'plan';
export function quoteWithPlan(lang: Lang, planId: string): string {
  return `${href('quote', lang)}?${planQuery}=${encodeURIComponent(planId)}`;
}

/** A list's page number and the case-study filter, in the query: each state of a list has its own URL. */
export const listQuery = { page: 'page', service: 'service' } as const;
export const listPageSize = 12;

/** One list page: the list's path with its filter and page number (page 1 has none). */
export function listHref(screen: Screen, lang: Lang, params: Params, state: { page?: number; service?: string } = {}): string {
  const query = new URLSearchParams();
  if (state.service) query.set(listQuery.service, state.service);
  if (state.page && state.page > 1) query.set(listQuery.page, String(state.page));
  const search = query.toString();
  return href(screen, lang, params) + (search ? `?${search}` : '');
}

/** The blog's RSS feed in each language: not a page, so outside the route table. */
export const feedPaths = { fr: '/blogue.xml', en: '/en/blog.xml' } as const satisfies Record<Lang, string>;

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

/**
 * Every page that exists in both languages whatever the day: each screen once, the service screen
 * once per service. The content screens' pages come from src/publishing/ (publishedPages).
 */
export type Page = { screen: Screen; params: Params };

/** The slugs of the fixed screens that have some: a service's id, an opening's (and the spontaneous application). */
const slugsOf: Partial<Record<Screen, () => readonly string[]>> = {
  service: () => serviceIds,
  application: () => [...jobs.map(({ id }) => id), spontaneousSlug.fr],
};

export function allPages(): Page[] {
  return screens
    .filter((screen) => !isContentScreen(screen))
    .flatMap((screen): Page[] => (slugsOf[screen]?.() ?? [undefined]).map((slug) => ({ screen, params: slug === undefined ? {} : { slug } })));
}
