/**
 * The company's public identity (docs/decisions/0004-company-facts.md,
 * 0029-browser-code-by-feature.md): what pages, JSON-LD and the shared content state. Safe for
 * the browser; src/site.ts adds the operational facts (mailboxes, sender, tiles, social links).
 */
export const companyFacts = {
  name: 'Mont-Royal Numérique',
  legalName: 'Mont-Royal Numérique inc.',
  foundingYear: 2025,
  phone: { e164: '+15145550100', display: '514 555-0100' },
  address: {
    street: '1100, boulevard René-Lévesque Ouest, bureau 500',
    city: 'Montréal',
    region: 'Québec',
    regionCode: 'QC',
    postalCode: 'H3B 4N4',
    country: 'CA',
    geo: { lat: 45.5, lng: -73.57 },
    /** A sample address (docs/decisions/0026-launch-check.md): the launch check refuses it until the company records its own and removes the mark. */
    sample: true,
  },
  hours: { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:00' },
  neq: '1170000000',
  /**
   * Sales-tax registration numbers, printed on every proposal (docs/decisions/0052-proposals.md).
   * Samples (docs/decisions/0026-launch-check.md): the launch check refuses them until the company records its own and removes the mark.
   */
  taxNumbers: { gst: '123456789 RT 0001', qst: '1234567890 TQ 0001', sample: true },
  /**
   * Where a client sends a deposit off the site (docs/decisions/0055-deposits-and-payments.md): the
   * Interac e-Transfer address and the bank account for a transfer, shown on an accepted proposal's page
   * and in its e-mail. Samples: the launch check refuses them until the company records its own and removes the mark.
   */
  offsitePayment: {
    interacEmail: 'paiements@example.com',
    bank: { name: 'Banque Exemple', transit: '00011', institution: '000', account: '0000000' },
    sample: true,
  },
} as const;
