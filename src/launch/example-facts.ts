import type { LaunchFacts } from './launch-facts';

/**
 * A complete company for the launch check's tests: every sample fact replaced, every consent and
 * source recorded. Each test breaks one fact of it and expects that one refusal.
 */
export const today = '2026-11-24';

export function realFacts(): LaunchFacts {
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
