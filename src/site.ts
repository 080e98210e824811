/** Company facts (docs/decisions/0004-company-facts.md): the one place every page, JSON-LD block and e-mail link reads them from. */
export const site = {
  name: 'Mont-Royal Numérique',
  legalName: 'Mont-Royal Numérique inc.',
  foundingYear: 2025,
  email: 'bonjour@example.com',
  privacyEmail: 'confidentialite@example.com',
  /** Sender of the form notifications (a verified address of the Cloudflare Email Service domain); they go to `email`. */
  formsSender: 'formulaires@example.com',
  /** Who hosts the mailbox of `email`, where the form notifications arrive (named by the privacy policy). */
  mailboxProvider: 'Google Workspace (Google LLC)',
  phone: { e164: '+15145550100', display: '514 555-0100' },
  address: {
    street: '1100, boulevard René-Lévesque Ouest, bureau 500',
    city: 'Montréal',
    region: 'Québec',
    regionCode: 'QC',
    postalCode: 'H3B 4N4',
    country: 'CA',
    geo: { lat: 45.5, lng: -73.57 },
  },
  hours: { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '09:00', closes: '17:00' },
  neq: '1170000000',
  social: [
    { id: 'linkedin', url: 'https://www.linkedin.com/company/example' },
    { id: 'github', url: 'https://github.com/example' },
  ],
  map: {
    /** The light basemap the worker fetches tiles from, never the browser (docs/decisions/0011-map-tiles.md). */
    tileUpstream: 'https://{s}.basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png',
    tileSubdomains: ['a', 'b', 'c', 'd'],
    /** How the worker introduces itself to the tile service (ASCII only: it is a header). */
    tileUserAgent: 'mont-royal-numerique-site/1.0',
    attribution:
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> &copy; <a href="https://carto.com/attributions">CARTO</a>',
  },
} as const;

export type Site = typeof site;
