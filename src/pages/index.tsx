import type { ReactElement } from 'react';
import { dataKey, type T } from '../i18n';
import { spontaneousSlug, type Lang, type Params, type Screen } from '../routes';
import { jobs } from '../business/careers';
import { isServiceId, serviceIds } from '../business/services';
import type { Head } from '../render/Document';
import { breadcrumbs, faqPage, jobPostings, organization, service } from '../seo/jsonld';
import { HomePage } from './Home';
import { ServicesPage } from './Services';
import { ServiceDetailPage } from './ServiceDetail';
import { ProcessPage } from './Process';
import { PricingPage } from './Pricing';
import { AboutPage } from './About';
import { ContactPage } from './Contact';
import { QuotePage } from './Quote';
import { CareersPage } from './Careers';
import { ApplicationPage } from './Application';
import { PrivacyPage } from './Privacy';
import { TermsPage } from './Terms';
import { publishingPages } from './publishing';
import { EntryNotFoundPage, NotFoundPage, ServiceNotFoundPage } from './NotFound';

export type PageView = { element: ReactElement; head: Head };

/** What a page may need besides words: its language, the site's public origin, the query and the clock. */
export type PageContextInfo = { lang: Lang; origin: string; query?: URLSearchParams; now?: number };

/** A head from a dictionary block holding `title` and `description`, e.g. `home:meta`. */
export function headFrom(t: T, key: string): Head {
  return { title: t(dataKey(`${key}.title`)), description: t(dataKey(`${key}.description`)) };
}

type Build = (t: T, params: Params, info: PageContextInfo) => PageView | null;

const simple =
  (namespace: string, Page: () => ReactElement, jsonLd?: (t: T, info: PageContextInfo) => object[]): Build =>
  (t, _params, info) => ({
    element: <Page />,
    head: { ...headFrom(t, `${namespace}:meta`), jsonLd: jsonLd?.(t, info) },
  });

/** What each screen of the route table renders; null means the params name nothing (404). */
export const pages: Record<Screen, Build> = {
  home: simple('home', HomePage, (t, { lang, origin }) => [organization(t, lang, origin)]),
  services: simple('services', ServicesPage, (t, { lang, origin }) => serviceIds.map((id) => service(t, lang, origin, id))),
  service: (t, { slug = '' }, { lang, origin }) =>
    isServiceId(slug)
      ? {
          element: <ServiceDetailPage slug={slug} />,
          head: {
            title: t(`serviceNames.${slug}`),
            description: t(`services:items.${slug}.description`),
            jsonLd: [service(t, lang, origin, slug), breadcrumbs(t, lang, origin, slug)],
          },
        }
      : null,
  process: simple('process', ProcessPage),
  pricing: simple('pricing', PricingPage, (t, { lang }) => [faqPage(t, lang)]),
  about: simple('about', AboutPage, (t, { lang, origin }) => [organization(t, lang, origin)]),
  contact: simple('contact', ContactPage, (t, { lang, origin }) => [organization(t, lang, origin)]),
  quote: simple('quote', QuotePage),
  careers: simple('careers', CareersPage, (t, { lang, origin }) => jobPostings(t, lang, origin)),
  application: (t, { slug = '' }, { lang }) => {
    const job = jobs.find(({ id }) => id === slug);
    if (!job && slug !== spontaneousSlug[lang]) return null;
    const title = job ? t('careers:openings.applyTo', { title: t(dataKey(`careers:jobs.${job.id}.title`)) }) : t('careers:application.spontaneous.title');
    const description = job
      ? t('careers:application.meta.description', { title: t(dataKey(`careers:jobs.${job.id}.title`)) })
      : t('careers:application.spontaneous.description');
    return { element: <ApplicationPage job={job} slug={slug} title={title} />, head: { title, description } };
  },
  privacy: simple('privacy', PrivacyPage),
  terms: simple('terms', TermsPage),
  ...publishingPages,
};

/** The not-found page of each screen with slugs, and of everything else (each one's texts under its `key` in locales/). */
const notFoundViews = {
  service: { element: () => <ServiceNotFoundPage />, key: 'serviceNotFound.meta' },
  blogPost: { element: () => <EntryNotFoundPage kind="postNotFound" />, key: 'publishing:postNotFound.meta' },
  caseStudy: { element: () => <EntryNotFoundPage kind="caseStudyNotFound" />, key: 'publishing:caseStudyNotFound.meta' },
  other: { element: () => <NotFoundPage />, key: 'notFound.meta' },
} as const;

/** What an unknown slug of a screen answers, with status 404 (each one's texts under its `key` in locales/). */
export function notFoundView(screen: Screen, t: T): PageView {
  const view = notFoundViews[screen as keyof typeof notFoundViews] ?? notFoundViews.other;
  return { element: view.element(), head: { ...headFrom(t, view.key), indexable: false } };
}
