import { describe, expect, it } from 'vitest';
import { blocks, count, normalise, page } from './page-helpers';
import { palette } from '../../../src/styles/palette';
import { cities } from '../../../src/business/cities';
import { site } from '../../../src/site';

/** Business figures from src/business, as a visitor reads them in each language. */
const services = [
  { slug: 'conception-web', fr: ['À partir de 2 500 $', '4 à 8 semaines'], en: ['From $2,500', '4–8 weeks'] },
  { slug: 'logiciels-sur-mesure', fr: ['À partir de 5 000 $', '8 à 16 semaines'], en: ['From $5,000', '8–16 weeks'] },
  { slug: 'automatisation', fr: ['À partir de 1 500 $', '2 à 6 semaines'], en: ['From $1,500', '2–6 weeks'] },
  { slug: 'maintenance', fr: ['À partir de 199 $/mois', 'En continu'], en: ['From $199/month', 'Ongoing'] },
  { slug: 'publicite-numerique', fr: ['À partir de 800 $/mois', 'Campagnes continues'], en: ['From $800/month', 'Ongoing campaigns'] },
  { slug: 'mobile', fr: ['À partir de 8 000 $', '12 à 20 semaines'], en: ['From $8,000', '12–20 weeks'] },
];

describe('home', () => {
  it.each([
    { path: '/', prefix: '', stats: ['50+', '98 %', '24/7', '3'], rating: 'Note : 5 sur 5' },
    { path: '/en', prefix: '/en', stats: ['50+', '98%', '24/7', '3'], rating: 'Rated 5 out of 5' },
  ])('$path: hero, four stats, three service cards, three five-star testimonials, closing call', async ({ path, prefix, stats, rating }) => {
    const { status, body, text } = await page(path);
    expect(status).toBe(200);
    expect(count(body, /<h1>/)).toBe(1);
    expect(body).toContain(`href="${prefix}/soumission"`.replace('/en/soumission', '/en/quote'));
    expect(body).toContain(`href="${prefix}/services" class="btn btn-secondary"`);
    const values = blocks(body, /<div class="stat" data-stat="[a-z]+">/).map((stat) => normalise(stat.match(/<dd>([^<]*)<\/dd>/)?.[1] ?? ''));
    expect(values).toEqual(stats);
    const cards = blocks(body, /<li class="card service-card">/);
    expect(cards.map((card) => card.match(/href="([^"]+)"/)?.[1])).toEqual(
      ['conception-web', 'automatisation', 'logiciels-sur-mesure'].map((slug) => `${prefix}/services/${slug}`),
    );
    const testimonials = blocks(body, /<li class="card testimonial">/);
    expect(testimonials).toHaveLength(3);
    for (const item of testimonials) {
      expect(normalise(item)).toContain(`role="img" aria-label="${rating}"`);
      expect(count(item, /class="star-on"/)).toBe(5);
    }
    expect(body).toMatch(/class="cta-band"/);
    expect(text.length).toBeGreaterThan(800);
  });
});

describe('services list', () => {
  it.each(['fr', 'en'] as const)('%s: six cards with price, duration, features, learn-more and quote links', async (lang) => {
    const prefix = lang === 'en' ? '/en' : '';
    const { body } = await page(`${prefix}/services`);
    const cards = blocks(body, /<li class="card service-card" data-service="[a-z-]+">/);
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const expected = services[index];
      const text = normalise(card.replace(/<[^>]+>/g, ' '));
      for (const fact of expected[lang]) expect(text).toContain(fact);
      expect(count(card, /<li>/)).toBe(6);
      expect(card).toContain(`href="${prefix}/services/${expected.slug}"`);
      expect(card).toContain(`href="${lang === 'en' ? '/en/quote' : '/soumission'}"`);
    });
    expect(body).toContain(`href="${lang === 'en' ? '/en/contact' : '/contact'}" class="btn btn-light"`);
  });
});

