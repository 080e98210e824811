import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeNotification } from '../../../src/submissions/notify.server';
import { loadTranslators } from '../../../src/i18n';
import type { SubmissionRow } from '../../../src/submissions/storage.server';
import { when } from '../../../src/admin/shared/lead-words.server';
import { href, languages } from '../../../src/routes';
import { rightsSectionId } from '../../../src/business/privacy-sections';
import { retention } from '../../../src/business/terms';
import { quantity } from '../../../src/business/format';
import { html } from '../helpers';
import { normalise, page } from '../pages/page-helpers';

// The texts the site must say word for word (the not-found titles, the rights), and what the privacy policy must say (Law 25).
describe("SPEC's own titles", () => {
  it('the 404 page is « Page non trouvée »; the unknown-service view keeps « Page introuvable »', async () => {
    const missing = await html('/nulle-part');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('<h1>Page non trouvée</h1>');
    expect(missing.body).toMatch(/<title>Page non trouvée/);
    expect(missing.body).not.toContain('introuvable');
    const service = await html('/services/inconnu');
    expect(service.body).toContain('Page introuvable');
    expect(service.body).toContain('Le service demandé est introuvable.');
  });
});

/** The rights section of the privacy policy, as read. */
async function rights(lang: (typeof languages)[number]) {
  const { body } = await page(href('privacy', lang));
  const section = body.match(new RegExp(`<section id="${rightsSectionId}"[\\s\\S]*?</section>`))?.[0] ?? '';
  return normalise(section.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

describe('the privacy rights', () => {
  it('French: the six rights SPEC names, Law 25’s own, and restriction and objection offered by the company, not given by the law', async () => {
    const text = await rights('fr');
    for (const right of [
      /accéder aux renseignements/,
      /faire rectifier/,
      /en demander la suppression/,
      /en limiter l'utilisation \(limitation\)/,
      /\(portabilité\)/,
      /vous opposer à leur utilisation[^;]*\(opposition\)/,
    ])
      expect(text).toMatch(right);
    for (const right of [/retirer votre consentement/, /cesser de les diffuser/, /désindexer/]) expect(text).toMatch(right);
    expect(text).toMatch(/\(limitation\), ce que nous vous offrons même si la loi québécoise ne le prévoit pas/);
    expect(text).toMatch(/\(opposition\), ce que nous vous offrons aussi au-delà de la loi/);
    expect(text).toMatch(/pour vous ou pour toute personne ou tout organisme autorisé par la loi à les recueillir \(portabilité\)/);
  });

  it('English: the same rights, restriction and objection by name', async () => {
    const text = await rights('en');
    for (const right of [
      /access the information/,
      /have it corrected/,
      /ask us to delete it/,
      /restrict its use \(restriction\), which we offer even though Québec law does not provide for it/,
      /\(portability\)/,
      /object to its use[^;]*\(objection\), which we also offer/,
    ])
      expect(text).toMatch(right);
    for (const right of [/withdraw your consent/, /stop disseminating it/, /de-index/]) expect(text).toMatch(right);
    expect(text).toMatch(/for yourself or for any person or body authorized by law to collect it \(portability\)/);
  });

  it.each(languages)('%s: names job applicants, what the technical logs hold and how long, and the person in charge without a gendered title', async (lang) => {
    const { text } = await page(href('privacy', lang));
    expect(text).toMatch(
      lang === 'fr'
        ? /par le formulaire de candidature : le poste visé, prénom, nom, courriel, CV et/
        : /through the application form: the position applied for, first name, last name, email, résumé and/,
    );
    expect(text).toContain(normalise(quantity(lang, retention.applicationsMonths, 'month')));
    expect(text).toMatch(
      lang === 'fr'
        ? /la date et l'heure, l'adresse IP, la page demandée, le navigateur et la réponse du serveur/
        : /the date and time, the IP address, the page requested, the browser and the server's response/,
    );
    expect(text).toContain(normalise(quantity(lang, retention.technicalLogsDays, 'day')));
    expect(text).toMatch(
      lang === 'fr' ? /la personne qui occupe la présidence-direction générale/ : /the person who holds the office of President and Chief Executive Officer/,
    );
    expect(text).not.toMatch(/président-directeur général|President and CEO/);
  });
});

describe('inclusive wording (docs/decisions/0025-claims-and-sources.md)', () => {
  it('the French pages name people without a masculine default', async () => {
    const texts = await Promise.all(['home', 'about', 'careers'].map(async (screen) => (await page(href(screen as 'home', 'fr'))).text));
    for (const text of texts) expect(text).not.toMatch(/Prêt à lancer|des entrepreneurs|membres moins expérimentés/);
  });
});

describe('times and languages in words for staff', () => {
  // The French texts in, as the outbox loads them before composing (src/submissions/notify.server.ts).
  beforeAll(() => loadTranslators('fr'));
  const row = (lang: string, createdAt: string) =>
    ({
      id: 'x',
      form: 'contact',
      lang,
      page: '/contact',
      data: JSON.stringify({ firstName: 'Ann', subject: 'Hi' }),
      spam: 0,
      created_at: createdAt,
    }) as unknown as SubmissionRow;

  it('the notification e-mail says when it was received on Montréal’s clock, and the language by name', () => {
    // 14:15 UTC on a November day is 9:15 in Montréal; 4:05 UTC on July 1st is 0:05 (daylight time).
    expect(normalise(composeNotification(row('en', '2026-11-24T14:15:00.000Z'), env as never).text)).toMatch(
      /^Reçu le 24 novembre 2026 à 9 h 15, heure de Montréal, depuis \/contact \(langue : anglais\)\./,
    );
    expect(normalise(composeNotification(row('fr', '2026-07-01T04:05:00.000Z'), env as never).text)).toMatch(
      /^Reçu le 1er juillet 2026 à 0 h 05, heure de Montréal, depuis \/contact \(langue : français\)\./,
    );
  });

  it('the inbox writes the hour without a leading zero', () => {
    expect(normalise(when('fr', '2026-11-24T14:15:00.000Z'))).toMatch(/^24 nov\. 2026, 9 h 15$/);
    expect(normalise(when('en', '2026-11-24T14:15:00.000Z'))).toBe('Nov 24, 2026, 9:15 a.m.');
  });
});
