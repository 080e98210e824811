import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { site } from '../site';
import { aboutStats, homeStats, testimonials } from '../business/company-figures';
import { jobs } from '../business/careers';
import { repositoryFacts } from './facts';
import compiled from '../generated/content.json';
import { realFacts, today } from './example-facts';
import { launchProblems, type LaunchFacts } from './rules';

const sampleConfig: LaunchFacts['config'] = { vars: { SITE_URL: env.SITE_URL }, databaseIds: ['00000000-0000-0000-0000-000000000000'], hasEmailBinding: true };
const fields = (facts: LaunchFacts) => launchProblems(facts).map((problem) => `${problem.file} ${problem.field.split(' ')[0]}`);

/** The entries of content/ as compiled (the sample posts and case studies shipped with the site). */
const sampleEntries = (compiled as { entries: { file: string; sample: boolean }[] }).entries.map(({ file, sample }) => ({ file, sample }));

/** Real-looking facts but one change, and the problems the check names for it (`file field`, in its order). */
const refusals: { refuses: string; change: (facts: LaunchFacts) => void; named: string[] }[] = [
  {
    refuses: 'a sample entry, a client quote without recorded consent and a result without its source',
    change: (facts) => {
      facts.entries = [
        { file: 'content/blog/fr/a.md', sample: true },
        { file: 'content/case-studies/fr/b.md', sample: false, quote: true, results: [{ figure: '+38 %' }, { figure: '9 h', source: 'Registre, 2026' }] },
        { file: 'content/case-studies/en/c.md', sample: false, quote: true, consent: { by: 'Julie', date: '2027-01-01' }, results: [] },
      ];
    },
    named: [
      'content/blog/fr/a.md sample',
      'content/case-studies/fr/b.md consent',
      'content/case-studies/fr/b.md results[0].source',
      'content/case-studies/en/c.md consent.date',
    ],
  },
  {
    refuses: 'a statistic without its source, or whose survey does not give the figure',
    change: (facts) => {
      const [home] = facts.stats;
      facts.stats = [
        {
          ...home,
          stats: [
            { id: 'projects', value: 50, suffix: 'plus', source: null },
            { id: 'satisfaction', value: 98, suffix: 'percent', source: { kind: 'survey', respondents: 25, satisfied: 24, year: 2026 } },
            { id: 'experience', value: 3, suffix: null, source: { kind: 'count', countedOn: '2027-01-01' } },
            { id: 'clients', value: 25, suffix: 'plus', source: { kind: 'fact' } },
          ],
        },
      ];
    },
    named: [
      'src/business/company-figures.ts homeStats › projects.source',
      'src/business/company-figures.ts homeStats › satisfaction.source',
      'src/business/company-figures.ts homeStats › experience.source',
      'src/business/company-figures.ts homeStats › clients.source',
    ],
  },
  {
    refuses: 'a testimonial whose consent is missing, dated in the future, or given by someone else',
    change: (facts) => {
      facts.testimonials = [
        { id: 'boulangerie', consent: null },
        { id: 'cabinet', consent: { name: 'Marc-André Gagnon', company: 'Gagnon Comptabilité', consentedOn: '2026-12-01' } },
      ];
      facts.testimonialTexts.en.cabinet = { name: 'Marc Gagnon', company: 'Gagnon Comptabilité' };
    },
    named: [
      'src/business/company-figures.ts testimonials[0].consent (boulangerie)',
      'src/business/company-figures.ts testimonials[1].consent (cabinet)',
      'locales/en/home.json testimonials.items.cabinet',
    ],
  },
  {
    refuses: 'each sample fact while it is marked: the street address, the tax numbers, the mailbox provider, an opening, the history',
    change: (facts) => {
      facts.site = {
        ...facts.site,
        address: { ...facts.site.address, sample: true },
        taxNumbers: { ...facts.site.taxNumbers, sample: true },
        sample: { mailboxProvider: true },
      };
      facts.jobs = [{ id: 'fullstack' }, { id: 'designer', sample: true }];
      facts.aboutHistory = { sample: true };
    },
    named: [
      'src/business/company-facts.ts address',
      'src/business/company-facts.ts taxNumbers (GST and QST registration numbers, printed on every proposal)',
      'src/site.ts mailboxProvider (named by the privacy policy and the forms)',
      'src/business/careers.ts jobs[1] (designer)',
      'src/business/company-figures.ts aboutHistory (texts: locales/*/about.json history)',
    ],
  },
];

describe('the launch check', () => {
  it.each(refusals)('refuses $refuses', ({ change, named }) => {
    const facts = realFacts();
    change(facts);
    expect(launchProblems(facts).map((problem) => `${problem.file} ${problem.field}`)).toEqual(named);
  });

  it("refuses every placeholder of today's sample data, naming its file and field", () => {
    const found = fields(repositoryFacts(sampleConfig, today, sampleEntries));
    expect(found).toEqual(
      expect.arrayContaining([
        'src/site.ts email',
        'src/site.ts privacyEmail',
        'src/site.ts phone.e164',
        'src/site.ts neq',
        ...site.social.map((_, index) => `src/site.ts social[${index}].url`),
        ...testimonials.map((_, index) => `src/business/company-figures.ts testimonials[${index}].consent`),
        ...homeStats.filter((stat) => stat.source.kind !== 'fact').map(() => `src/business/company-figures.ts homeStats`),
        ...aboutStats.filter((stat) => stat.source.kind !== 'fact').map(() => `src/business/company-figures.ts aboutStats`),
        'wrangler.toml [vars]',
        'wrangler.toml [[d1_databases]][0]',
        'src/site.ts formsSender',
        'src/business/company-facts.ts address',
        'src/business/company-facts.ts taxNumbers',
        'src/site.ts mailboxProvider',
        'src/business/company-facts.ts offsitePayment',
        ...jobs.map((_, index) => `src/business/careers.ts jobs[${index}]`),
        'src/business/company-figures.ts aboutHistory',
        ...sampleEntries.map((entry) => `${entry.file} sample`),
      ]),
    );
    const siteUrl = launchProblems(repositoryFacts(sampleConfig, today, sampleEntries)).find((problem) => problem.field === '[vars] SITE_URL');
    expect(siteUrl?.value).toBe(env.SITE_URL);
  });

  it('knows this repository has a staff inbox, so its Access variables are checked even when wrangler.toml does not declare them', () => {
    expect(launchProblems(repositoryFacts(sampleConfig, today, sampleEntries)).map((problem) => problem.field)).toEqual(
      expect.arrayContaining(['[vars] ACCESS_TEAM_DOMAIN', '[vars] ACCESS_AUD']),
    );
  });

  it('passes a company with real-looking facts, recorded consents and sourced figures', () => {
    expect(launchProblems(realFacts())).toEqual([]);
  });

  it('refuses a holiday table that ends before next year, and takes one that covers it', () => {
    const facts = realFacts();
    facts.holidaysKnownThrough = 2026;
    expect(launchProblems(facts)).toEqual([expect.objectContaining({ file: 'src/business-hours/quebec-holidays.ts', value: 'through 2026' })]);
    facts.holidaysKnownThrough = 2027;
    expect(launchProblems(facts)).toEqual([]);
  });
});