describe('service detail', () => {
  it.each(services.flatMap((service) => (['fr', 'en'] as const).map((lang) => ({ ...service, lang }))))(
    '$lang $slug: price, duration, note, six features, five steps, quote and contact',
    async ({ slug, lang, ...facts }) => {
      const prefix = lang === 'en' ? '/en' : '';
      const { status, body, text } = await page(`${prefix}/services/${slug}`);
      expect(status).toBe(200);
      for (const fact of facts[lang]) expect(text).toContain(fact);
      expect(text).toContain(lang === 'fr' ? 'taxes incluses' : 'taxes included');
      expect(count(blocks(body, /<ul class="check-list feature-grid">/)[0] ?? '', /<li>/)).toBe(6);
      expect(count(body, /<li class="step">/)).toBe(5);
      expect(body).toContain(`href="${lang === 'en' ? '/en/quote' : '/soumission'}" class="btn btn-light"`);
      expect(body).toContain(`href="${prefix}/contact" class="btn btn-outline-light"`);
    },
  );

  it('is complete HTML before any script runs: /en/services/mobile has its heading, and the footer its company number', async () => {
    const { status, body } = await page('/en/services/mobile');
    expect(status).toBe(200);
    expect(body).toMatch(/<h1>Mobile apps<\/h1>/);
    expect(count(body, /<footer[ >]/)).toBe(1);
    expect(normalise(blocks(body, /<footer[^>]*>/)[0] ?? '')).toContain('NEQ');
  });

  it('an unknown slug shows the service-not-found view with a link back to the list', async () => {
    const { status, text, body } = await page('/services/inexistant');
    expect(status).toBe(404);
    expect(text).toContain('Page introuvable');
    expect(text).toContain('Le service demandé est introuvable.');
    expect(body).toContain('href="/services"');
  });
});

describe('process', () => {
  it.each([
    {
      path: '/processus',
      durations: ['1 à 2 semaines', '2 à 3 semaines', '4 à 9 semaines', '1 à 2 semaines'],
      sizes: ['4 à 8 semaines', '8 à 16 semaines', '6 à 12 mois'],
    },
    { path: '/en/process', durations: ['1–2 weeks', '2–3 weeks', '4–9 weeks', '1–2 weeks'], sizes: ['4–8 weeks', '8–16 weeks', '6–12 months'] },
  ])('$path: four numbered steps with image, activities and deliverables, four values, three sizes', async ({ path, durations, sizes }) => {
    const { body } = await page(path);
    const phases = blocks(body, /<li class="phase" data-phase="[a-z]+">/);
    expect(phases).toHaveLength(4);
    phases.forEach((phase, index) => {
      expect(normalise(phase)).toContain(durations[index]);
      expect(phase).toMatch(/<img src="\/images\/process\/[a-z]+\.svg" alt="[^"]{10,}" width="480" height="320"/);
      expect(count(phase, /<li>/)).toBe(7);
      expect(normalise(phase)).toMatch(new RegExp(`(Étape|Step) ${index + 1}`));
    });
    expect(count(body, /<li class="card value-card">/)).toBe(4);
    const timeline = blocks(body, /<li class="timeline-item" data-size="[a-z]+">/).map((item) => normalise(item));
    expect(timeline).toHaveLength(3);
    timeline.forEach((item, index) => {
      expect(item).toContain(sizes[index]);
    });
  });
});

describe('pricing', () => {
  it.each([
    {
      path: '/tarifs',
      prices: ['199 $', '399 $', '1 299 $'],
      addons: ['500 $', '200 $/heure', '800 $', '400 $'],
      custom: '5 000 $',
      popular: 'Le plus populaire',
    },
    { path: '/en/pricing', prices: ['$199', '$399', '$1,299'], addons: ['$500', '$200/hour', '$800', '$400'], custom: '$5,000', popular: 'Most popular' },
  ])('$path: three plans, four add-ons, the custom block and nine FAQ disclosures', async ({ path, prices, addons, custom, popular }) => {
    const { body, text } = await page(path);
    const plans = blocks(body, /<li class="card plan[a-z -]*" data-plan="[a-z]+">/);
    expect(plans.map((plan) => normalise(plan.match(/<strong>([^<]*)<\/strong>/)?.[1] ?? ''))).toEqual(prices);
    expect(plans.map((plan) => count(plan, /<li>/))).toEqual([6, 8, 9]);
    expect(plans.map((plan) => plan.includes(popular))).toEqual([false, true, false]);
    const addOns = blocks(body, /<li class="card addon" data-addon="[a-z]+">/).map((item) => normalise(item.match(/class="addon-price">([^<]*)/)?.[1] ?? ''));
    expect(addOns).toEqual(addons);
    expect(text).toContain(custom);
    expect(count(body, /<details class="faq-item"/)).toBe(9);
    expect(count(body, /<summary>/)).toBe(9);
  });

  it('answers the business terms in the FAQ', async () => {
    const fr = (await page('/tarifs')).text;
    for (const term of [
      '30 % à 50 %',
      '1,5 % par mois (18 % par année), non composé',
      '3 mois',
      '15 jours',
      '30 jours',
      'prochain cycle de facturation',
      'TPS et TVQ incluses',
      "d'ici un jour ouvrable",
    ]) {
      expect(fr).toContain(term);
    }
    const en = (await page('/en/pricing')).text;
    for (const term of [
      '30% to 50%',
      'simple interest at 1.5% a month (18% a year)',
      '3-month',
      '15 days',
      '30 days',
      'next billing cycle',
      'GST and QST included',
      'within one business day',
    ]) {
      expect(en).toContain(term);
    }
  });
});

