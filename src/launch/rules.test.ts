import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { site } from '../site';
import { aboutStats, homeStats, testimonials } from '../business/company-figures';
import { jobs } from '../business/careers';
import { repositoryFacts } from './facts';
import compiled from '../generated/content.json';
import { launchProblems, type LaunchFacts } from './rules';

const today = '2026-11-24';
const sampleConfig: LaunchFacts['config'] = { vars: { SITE_URL: env.SITE_URL }, databaseIds: ['00000000-0000-0000-0000-000000000000'], hasEmailBinding: true };
const fields = (facts: LaunchFacts) => launchProblems(facts).map((problem) => `${problem.file} ${problem.field.split(' ')[0]}`);

/** A company that has replaced every sample fact and recorded every consent and source. */
function realFacts(): LaunchFacts {
  const people = [
    { id: 'boulangerie', name: 'Julie Tremblay', company: 'Boulangerie Le Fournil' },
    { id: 'cabinet', name: 'Marc-André Gagnon', company: 'Gagnon Comptabilité' },
  ];
  return {
    site: {
      email: 'bonjour@montroyalnumerique.ca',
      privacyEmail: 'vieprivee@montroyalnumerique.ca',
      formsSender: 'formulaires@montroyalnumerique.ca',
      phone: { e164: '+15142887410', display: '514 288-7410' },
      neq: '1178254391',
      social: [
        { id: 'linkedin', url: 'https://www.linkedin.com/company/mont-royal-numerique' },
        { id: 'github', url: 'https://github.com/montroyalnumerique' },
      ],
      foundingYear: 2025,
      address: { street: '4200, rue Saint-Laurent, bureau 310' },
      taxNumbers: { gst: '784512369 RT 0001', qst: '1219876543 TQ 0001' },
      mailboxProvider: 'Microsoft 365 (Microsoft Corporation)',
      offsitePayment: {
        interacEmail: 'paiements@montroyalnumerique.ca',
        bank: { name: 'Caisse Desjardins du Plateau', transit: '30021', institution: '815', account: '1234567' },
      },
    },
    jobs: [{ id: 'fullstack' }],
    aboutHistory: {},
    stats: [
      {
        file: 'src/business/company-figures.ts',
        list: 'homeStats',
        stats: [
          { id: 'projects', value: 50, suffix: 'plus', source: { kind: 'count', countedOn: '2026-10-31' } },
          { id: 'satisfaction', value: 98, suffix: 'percent', source: { kind: 'survey', respondents: 50, satisfied: 49, year: 2026 } },
          { id: 'monitoring', value: null, suffix: null, source: { kind: 'fact' } },
        ],
      },
    ],
    testimonials: people.map(({ id, name, company }) => ({ id, consent: { name, company, consentedOn: '2026-09-15' } })),
    entries: [
      {
        file: 'content/case-studies/fr/etude.md',
        sample: false,
        quote: true,
        consent: { by: 'Julie Tremblay, propriétaire', date: '2026-09-15' },
        results: [{ figure: '+38 %', source: 'Rapports de ventes, T3 2026' }],
      },
    ],
    testimonialTexts: {
      fr: Object.fromEntries(people.map(({ id, name, company }) => [id, { name, company: `${company}, Saint-Jérôme` }])),
      en: Object.fromEntries(people.map(({ id, name, company }) => [id, { name, company }])),
    },
    config: {
      vars: {
        SITE_URL: 'https://www.montroyalnumerique.ca',
        ACCESS_TEAM_DOMAIN: 'https://montroyal.cloudflareaccess.com',
        ACCESS_AUD: '4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2',
      },
      databaseIds: ['6f1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d'],
      hasEmailBinding: true,
      stripe: { secretKey: 'sk_live_51ExampleLiveKey', webhookSecret: 'whsec_live_example' },
    },
    hasAdminScreen: true,
    today,
    holidaysKnownThrough: 2036,
  };
}

/** The entries of content/ as compiled (the sample posts and case studies shipped with the site). */
const sampleEntries = (compiled as { entries: { file: string; sample: boolean }[] }).entries.map(({ file, sample }) => ({ file, sample }));

