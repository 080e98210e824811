import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/locales';
import { site } from '../../../src/site';
import { businessTerms, retention } from '../../../src/business/terms';
import { additionalServices, customSolutionFrom, plans } from '../../../src/business/pricing';
import { serviceFacts, serviceIds, showcaseSiteDuration } from '../../../src/business/services';
import { processPhases, projectSizes } from '../../../src/business/process';
import { budgets, timelines } from '../../../src/business/quote-choices';
import { aboutStats, homeStats } from '../../../src/business/company-figures';
import { jobs } from '../../../src/business/careers';
import { duration, money, percent, quantity, type Range } from '../../../src/business/format';
import { href, languages } from '../../../src/routes';
import { normalise, page } from '../pages/page-helpers';

// The business figures of src/business (and src/site.ts), by kind. A dictionary string must name them
// through an interpolation ({{warranty}}, {{plansFrom}}…), never type them, or a change of figure
// would leave the old one in the text.
const ranges = (list: Range[], unit: Range['unit']) => list.filter((range) => range.unit === unit).flatMap((range) => [range.min, range.max]);
const durations = [
  ...serviceIds.map((id) => serviceFacts[id].duration).filter((duration): duration is Range => typeof duration === 'object'),
  ...processPhases.map((phase) => phase.duration),
  ...projectSizes.map((size) => size.duration),
];
const ends = (list: readonly { min?: number; max?: number }[]) => list.flatMap((item) => [item.min, item.max]).filter((n) => n !== undefined);

const figures = {
  money: [
    ...plans.map((plan) => plan.price),
    ...additionalServices.map((service) => service.price),
    customSolutionFrom,
    ...serviceIds.map((id) => serviceFacts[id].from),
    ...ends(budgets),
    ...jobs.flatMap((job) => [job.salary.min, job.salary.max]),
  ],
  day: [
    retention.technicalLogsDays,
    businessTerms.terminationNoticeDays,
    businessTerms.satisfactionGuaranteeDays,
    businessTerms.quoteValidityDays,
    businessTerms.paymentDays,
    businessTerms.privacyReplyDays,
  ],
  week: ranges(durations, 'week'),
  month: [
    businessTerms.warrantyMonths,
    retention.submissionsMonths,
    retention.applicationsMonths,
    retention.analyticsMonths,
    ...ranges(durations, 'month'),
    ...ends(timelines),
  ],
  year: [retention.contractRecordsYears],
  hour: [...[site.hours.opens, site.hours.closes].map((time) => Number(time.split(':')[0]))],
  percent: [
    businessTerms.depositPercent.min,
    businessTerms.depositPercent.max,
    businessTerms.latePenaltyPercentPerMonth,
    businessTerms.latePenaltyPercentPerMonth * 12,
    ...homeStats.filter((stat) => stat.suffix === 'percent').map((stat) => stat.value!),
  ],
  calendarYear: [site.foundingYear],
  count: aboutStats
    .concat(homeStats as never)
    .filter((stat) => stat.suffix === 'plus')
    .map((stat) => stat.value!),
} satisfies Record<string, number[]>;

const number = String.raw`(\d[\d\s\u00a0\u202f,.]*\d|\d)`;
const upTo = String.raw`(?:${number}\s*(?:à|to|–|-)\s*)?`;
/** How each kind of figure is written in a text, in either language; the captured groups are the figures. */
const written: Record<keyof typeof figures, RegExp> = {
  money: new RegExp(String.raw`${upTo}${number}\s?\$|\$${number}`, 'g'),
  day: new RegExp(String.raw`${upTo}${number}[\s\u00a0-]*(?:jours?|days?)\b`, 'g'),
  week: new RegExp(String.raw`${upTo}${number}[\s\u00a0-]*(?:semaines?|weeks?)\b`, 'g'),
  month: new RegExp(String.raw`${upTo}${number}[\s\u00a0-]*(?:mois|months?)\b`, 'g'),
  year: new RegExp(String.raw`${upTo}${number}[\s\u00a0-]*(?:ans|années?|years?)\b`, 'g'),
  hour: new RegExp(String.raw`${upTo}${number}[\s\u00a0-]*(?:heures?|hours?|hrs?|h\b|a\.m\.|p\.m\.)`, 'g'),
  percent: new RegExp(String.raw`${number}\s?%`, 'g'),
  calendarYear: /\b(\d{4})\b/g,
  count: new RegExp(String.raw`${number}\+?\s+(?:clients|projets|projects)\b`, 'g'),
};

const toNumber = (text: string) =>
  Number(
    text
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(/,(\d{3})/g, '$1')
      .replace(',', '.'),
  );

/** The business figures a text types itself, as `kind figure`. */
export function typedFigures(text: string): string[] {
  const plain = text.replace(/\{\{[^}]+\}\}/g, ' ');
  return (Object.keys(written) as (keyof typeof figures)[]).flatMap((kind) =>
    [...plain.matchAll(written[kind])]
      .flatMap((match) => match.slice(1).filter(Boolean).map(toNumber))
      .filter((value) => (figures[kind] as number[]).includes(value))
      .map((value) => `${kind} ${value}`),
  );
}