describe('about', () => {
  it.each(['/a-propos', '/en/about'])('%s: mission, founded 2025, 25+ clients, four values, three history paragraphs', async (path) => {
    const { body } = await page(path);
    const stats = Object.fromEntries(
      blocks(body, /<div class="stat" data-stat="[a-z]+">/).map((stat, index) => [index, normalise(stat.match(/<dd>([^<]*)<\/dd>/)?.[1] ?? '')]),
    );
    expect(Object.values(stats)).toContain('2025');
    expect(Object.values(stats)).toContain('25+');
    // Each value's accent is its colour from the palette.
    const accents = [...body.matchAll(/<li class="card value-card" style="--accent:var\(--(value-[a-z]+)\)">/g)].map((found) => found[1]);
    expect(accents).toHaveLength(4);
    for (const accent of accents) expect(palette).toHaveProperty(accent);
    expect(count(blocks(body, /<div class="prose">/)[0] ?? '', /<p>/)).toBe(3);
    expect(body).toMatch(/id="mission-title"/);
  });
});

describe('careers', () => {
  it.each([
    { path: '/carriere', salaries: ['70 000 à 90 000 $', '55 000 à 70 000 $', '50 000 à 65 000 $'] },
    { path: '/en/careers', salaries: ['$70,000–$90,000', '$55,000–$70,000', '$50,000–$65,000'] },
  ])('$path: four benefits, three openings with salary, four requirements and four benefits, two photos', async ({ path, salaries }) => {
    const { body } = await page(path);
    expect(count(blocks(body, /<section class="section" aria-labelledby="benefits-title">/)[0] ?? '', /<li class="card value-card">/)).toBe(4);
    const jobs = blocks(body, /<li class="card job" data-job="[a-z]+">/);
    expect(jobs).toHaveLength(3);
    jobs.forEach((job, index) => {
      expect(normalise(job.match(/class="salary">([^<]*)/)?.[1] ?? '')).toBe(salaries[index]);
      expect(count(job, /<li>/)).toBe(8);
      expect(job).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
      expect(job).toMatch(/<a href="[^"]+\/(postuler|apply)\/[a-z]+" class="btn btn-primary" aria-label="[^"]+">/);
    });
    expect(count(blocks(body, /<div class="photo-pair">/)[0] ?? '', /<img [^>]*loading="lazy"/)).toBe(2);
    expect(body).toContain(`href="${path === '/carriere' ? '/carriere/postuler/spontanee' : '/en/careers/apply/spontaneous'}" class="btn btn-light"`);
    expect(body).toContain(`href="${path === '/carriere' ? '/a-propos' : '/en/about'}" class="btn btn-outline-light"`);
  });

  it('Apply leads to the application page: there is no form on the careers page (the inert cookie dialog template aside)', async () => {
    const { body } = await page('/carriere');
    expect(body.replace(/<template[\s\S]*?<\/template>/g, '')).not.toMatch(/<form/);
  });
});