describe('the launch check', () => {
  it('refuses a sample entry, a client quote without recorded consent and a result without its source', () => {
    const facts = realFacts();
    facts.entries = [
      { file: 'content/blog/fr/a.md', sample: true },
      { file: 'content/case-studies/fr/b.md', sample: false, quote: true, results: [{ figure: '+38 %' }, { figure: '9 h', source: 'Registre, 2026' }] },
      { file: 'content/case-studies/en/c.md', sample: false, quote: true, consent: { by: 'Julie', date: '2027-01-01' }, results: [] },
    ];
    expect(fields(facts)).toEqual([
      'content/blog/fr/a.md sample',
      'content/case-studies/fr/b.md consent',
      'content/case-studies/fr/b.md results[0].source',
      'content/case-studies/en/c.md consent.date',
    ]);
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

  it('refuses a statistic without its source, or whose survey does not give the figure', () => {
    const facts = realFacts();
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
    expect(launchProblems(facts).map((problem) => problem.field)).toEqual([
      'homeStats › projects.source',
      'homeStats › satisfaction.source',
      'homeStats › experience.source',
      'homeStats › clients.source',
    ]);
  });

  it('refuses a testimonial whose consent is missing, dated in the future, or given by someone else', () => {
    const facts = realFacts();
    facts.testimonials = [
      { id: 'boulangerie', consent: null },
      { id: 'cabinet', consent: { name: 'Marc-André Gagnon', company: 'Gagnon Comptabilité', consentedOn: '2026-12-01' } },
    ];
    facts.testimonialTexts.en.cabinet = { name: 'Marc Gagnon', company: 'Gagnon Comptabilité' };
    expect(launchProblems(facts).map((problem) => `${problem.file} ${problem.field}`)).toEqual([
      'src/business/company-figures.ts testimonials[0].consent (boulangerie)',
      'src/business/company-figures.ts testimonials[1].consent (cabinet)',
      'locales/en/home.json testimonials.items.cabinet',
    ]);
  });

  it('refuses a production configuration that is not complete', () => {
    const facts = realFacts();
    facts.config = {
      vars: { SITE_URL: 'http://www.montroyalnumerique.ca', ADMIN_DEV_EMAIL: 'dev@montroyalnumerique.ca', NOTIFY_TO: 'equipe@example.org' },
      databaseIds: ['6f1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d'],
      hasEmailBinding: false,
    };
    expect(launchProblems(facts).map((problem) => problem.field)).toEqual([
      '[vars] SITE_URL',
      '[[send_email]] EMAIL',
      '[vars] NOTIFY_TO (notification recipient)',
      '[vars] ACCESS_TEAM_DOMAIN',
      '[vars] ACCESS_AUD',
      '[vars] ADMIN_DEV_EMAIL',
    ]);
  });

  it('refuses Stripe set up for testing: a test key, a key without its webhook secret, the SDK pointed at anything but Stripe (the local stand-in)', () => {
    const facts = realFacts();
    facts.config.stripe = { secretKey: 'sk_test_51Example', apiBase: 'http://127.0.0.1:12111' };
    expect(launchProblems(facts).map((problem) => `${problem.field}: ${problem.value}`)).toEqual([
      'STRIPE_SECRET_KEY: sk_test_…',
      'STRIPE_WEBHOOK_SECRET: (missing)',
      'STRIPE_API_BASE: http://127.0.0.1:12111',
    ]);
    facts.config.stripe = { secretKey: 'sk_live_51Example', webhookSecret: 'whsec_x', apiBase: 'https://api.stripe.com' };
    expect(launchProblems(facts)).toEqual([]);
    // No Stripe at all: the site offers the transfer instructions only.
    facts.config.stripe = {};
    expect(launchProblems(facts)).toEqual([]);
  });

  it('refuses a reply domain without the secret its addresses are derived under, or on a reserved domain (0057)', () => {
    const facts = realFacts();
    facts.config.vars = { ...facts.config.vars, REPLY_DOMAIN: 'reply.montroyalnumerique.ca' };
    const refused = launchProblems(facts);
    expect(refused.map((problem) => problem.field)).toEqual(['secret REPLY_ADDRESS_SECRET']);
    expect(refused[0].value).toContain('could not list the secrets');
    facts.config.secretNames = ['PROPOSAL_LINK_SECRET'];
    expect(launchProblems(facts)).toMatchObject([{ field: 'secret REPLY_ADDRESS_SECRET', value: '(missing)' }]);
    facts.config.secretNames = ['PROPOSAL_LINK_SECRET', 'REPLY_ADDRESS_SECRET'];
    expect(launchProblems(facts)).toEqual([]);
    facts.config.vars.REPLY_DOMAIN = 'reply.example.com';
    expect(launchProblems(facts).map((problem) => problem.field)).toEqual(['[vars] REPLY_DOMAIN']);
    facts.config.vars.REPLY_DOMAIN = 'not a domain';
    expect(launchProblems(facts).map((problem) => problem.field)).toEqual(['[vars] REPLY_DOMAIN']);
    // No reply domain: no reply address, no secret needed.
    facts.config.vars.REPLY_DOMAIN = '';
    facts.config.secretNames = null;
    expect(launchProblems(facts)).toEqual([]);
  });

  it('checks the Access variables whenever wrangler.toml declares them, even before the inbox is routed', () => {
    const facts = realFacts();
    facts.hasAdminScreen = false;
    facts.config.vars = { ...facts.config.vars, ACCESS_TEAM_DOMAIN: 'https://acme.cloudflareaccess.com', ACCESS_AUD: '' };
    expect(launchProblems(facts).map((problem) => problem.field)).toEqual(['[vars] ACCESS_TEAM_DOMAIN', '[vars] ACCESS_AUD']);
    delete facts.config.vars.ACCESS_TEAM_DOMAIN;
    delete facts.config.vars.ACCESS_AUD;
    expect(launchProblems(facts)).toEqual([]);
  });

  it('refuses each sample fact while it is marked: the street address, the tax numbers, the mailbox provider, an opening, the history', () => {
    const facts = realFacts();
    facts.site = {
      ...facts.site,
      address: { ...facts.site.address, sample: true },
      taxNumbers: { ...facts.site.taxNumbers, sample: true },
      sample: { mailboxProvider: true },
    };
    facts.jobs = [{ id: 'fullstack' }, { id: 'designer', sample: true }];
    facts.aboutHistory = { sample: true };
    expect(launchProblems(facts).map((problem) => `${problem.file} ${problem.field}`)).toEqual([
      'src/business/company-facts.ts address',
      'src/business/company-facts.ts taxNumbers (GST and QST registration numbers, printed on every proposal)',
      'src/site.ts mailboxProvider (named by the privacy policy and the forms)',
      'src/business/careers.ts jobs[1] (designer)',
      'src/business/company-figures.ts aboutHistory (texts: locales/*/about.json history)',
    ]);
  });

  it('refuses a holiday table that ends before next year, and takes one that covers it', () => {
    const facts = realFacts();
    facts.holidaysKnownThrough = 2026;
    expect(launchProblems(facts)).toEqual([expect.objectContaining({ file: 'src/business-hours/quebec-holidays.ts', value: 'through 2026' })]);
    facts.holidaysKnownThrough = 2027;
    expect(launchProblems(facts)).toEqual([]);
  });
});