function strings(tree: unknown, path: string): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (tree && typeof tree === 'object') return Object.entries(tree).flatMap(([key, value]) => strings(value, `${path}.${key}`));
  return [];
}

describe('one source for every figure', () => {
  it('finds a figure typed into a text, in either language (the check below can fail)', () => {
    expect(typedFigures('Une soumission valide 30 jours.')).toEqual([`day ${businessTerms.quoteValidityDays}`]);
    expect(typedFigures('A 3-month technical warranty')).toEqual([`month ${businessTerms.warrantyMonths}`]);
    expect(typedFigures('Forfaits à partir de 199\u00a0$')).toEqual(['money 199']);
    expect(typedFigures('Plans from $1,299 a month')).toEqual(['money 1299']);
    expect(typedFigures('Du lundi au vendredi, de 9 h à 17 h')).toEqual(['hour 9', 'hour 17']);
    expect(typedFigures('frais de 1,5 % par mois')).toEqual(['percent 1.5']);
    expect(typedFigures('Fondée en 2025; 4 à 8 semaines')).toEqual(['week 4', 'week 8', 'calendarYear 2025']);
    expect(typedFigures('Réponse en moins de {{replyDelay}}; 37,5 heures; Loi 25')).toEqual([]);
  });

  it('no dictionary string types a business figure of src/business', () => {
    const typed = Object.entries(resources).flatMap(([lang, namespaces]) =>
      Object.entries(namespaces)
        .flatMap(([namespace, tree]) => strings(tree, `${lang}/${namespace}`))
        .flatMap(([key, text]) => typedFigures(text).map((figure) => `${key}: ${figure}`)),
    );
    expect(typed).toEqual([]);
  });
});

describe('promises that agree', () => {
  it('a showcase site takes as long on the process page as on the web-design page', async () => {
    for (const lang of languages) {
      const span = normalise(duration(lang, showcaseSiteDuration));
      expect((await page(href('service', lang, { slug: 'conception-web' }))).text).toContain(span);
      expect((await page(href('process', lang))).text).toContain(span);
    }
  });

  it('maintenance costs what the first plan costs, and its page links to the plans', async () => {
    for (const lang of languages) {
      const { body, text } = await page(href('service', lang, { slug: 'maintenance' }));
      expect(text).toContain(normalise(money(lang, plans[0].price)));
      expect(body).toContain(`href="${href('pricing', lang)}"`);
    }
  });

  it('the terms name the company by its legal name and NEQ, give the simple yearly rate, and put the Consumer Protection Act first for consumers', async () => {
    const fr = (await page(href('terms', 'fr'))).text;
    expect(fr).toContain(`${site.legalName} (NEQ ${site.neq})`);
    expect(fr).toContain(
      `porte intérêt au taux de ${normalise(percent('fr', businessTerms.latePenaltyPercentPerMonth))} par mois (${normalise(percent('fr', businessTerms.latePenaltyPercentPerMonth * 12))} par année), non composé`,
    );
    expect(fr.match(/Loi sur la protection du consommateur/g)).toHaveLength(3);
    const en = (await page(href('terms', 'en'))).text;
    expect(en).toContain(site.legalName);
    expect(en).toContain(
      `simple interest at ${percent('en', businessTerms.latePenaltyPercentPerMonth)} a month (${percent('en', businessTerms.latePenaltyPercentPerMonth * 12)} a year)`,
    );
    expect(en.match(/Consumer Protection Act/g)).toHaveLength(3);
  });

  it('the privacy policy names every party that receives information and how long each kind is kept', async () => {
    for (const lang of languages) {
      const { text } = await page(href('privacy', lang));
      for (const party of ['Cloudflare', 'CARTO']) expect(text).toContain(party);
      expect(text).toMatch(/service de courriel de Cloudflare|Cloudflare's email service/);
      expect(text).not.toMatch(/nos propres serveurs|our own servers/);
      for (const months of [retention.submissionsMonths, retention.analyticsMonths]) expect(text).toContain(normalise(quantity(lang, months, 'month')));
      expect(text).toContain(normalise(quantity(lang, retention.contractRecordsYears, 'year')));
      expect(text).toContain(normalise(quantity(lang, businessTerms.privacyReplyDays, 'day')));
    }
  });

  it('opening hours read « 9 h à 17 h » in French and "9 a.m. to 5 p.m." in English', async () => {
    expect((await page('/contact')).text).toContain('Du lundi au vendredi, de 9 h à 17 h');
    expect((await page('/en/contact')).text).toMatch(/Monday to Friday, 9 a\.m\. to 5 p\.m\./);
  });

  it('the about page counts the services there are', async () => {
    const { body } = await page('/a-propos');
    expect(body).toMatch(new RegExp(`<dd[^>]*>${serviceIds.length}</dd>`));
  });
});