describe('contact and quote layouts', () => {
  it.each([
    { path: '/contact', hours: 'Du lundi au vendredi, de 9 h à 17 h' },
    { path: '/en/contact', hours: 'Monday to Friday, 9 a.m. to 5 p.m.' },
  ])('$path: hero, info list with mailto, phone, address and hours, form and map containers', async ({ path, hours }) => {
    const { body, text } = await page(path);
    expect(body).toContain('href="mailto:bonjour@example.com"');
    expect(body).toContain('href="tel:+15145550100"');
    expect(text).toContain('Montréal (Québec) H3B 4N4');
    expect(text).toContain(hours);
    expect(body).toContain('data-slot="contact-form"');
    expect(body).toContain('data-slot="map"');
  });

  it("/en/contact: the map's text alternative lists the company's address and every place, before the map loads", async () => {
    const { body } = await page('/en/contact');
    const [list] = blocks(body, /<div class="sr-only">/).filter((block) => block.includes('Trois-Rivières'));
    const items = blocks(list ?? '', /<li>/).map(normalise);
    expect(items).toHaveLength(cities.length);
    expect(items[0]).toContain(normalise(site.address.street));
    for (const city of cities.filter((entry) => entry.type !== 'headquarters'))
      expect(
        items.some((item) => item.includes(city.name)),
        city.name,
      ).toBe(true);
  });

  it.each(['/soumission', '/en/quote'])('%s: hero, wizard container and what happens next', async (path) => {
    const { body, text } = await page(path);
    expect(body).toContain('data-slot="quote-wizard"');
    expect(count(blocks(body, /<ol class="next-steps">/)[0] ?? '', /<li>/)).toBe(3);
    expect(text).toMatch(/d'ici un jour ouvrable|within one business day/);
    expect(text).toMatch(/30 (jours|days)/);
  });
});

describe('legal documents', () => {
  it.each([
    {
      path: '/legal/confidentialite',
      back: '/',
      facts: [
        'confidentialite@example.com',
        '24 mois',
        'Cloudflare',
        'Préférences de témoins',
        'retirer votre consentement',
        'portabilité',
        'la personne qui occupe la présidence-direction générale',
      ],
    },
    {
      path: '/en/privacy-policy',
      back: '/en',
      facts: [
        'confidentialite@example.com',
        '24 months',
        'Cloudflare',
        'Cookie preferences',
        'withdraw your consent',
        'portability',
        'the person who holds the office of President and Chief Executive Officer',
      ],
    },
  ])('$path: Law 25 points, dated, with headings and lists, back home', async ({ path, back, facts }) => {
    const { body, text } = await page(path);
    for (const fact of facts) expect(text).toContain(fact);
    expect(body).toContain('href="mailto:confidentialite@example.com"');
    expect(body).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
    expect(text).toMatch(path.startsWith('/en') ? /Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}/ : /Dernière mise à jour : (1er|\d{1,2}) [a-zéû]+ \d{4}/);
    expect(count(body, /<h2 id="privacy-\d+">/)).toBeGreaterThanOrEqual(10);
    expect(count(body, /<ul>/)).toBeGreaterThanOrEqual(3);
    expect(body).toContain(`<a href="${back}">← `);
  });

  it.each([
    ['/legal/confidentialite', 'Témoins et technologies de suivi'],
    ['/en/privacy-policy', 'Cookies and tracking technologies'],
  ])("%s: the footer's cookie link without JavaScript lands on the tracking section", async (path, heading) => {
    const { body } = await page(path);
    const section = normalise(body.match(/<section id="tracking"[^>]*><h2[^>]*>([\s\S]*?)<\/h2>/)?.[1] ?? '');
    expect(section.replace(/<!-- -->/g, '')).toMatch(new RegExp(`^\\d+\\. ${heading}$`));
    expect(body).toContain(`href="${path}#tracking"`);
  });

  it("without JavaScript, the footer's cookie preferences are a link to the privacy policy's tracking section (on /en/terms)", async () => {
    const { body } = await page('/en/terms');
    const footer = blocks(body, /<footer[^>]*>/)[0] ?? '';
    expect(footer).toMatch(/<a href="\/en\/privacy-policy#tracking" class="consent-open" data-consent-open="[^"]*">Cookie preferences<\/a>/);
  });

  it.each([
    {
      path: '/legal/conditions',
      back: '/',
      facts: ['30 % à 50 %', '1,5 % par mois', '3 mois', '15 jours', '30 jours', 'prochain cycle de facturation', 'TPS et TVQ incluses'],
    },
    {
      path: '/en/terms',
      back: '/en',
      facts: ['30% to 50%', '1.5% a month (18% a year)', '3-month', '15 days', '30 days', 'next billing cycle', 'GST and QST included'],
    },
  ])('$path: the business terms, back home', async ({ path, back, facts }) => {
    const { body, text } = await page(path);
    for (const fact of facts) expect(text).toContain(fact);
    expect(body).toMatch(/<time dateTime="\d{4}-\d{2}-\d{2}">/);
    expect(body).toContain(`<a href="${back}">← `);
  });
});

describe('404', () => {
  it.each([
    { path: '/nulle-part', home: '/', title: 'Page non trouvée' },
    { path: '/en/nowhere', home: '/en', title: 'Page not found' },
  ])('$path: big 404, title, home and back buttons', async ({ path, home, title }) => {
    const { status, body, text } = await page(path);
    expect(status).toBe(404);
    expect(text).toContain('404');
    expect(text).toContain(title);
    expect(body).toContain(`<a href="${home}" class="btn btn-primary">`);
    expect(body).toContain('data-island="BackButton"');
  });
});
