import { companyFacts } from './business/company-facts';

/**
 * Company facts (docs/decisions/0004-company-facts.md): the one place every page, JSON-LD block and
 * e-mail link reads them from. The public identity comes from src/business/company-facts.ts (the
 * browser may read it); the operational facts below stay on the server.
 */
export const site = {
  ...companyFacts,
  email: 'bonjour@example.com',
  privacyEmail: 'confidentialite@example.com',
  /** Sender of the form notifications (a verified address of the Cloudflare Email Service domain); they go to `email`. */
  formsSender: 'formulaires@example.com',
  /** Who hosts the mailbox of `email`, where the form notifications arrive (named by the privacy policy). */
  mailboxProvider: 'Google Workspace (Google LLC)',
  /** Facts above that are samples (docs/decisions/0026-launch-check.md): the launch check refuses each until it is the company's own. */
  sample: { mailboxProvider: true },
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
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> &copy; <a href="https://carto.com/attributions">CARTO</a>',
  },
} as const;

export type Site = typeof site;
