import type { T } from '../i18n';
import { href, htmlLang, type Lang } from '../routes';
import { site } from '../site';
import { currency, isoDuration } from '../business/format';
import { serviceFacts, type ServiceId } from '../business/services';
import { jobs, postingValidDays } from '../business/careers';
import { faqEntries } from './faq';

/**
 * Structured data (schema.org JSON-LD), built from the same content and config modules as the
 * visible pages, so prices and facts cannot drift apart.
 */
const dayNames: Record<string, string> = { Mo: 'Monday', Tu: 'Tuesday', We: 'Wednesday', Th: 'Thursday', Fr: 'Friday', Sa: 'Saturday', Su: 'Sunday' };

const postalAddress = () => ({
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.city,
  addressRegion: site.address.regionCode,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
});

const organizationId = (origin: string) => `${origin}/#organization`;

/** The company as a ProfessionalService: address, e-mail, phone, hours. */
export function organization(t: T, lang: Lang, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': organizationId(origin),
    name: site.name,
    legalName: site.legalName,
    description: t('home:meta.description'),
    url: origin + href('home', lang),
    logo: `${origin}/images/logo.svg`,
    image: `${origin}/images/og-image.png`,
    email: site.email,
    telephone: site.phone.e164,
    foundingDate: String(site.foundingYear),
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', latitude: site.address.geo.lat, longitude: site.address.geo.lng },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: site.hours.days.map((day) => dayNames[day]),
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    areaServed: { '@type': 'AdministrativeArea', name: site.address.region },
    currenciesAccepted: currency,
    sameAs: site.social.map((network) => network.url),
    inLanguage: htmlLang[lang],
  };
}

/** One service with its starting price as an Offer in CAD (taxes included). */
export function service(t: T, lang: Lang, origin: string, id: ServiceId) {
  const facts = serviceFacts[id];
  const url = origin + href('service', lang, { slug: id });
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${url}#service`,
    name: t(`serviceNames.${id}`),
    description: t(`services:items.${id}.description`),
    url,
    serviceType: t(`serviceNames.${id}`),
    provider: { '@id': organizationId(origin), '@type': 'ProfessionalService', name: site.name },
    areaServed: { '@type': 'AdministrativeArea', name: site.address.region },
    offers: {
      '@type': 'Offer',
      priceCurrency: currency,
      price: facts.from,
      url,
      priceSpecification: {
        '@type': facts.billing === 'month' ? 'UnitPriceSpecification' : 'PriceSpecification',
        priceCurrency: currency,
        minPrice: facts.from,
        valueAddedTaxIncluded: true,
        ...(facts.billing === 'month'
          ? { price: facts.from, unitCode: 'MON', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' } }
          : {}),
      },
      ...(typeof facts.duration === 'object' ? { eligibleDuration: { '@type': 'QuantitativeValue', value: isoDuration(facts.duration) } } : {}),
    },
  };
}

/** Home › Services › <service>. */
export function breadcrumbs(t: T, lang: Lang, origin: string, id: ServiceId) {
  const items = [
    { name: t('shared:breadcrumb.home'), url: origin + href('home', lang) },
    { name: t('nav.services'), url: origin + href('services', lang) },
    { name: t(`serviceNames.${id}`), url: origin + href('service', lang, { slug: id }) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** The pricing FAQ. */
export function faqPage(t: T, lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: htmlLang[lang],
    mainEntity: faqEntries(t).map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** One JobPosting per opening, with its yearly salary range in CAD. */
export function jobPostings(t: T, lang: Lang, origin: string) {
  return jobs.map((job) => {
    const validThrough = new Date(`${job.posted}T00:00:00Z`);
    validThrough.setUTCDate(validThrough.getUTCDate() + postingValidDays);
    return {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: t(`careers:jobs.${job.id}.title`),
      description: t(`careers:jobs.${job.id}.description`),
      datePosted: job.posted,
      validThrough: validThrough.toISOString().slice(0, 10),
      employmentType: job.employmentType,
      industry: t(`careers:departments.${job.department}`),
      // Applications are taken on the site, each opening at its own page (docs/decisions/0050-job-applications.md).
      url: `${origin}${href('application', lang, { slug: job.id })}`,
      directApply: true,
      hiringOrganization: { '@type': 'Organization', '@id': organizationId(origin), name: site.name, sameAs: origin },
      applicantLocationRequirements: { '@type': 'Country', name: 'CA' },
      jobLocation: { '@type': 'Place', address: postalAddress() },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency,
        value: { '@type': 'QuantitativeValue', minValue: job.salary.min, maxValue: job.salary.max, unitText: 'YEAR' },
      },
      inLanguage: htmlLang[lang],
    };
  });
}
