import type { ReactElement } from 'react';
import type { T } from '../i18n';
import type { Params, Screen } from '../routes';
import { isServiceId } from '../content/services';
import type { Head } from '../render/Document';
import { HomePage } from './Home';
import { ServicesPage } from './Services';
import { ServiceDetailPage } from './ServiceDetail';
import { ProcessPage } from './Process';
import { PricingPage } from './Pricing';
import { AboutPage } from './About';
import { ContactPage } from './Contact';
import { QuotePage } from './Quote';
import { CareersPage } from './Careers';
import { PrivacyPage } from './Privacy';
import { TermsPage } from './Terms';

export type PageView = { element: ReactElement; head: Head };

/** A head from a dictionary block holding `title` and `description`, e.g. `home:meta`. */
export function headFrom(t: T, key: string): Head {
  return { title: t(`${key}.title`), description: t(`${key}.description`) };
}

const simple = (namespace: string, Page: () => ReactElement) => (t: T): PageView => ({
  element: <Page />,
  head: headFrom(t, `${namespace}:meta`),
});

/** What each screen of the route table renders; null means the params name nothing (404). */
export const pages: Record<Screen, (t: T, params: Params) => PageView | null> = {
  home: simple('home', HomePage),
  services: simple('services', ServicesPage),
  service: (t, { slug = '' }) =>
    isServiceId(slug)
      ? {
          element: <ServiceDetailPage slug={slug} />,
          head: { title: t(`serviceNames.${slug}`), description: t(`services:items.${slug}.description`) },
        }
      : null,
  process: simple('process', ProcessPage),
  pricing: simple('pricing', PricingPage),
  about: simple('about', AboutPage),
  contact: simple('contact', ContactPage),
  quote: simple('quote', QuotePage),
  careers: simple('careers', CareersPage),
  privacy: simple('privacy', PrivacyPage),
  terms: simple('terms', TermsPage),
};
