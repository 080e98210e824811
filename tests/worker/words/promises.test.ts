import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../src/locales';
import { allPages, href, languages, type Lang } from '../../../src/routes';
import { businessTerms } from '../../../src/business/terms';
import { replyPromise } from '../../../src/business/reply-promise';
import { duration, longDate, quantity, withinBusinessDays, type Range } from '../../../src/business/format';
import { homeStats, aboutStats } from '../../../src/business/company-figures';
import { processPhases, projectSizes } from '../../../src/business/process';
import { businessApplicationDuration, serviceFacts, serviceIds } from '../../../src/business/services';
import { plans } from '../../../src/business/pricing';
import { dataKey, loadTranslators, translator } from '../../../src/i18n';
import { blocks, normalise, page } from '../pages/page-helpers';

/** A page's visible text and its meta description, as one text. */
async function readable(path: string) {
  const { body, text } = await page(path);
  const description = normalise(body.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
  return { body, text: `${description} ${text}` };
}

/** The sentences of a page's main text and description: each block (paragraph, list item, heading, cell) apart, then split after « . ! ? » (not "a.m."). */
function sentences(body: string): string[] {
  const description = body.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  const main = body.slice(body.indexOf('<main'), body.indexOf('</main>')).replace(/<script[\s\S]*?<\/script>/g, ' ');
  return [description, ...main.split(/<\/?(?:p|li|h[1-6]|dd|dt|div|td|th|section)\b[^>]*>/)]
    .map((block) =>
      normalise(block.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .flatMap((block) => block.split(/(?<=[.!?])(?<![ap]\.m\.)\s+/));
}
const call = { fr: 'court appel', en: 'short call' } satisfies Record<Lang, string>;
const quoteWord = { fr: /soumission/i, en: /quote/i } satisfies Record<Lang, RegExp>;

// One reply promise to prospects, from src/business/reply-promise.ts (docs/decisions/0031-reply-promise.md),
// on every page, form and toast that makes it, and never in another delay.
const promiseOf = (lang: Lang) => normalise(withinBusinessDays(lang, replyPromise.businessDays));
const otherDelays =
  /24 ?h\b|24 heures|24 hours|plus brefs délais|as soon as possible|en moins de d'ici|within within|\b(deux|trois|two|three|\d+)\s+(jours ouvrables|business days)/i;

// Texts read outside a request: both languages' dictionaries first, as a request would.
beforeAll(() => loadTranslators(...languages));

describe('the reply promise', () => {
  it('is one business day, said « d\'ici un jour ouvrable » / "within one business day"', () => {
    expect(replyPromise.businessDays).toBe(1);
    expect(promiseOf('fr')).toBe("d'ici un jour ouvrable");
    expect(promiseOf('en')).toBe('within one business day');
  });

  for (const lang of languages) {
    const promise = promiseOf(lang);
    const screens = [
      ...(['home', 'contact', 'quote', 'pricing', 'terms'] as const).map((screen) => href(screen, lang)),
      ...serviceIds.map((slug) => href('service', lang, { slug })),
    ];
    for (const path of screens) {
      it(`${path} promises a first reply ${promise}, never in hours or another delay`, async () => {
        const { text } = await readable(path);
        expect(text).toContain(promise);
        expect(text).not.toMatch(otherDelays);
      });
    }

    it(`${lang}: the forms, their toasts and the success pages say the same promise`, () => {
      const t = translator(lang);
      for (const key of ['forms:contact.success.description', 'forms:quote.success.description', `pricing:plans.items.${plans[0].id}.features.5`]) {
        expect(normalise(t(dataKey(key))), key).toContain(promise);
      }
      const strings = (tree: unknown): string[] =>
        typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(strings) : [];
      expect(strings(resources[lang]).filter((text) => otherDelays.test(text))).toEqual([]);
    });

    it(`${lang}: the about page's reply figure is the promise, with the business day it counts under it`, async () => {
      const { body } = await page(href('about', lang));
      const stat = normalise(body.match(/<div class="stat" data-stat="response">([\s\S]*?)<\/div>/)?.[1] ?? '');
      expect(stat).toContain(lang === 'fr' ? '1 jour ouvrable' : '1 business day');
      expect(stat).toMatch(
        lang === 'fr'
          ? /de 9 h à 17 h, heure de Montréal, sauf les jours fériés du Québec/
          : /9 a\.m\. to 5 p\.m\. Montréal time, Québec statutory holidays excepted/,
      );
      expect(stat).not.toMatch(/24/);
    });

    it(`${lang}: the terms explain the business day in full`, async () => {
      const { text } = await readable(href('terms', lang));
      expect(text).toContain(
        lang === 'fr'
          ? `${promise} (du lundi au vendredi, de 9 h à 17 h, heure de Montréal, sauf les jours fériés du Québec)`
          : `${promise} (Monday to Friday, 9 a.m. to 5 p.m. Montréal time, Québec statutory holidays excepted)`,
      );
    });
  }
});

describe('the quote story', () => {
  it.each(languages)('%s: on every page, a sentence that names the reply delay and a quote puts the detailed quote after a short call', async (lang) => {
    const promise = promiseOf(lang);
    const wrong: string[] = [];
    for (const { screen, params } of allPages()) {
      const path = href(screen, lang, params);
      const { body } = await page(path);
      for (const sentence of sentences(body)) {
        if (sentence.includes(promise) && quoteWord[lang].test(sentence) && !sentence.includes(call[lang])) wrong.push(`${path}: ${sentence}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(languages)('%s: the quote page, the home and service calls to action, the pricing custom toast and the terms tell that story', async (lang) => {
    const t = translator(lang);
    for (const key of ['quote:meta.description', 'home:cta.text', 'services:detail.ctaText', 'pricing:custom.toastDescription', 'terms:sections.3.items.1']) {
      expect(normalise(t(dataKey(key))), key).toContain(call[lang]);
      expect(normalise(t(dataKey(key))), key).toContain(promiseOf(lang));
    }
    const { text } = await readable(href('quote', lang));
    expect(text).toContain(call[lang]);
  });

  it('the process page puts no quote at the end of discovery: the quote comes first', async () => {
    for (const lang of languages) {
      const { body } = await page(href('process', lang));
      const discovery = blocks(body, /<li class="phase" data-phase="discovery">/)[0] ?? '';
      expect(discovery).not.toMatch(quoteWord[lang]);
    }
  });
});

describe('round the clock means uptime monitoring', () => {
  it('no dictionary string says 24/7, day and night or round the clock about anything but monitoring', () => {
    const strings = (tree: unknown, path: string): [string, string][] =>
      typeof tree === 'string'
        ? [[path, tree]]
        : tree && typeof tree === 'object'
          ? Object.entries(tree).flatMap(([key, value]) => strings(value, `${path}.${key}`))
          : [];
    const wrong = Object.entries(resources)
      .flatMap(([lang, namespaces]) => strings(namespaces, lang))
      .filter(([, text]) => /24\/7|jour et nuit|round-the-clock|around the clock/i.test(text))
      .filter(([key, text]) => !/surveillance|monitoring/i.test(text) && !key.endsWith('home.stats.monitoring.value'));
    expect(wrong).toEqual([]);
  });

  it('the home page labels its 24/7 as uptime monitoring, gives the support hours beside it, and the first plan includes it', async () => {
    for (const lang of languages) {
      const t = translator(lang);
      const { body } = await page(href('home', lang));
      const stat = normalise(body.match(/<div class="stat" data-stat="monitoring">([\s\S]*?)<\/div>/)?.[1] ?? '');
      expect(stat).toContain('24/7');
      expect(stat).toMatch(/Surveillance de la disponibilité|Uptime monitoring/);
      expect(stat).toContain(normalise(t('contact:info.hoursText')).replace(/^Du /, 'du '));
      expect(t(`pricing:plans.items.${plans[0].id}.features`, { returnObjects: true }) as unknown as string[]).toContainEqual(
        expect.stringMatching(/jour et nuit|Round-the-clock/),
      );
    }
  });
});

describe('the satisfaction guarantee', () => {
  it('is one promise, word for word the same in the pricing FAQ and the terms, in both languages', async () => {
    for (const lang of languages) {
      const sentence = /(?:Garantie de satisfaction :|Satisfaction guarantee:)[^.]*\./;
      const inFaq = (await page(href('pricing', lang))).text.match(sentence)?.[0];
      const inTerms = (await page(href('terms', lang))).text.match(sentence)?.[0];
      expect(inFaq).toBeDefined();
      expect(inTerms).toBe(inFaq);
      expect(inFaq).toContain(normalise(quantity(lang, businessTerms.satisfactionGuaranteeDays, 'day')));
      expect(inFaq).toMatch(lang === 'fr' ? /demande écrite.*nous vous rembourserons en entier/ : /written request.*we will refund in full/);
    }
  });
});

describe('figures with their source', () => {
  it('the satisfaction survey adds up to the figure shown, and each page says what it measures and where it comes from', async () => {
    const survey = homeStats.find((stat) => stat.source.kind === 'survey')!;
    if (survey.source.kind !== 'survey') throw new Error('no survey');
    const { respondents, satisfied, year } = survey.source;
    expect(Math.round((satisfied / respondents) * 100)).toBe(survey.value);
    for (const lang of languages) {
      const home = (await page(href('home', lang))).body;
      const shown = normalise(home.match(/<div class="stat" data-stat="satisfaction">([\s\S]*?)<\/div>/)?.[1] ?? '');
      for (const figure of [String(respondents), String(satisfied), String(year)]) expect(shown).toContain(figure);
      const about = (await page(href('about', lang))).body;
      const clients = aboutStats.find((stat) => stat.id === 'clients')!;
      if (clients.source.kind !== 'count') throw new Error('clients is a count');
      expect(normalise(about.match(/<div class="stat" data-stat="clients">([\s\S]*?)<\/div>/)?.[1] ?? '')).toContain(
        normalise(longDate(lang, clients.source.countedOn)),
      );
    }
  });
});

describe('durations that agree', () => {
  const sum = (ranges: readonly Range[]): Range => ({ min: ranges.reduce((a, r) => a + r.min, 0), max: ranges.reduce((a, r) => a + r.max, 0), unit: 'week' });

  it('the four phases add up to a medium project, which is what the custom-software service takes, and the process page says so', async () => {
    expect(processPhases.every((phase) => phase.duration.unit === 'week')).toBe(true);
    expect(sum(processPhases.map((phase) => phase.duration))).toEqual(businessApplicationDuration);
    expect(projectSizes.find((size) => size.id === 'medium')!.duration).toEqual(businessApplicationDuration);
    expect(serviceFacts['logiciels-sur-mesure'].duration).toEqual(businessApplicationDuration);
    for (const lang of languages) {
      const span = normalise(duration(lang, businessApplicationDuration));
      const { body } = await page(href('process', lang));
      expect(normalise(body.match(/<section[^>]*aria-labelledby="process-steps-title"[\s\S]*?<\/p>/)?.[0] ?? '')).toContain(span);
      expect((await page(href('service', lang, { slug: 'logiciels-sur-mesure' }))).text).toContain(span);
    }
  });

  it('service pages name their steps differently from the four phases of the process page', async () => {
    for (const lang of languages) {
      const t = translator(lang);
      const heading = t('services:detail.process');
      expect(heading).not.toMatch(/étape|step/i);
      expect((await page(href('service', lang, { slug: 'conception-web' }))).text).toContain(heading);
    }
  });
});

describe('maintenance is the first plan', () => {
  it('lists what the first plan includes, and nothing that plan lacks', async () => {
    for (const lang of languages) {
      const t = translator(lang);
      const included = t(`pricing:plans.items.${plans[0].id}.features`, { returnObjects: true }) as unknown as string[];
      const { body } = await page(href('service', lang, { slug: 'maintenance' }));
      const features = normalise(body.match(/<section[^>]*aria-labelledby="features-title"[\s\S]*?<\/section>/)?.[0] ?? '');
      for (const feature of included) expect(features).toContain(normalise(feature));
      expect(features).toContain(t(`pricing:plans.items.${plans[0].id}.name`));
      expect(features).not.toMatch(/téléphone|phone|rapport mensuel|monthly report/i);
    }
  });
});

describe('prices and taxes', () => {
  it.each(languages)(
    '%s: the pricing FAQ says taxes are included, service prices are starting prices and the quote gives the exact price, as the terms do',
    async (lang) => {
      const t = translator(lang);
      const answer = normalise(t('pricing:faq.items.taxes.answer'));
      expect(answer).toMatch(
        lang === 'fr' ? /dollars canadiens, TPS et TVQ incluses : aucune taxe ne s'y ajoute/ : /Canadian dollars, GST and QST included: no tax is added/,
      );
      expect(answer).toMatch(lang === 'fr' ? /prix de départ/ : /starting prices/);
      expect(answer).toMatch(lang === 'fr' ? /votre soumission donne le prix exact/ : /your quote gives the exact price/);
      expect(answer).not.toMatch(/celui que vous payez|the price you pay/);
      const { text } = await page(href('pricing', lang));
      expect(text).toContain(answer);
      expect((await page(href('terms', lang))).text).toMatch(
        lang === 'fr'
          ? /TPS et TVQ incluses : aucune taxe ne s'y ajoute.*prix de départ; votre soumission donne le prix exact/
          : /GST and QST included: no tax is added.*starting prices; your quote gives the exact price/,
      );
    },
  );
});

describe('the satisfaction figure counts projects', () => {
  it.each(languages)('%s: its label and source speak of projects rated by their client, not of satisfied clients', async (lang) => {
    const { body } = await page(href('home', lang));
    const stat = normalise(body.match(/<div class="stat" data-stat="satisfaction">([\s\S]*?)<\/div>/)?.[1] ?? '');
    expect(stat).toContain(lang === 'fr' ? 'Projets jugés satisfaisants par le client' : 'Projects rated satisfactory by the client');
    expect(stat).toContain(lang === 'fr' ? '49 projets sur 50' : '49 projects of 50');
    expect(stat).not.toMatch(/Clients satisf|répondants|respondents/);
  });
});
