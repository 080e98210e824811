import { describe, expect, it } from 'vitest';
import { allPages, href, languages } from '../../../src/routes';
import { get, html, origin } from '../helpers';
import { count, jsonLd, mainText, normalise } from './page-helpers';

const everyPath = allPages().flatMap((page) => languages.map((lang) => href(page.screen, lang, page.params)));
const namespaces = ['common', 'home', 'services', 'process', 'pricing', 'about', 'contact', 'quote', 'careers', 'privacy', 'terms', 'shared'];

/** Pieces of a page a visitor or a machine reads: text nodes, readable attributes, island props, JSON-LD strings. */
function readableStrings(body: string): string[] {
  const withoutCode = body.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<style[\s\S]*?<\/style>/g, ' ');
  const texts = withoutCode.split(/<[^>]*>/).map((text) => normalise(text).trim());
  const attributes = [...withoutCode.matchAll(/\s(?:alt|aria-label|title|content|placeholder)="([^"]*)"/g)].map((m) => normalise(m[1]).trim());
  // Form islands receive their error messages ({{max}}) and the reference line ({{reference}}) as
  // templates that they fill in the browser.
  const props = [...body.matchAll(/data-props="([^"]*)"/g)].flatMap((m) => {
    const { messages: _templates, ...rest } = JSON.parse(normalise(m[1]));
    if (rest.texts) delete rest.texts.reference;
    return collect(rest);
  });
  const structured = jsonLd(body).flatMap((block) => collect(block));
  return [...texts, ...attributes, ...props, ...structured].filter(Boolean);
}

function collect(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collect);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collect);
  return [];
}

/** A dictionary key shown instead of its text (`hero.title`, `home:cta.quote`) or an interpolation left open. */
export function unresolved(strings: string[]): string[] {
  const namespaced = new RegExp(`(^|\\s)(${namespaces.join('|')}):[a-zA-Z]`);
  return strings.filter((text) => namespaced.test(text) || /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9-]+)+$/.test(text) || /\{\{|\}\}/.test(text));
}

describe('dictionary keys in pages', () => {
  it('the detector finds a raw key, a namespaced key and an open interpolation', () => {
    const found = unresolved(readableStrings('<p>stats.projects.label</p><p>Price</p><img alt="home:hero.imageAlt"><p>Hi {{name}}</p>'));
    expect(found.sort()).toEqual(['Hi {{name}}', 'home:hero.imageAlt', 'stats.projects.label']);
  });

  it.each([...everyPath, '/nulle-part', '/en/nowhere', '/services/inexistant'])('%s shows no unresolved key', async (path) => {
    const { body } = await html(path);
    const strings = readableStrings(body);
    expect(strings.length).toBeGreaterThan(40);
    expect(unresolved(strings)).toEqual([]);
  });
});

describe('sitemap and robots', () => {
  it('lists every page of the route table, each with its French, English and default alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    // The fixed pages first; the collections' pages follow (tests/worker/pages/publishing.test.ts).
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]).slice(0, everyPath.length);
    const locs = urls.map((url) => url.match(/<loc>([^<]+)<\/loc>/)?.[1]);
    expect(new Set(locs)).toEqual(new Set(everyPath.map((path) => origin + path)));
    expect(locs).toContain(`${origin}/en/services/publicite-numerique`);
    for (const url of urls) {
      expect(count(url, /<xhtml:link rel="alternate" hreflang="(fr-CA|en-CA|x-default)" href="https:\/\/[^"]+"\/>/)).toBe(3);
    }
    expect(urls.find((url) => url.includes('<loc>' + origin + '/tarifs<'))).toContain(`hreflang="en-CA" href="${origin}/en/pricing"`);
  });

  it('robots.txt points to the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe('sharing tags', () => {
  it.each(everyPath)('%s has Open Graph and Twitter card tags with the shared image', async (path) => {
    const { body } = await html(path);
    const title = body.match(/<title>([^<|]+)/)?.[1].trim();
    expect(body).toContain(`<meta property="og:title" content="${title}"/>`);
    expect(body).toMatch(/<meta property="og:description" content="[^"]{20,}"\/>/);
    expect(body).toContain(`<meta property="og:url" content="${origin}${path}"/>`);
    expect(body).toContain(`<meta property="og:image" content="${origin}/images/og-image.png"/>`);
    expect(body).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"\/>/);
    expect(body).toContain(`<meta property="og:locale" content="${path === '/en' || path.startsWith('/en/') ? 'en_CA' : 'fr_CA'}"/>`);
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });
});

