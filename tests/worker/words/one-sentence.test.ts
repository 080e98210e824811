import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resources } from '../../../src/locales';
import { href, languages, type Lang } from '../../../src/routes';
import { loadTranslators, translator } from '../../../src/i18n';
import { quantity, withinBusinessDays } from '../../../src/business/format';
import { retention } from '../../../src/business/terms';
import { replyPromise } from '../../../src/business/reply-promise';
import { adminGet, mockCerts } from '../admin/admin-helpers';
import { applicationPost, pdf, validApplication } from '../submissions/application-helpers';
import { call, fakeEmail, jsonPost, validContact } from '../submissions/forms-helpers';
import { html } from '../helpers';
import { mainText, normalise } from '../pages/page-helpers';

/**
 * A fact the site states in several places is one text said the same way everywhere, from its one
 * figure (docs/guides/business-figures.md): how long an application is kept (counted from receipt,
 * as the cron deletes it) and the reply promise (one business day, never counted in hours).
 */
beforeAll(() => loadTranslators(...languages));
beforeEach(() => {
  mockCerts();
});

const oneLine = (text: string) => normalise(text).replace(/\s+/g, ' ');
const kept = (lang: Lang) => oneLine(translator(lang)('shared:retention.applications'));
const promiseInFull = (lang: Lang) => oneLine(translator(lang)('shared:replyPromiseInFull'));
const unique = () => `fact-${crypto.randomUUID().slice(0, 8)}@example.org`;

/** Every string of a language's dictionaries, with its key. */
const strings = (tree: unknown, key = ''): [string, string][] =>
  typeof tree === 'string'
    ? [[key, tree]]
    : tree && typeof tree === 'object'
      ? Object.entries(tree).flatMap(([name, value]) => strings(value, key ? `${key}.${name}` : name))
      : [];

describe('how long an application is kept', () => {
  for (const lang of languages) {
    it(`${lang}: is one sentence, counted from receipt, on the privacy policy and in the application form's consent`, async () => {
      const sentence = kept(lang);
      expect(sentence).toContain(oneLine(quantity(lang, retention.applicationsMonths, 'month')));
      expect(sentence).toMatch(lang === 'fr' ? /après leur réception/ : /after they are received/);
      for (const path of [href('privacy', lang), href('application', lang, { slug: 'designer' })]) {
        const text = mainText((await html(path)).body);
        expect(text, path).toContain(sentence);
        expect(text, path).not.toMatch(/\$t\(|fin du recrutement|end of the hiring/);
      }
    });

    it(`${lang}: the candidate's confirmation says the same sentence and the reply promise in full`, async () => {
      const email = fakeEmail();
      const address = unique();
      const response = await call(applicationPost('/api/application', { ...validApplication, email: address, lang }, [pdf()]), { EMAIL: email.binding });
      expect(response.status).toBe(201);
      const confirmation = email.sent.find((mail) => String(mail.to) === address);
      expect(oneLine(String(confirmation?.text))).toContain(kept(lang));
      expect(oneLine(String(confirmation?.text))).toContain(promiseInFull(lang));
    });
  }

  it('no other text states the period: each one reuses that sentence', () => {
    for (const lang of languages) {
      const stating = strings(resources[lang]).filter(([, text]) => text.includes('{{applicationsRetention}}'));
      expect(stating.map(([key]) => key)).toEqual(['shared.retention.applications']);
    }
  });
});

describe('the reply promise in full', () => {
  for (const lang of languages) {
    it(`${lang}: one business day with its hours, the same in the terms, a visitor's confirmation and the staff dashboard`, async () => {
      const sentence = promiseInFull(lang);
      expect(sentence.startsWith(oneLine(withinBusinessDays(lang, replyPromise.businessDays)))).toBe(true);
      expect(mainText((await html(href('terms', lang))).body)).toContain(sentence);

      const email = fakeEmail();
      const address = unique();
      const response = await call(jsonPost('/api/contact', { ...validContact, email: address, lang }), { EMAIL: email.binding });
      expect(response.status).toBe(201);
      expect(oneLine(String(email.sent.find((mail) => String(mail.to) === address)?.text))).toContain(sentence);

      const dashboard = mainText(await (await adminGet(lang === 'fr' ? '/admin/dashboard' : '/en/admin/dashboard')).text());
      expect(dashboard).toContain(sentence);
      const note = oneLine(translator(lang)('admin:dashboard.promise.inTimeNote'));
      expect(dashboard).toContain(note);
      expect(note).not.toMatch(/heures? ouvrables?|business hours?/);
    });
  }

  it('no other text spells out the business day after the promise: each one reuses that text', () => {
    for (const lang of languages) {
      const spelling = strings(resources[lang]).filter(([, text]) => /\{\{replyPromise\}\}.*\{\{opensAt\}\}/.test(text));
      expect(spelling.map(([key]) => key)).toEqual(['shared.replyPromiseInFull']);
    }
  });
});