describe('images', () => {
  it.each(everyPath)('%s: every image is local, sized, has alt text, and is lazy below the fold', async (path) => {
    const { body } = await html(path);
    const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
    const firstSectionEnd = main.indexOf('</section>');
    for (const m of main.matchAll(/<img [^>]*>/g)) {
      const tag = m[0];
      expect(tag).toMatch(/ src="\/(images|media)\//);
      expect(tag).toMatch(/ width="\d+"/);
      expect(tag).toMatch(/ height="\d+"/);
      expect(tag).toMatch(/ alt="[^"]*"/);
      if (m.index! > firstSectionEnd) expect(tag).toContain('loading="lazy"');
    }
  });
});

describe('structured data', () => {
  it.each(everyPath)('%s: every JSON-LD block parses and names schema.org', async (path) => {
    const { body } = await html(path);
    for (const block of jsonLd(body)) {
      expect(block['@context']).toBe('https://schema.org');
      expect(typeof block['@type']).toBe('string');
    }
  });

  it('home: the company as a ProfessionalService with address, e-mail, phone and hours', async () => {
    const [company] = jsonLd((await html('/')).body);
    expect(company['@type']).toBe('ProfessionalService');
    expect(company.email).toBe('bonjour@example.com');
    expect(company.telephone).toBe('+15145550100');
    expect(company.address).toMatchObject({ addressLocality: 'Montréal', addressRegion: 'QC', addressCountry: 'CA' });
    expect(company.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:00',
    });
  });

  it.each([
    { slug: 'conception-web', price: 2500 },
    { slug: 'logiciels-sur-mesure', price: 5000 },
    { slug: 'automatisation', price: 1500 },
    { slug: 'maintenance', price: 199 },
    { slug: 'publicite-numerique', price: 800 },
    { slug: 'mobile', price: 8000 },
  ])('$slug: a Service with its starting price as a CAD Offer, and breadcrumbs', async ({ slug, price }) => {
    for (const lang of languages) {
      const blocks = jsonLd((await html(href('service', lang, { slug }))).body);
      const service = blocks.find((block) => block['@type'] === 'Service')!;
      expect(service.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'CAD', price });
      expect(service.offers.priceSpecification.valueAddedTaxIncluded).toBe(true);
      const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
      expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
        origin + href('home', lang),
        origin + href('services', lang),
        origin + href('service', lang, { slug }),
      ]);
    }
  });

  it('services list: six offers with the same prices as the cards', async () => {
    const blocks = jsonLd((await html('/en/services')).body);
    expect(blocks.map((block) => block.offers.price)).toEqual([2500, 5000, 1500, 199, 800, 8000]);
  });

  it('pricing: an FAQPage whose nine answers are the ones on the page', async () => {
    for (const path of ['/tarifs', '/en/pricing']) {
      const { body } = await html(path);
      const faq = jsonLd(body).find((block) => block['@type'] === 'FAQPage')!;
      expect(faq.mainEntity).toHaveLength(9);
      for (const question of faq.mainEntity) {
        expect(mainText(body)).toContain(normalise(question.acceptedAnswer.text));
      }
    }
  });

  it('careers: one JobPosting per opening with its yearly CAD salary range', async () => {
    const postings = jsonLd((await html('/en/careers')).body).filter((block) => block['@type'] === 'JobPosting');
    expect(
      postings.map((posting) => [
        posting.baseSalary.currency,
        posting.baseSalary.value.minValue,
        posting.baseSalary.value.maxValue,
        posting.baseSalary.value.unitText,
      ]),
    ).toEqual([
      ['CAD', 70000, 90000, 'YEAR'],
      ['CAD', 55000, 70000, 'YEAR'],
      ['CAD', 50000, 65000, 'YEAR'],
    ]);
    expect(postings.map((posting) => posting.title)).toEqual(['Senior Full-Stack Developer', 'UX/UI Designer', 'Digital Marketing Specialist']);
    for (const posting of postings) expect(posting.jobLocation.address.addressLocality).toBe('Montréal');
  });
});
