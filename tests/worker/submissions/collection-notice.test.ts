import { describe, expect, it } from 'vitest';
import { href, languages } from '../../../src/routes';
import { rightsSectionId } from '../../../src/business/privacy-sections';
import { site } from '../../../src/site';
import { html } from '../helpers';
import { call, formPost } from './forms-helpers';
import { normalise } from '../pages/page-helpers';

// Law 25, s. 8: the notice at the point of collection, as the server renders both forms.
const notice = (body: string) =>
  normalise(body.match(/<p id="(contact|quote)-collection-notice" class="form-collection-notice">([\s\S]*?)<\/p>/)?.[2] ?? '').replace(/<!-- -->/g, '');

describe('the notice at the point of collection', () => {
  for (const lang of languages) {
    for (const screen of ['contact', 'quote'] as const) {
      const path = href(screen, lang);
      it(`${path}: says what the information is for, where it is hosted, and links to the rights`, async () => {
        const { body } = await html(path);
        const text = notice(body);
        expect(text).toMatch(lang === 'fr' ? /répondre à votre demande/ : /answer your request/);
        expect(text).toContain('Cloudflare');
        // The mailbox the submissions are e-mailed to, and a sentence that ends after the link.
        expect(text).toContain(site.mailboxProvider);
        expect(text).toMatch(
          lang === 'fr'
            ? /retirer votre consentement; voyez <a [^>]*>vos droits dans notre politique de confidentialité<\/a>\.$/
            : /withdraw your consent; see <a [^>]*>your rights in our privacy policy<\/a>\.$/,
        );
        expect(text).toMatch(lang === 'fr' ? /extérieur du Québec, notamment aux États-Unis/ : /outside Quebec, including in the United States/);
        expect(text).toContain(`href="${href('privacy', lang)}#${rightsSectionId}"`);
        // Inside the form, before its submit button, which it describes.
        const form = body.slice(body.indexOf('<form'), body.indexOf('</form>'));
        expect(form.indexOf('collection-notice')).toBeGreaterThan(-1);
        expect(form.indexOf('collection-notice')).toBeLessThan(form.indexOf('type="submit"'));
        expect(form).toMatch(/<button type="submit"[^>]*aria-describedby="(contact|quote)-collection-notice"/);
      });
    }
    it(`${href('privacy', lang)}: the rights section is where the notice points`, async () => {
      const { body } = await html(href('privacy', lang));
      const section = body.match(new RegExp(`<section id="${rightsSectionId}"[^>]*><h2[^>]*>([\\s\\S]*?)</h2>`))?.[1] ?? '';
      expect(normalise(section.replace(/<!-- -->/g, ''))).toMatch(lang === 'fr' ? /Vos droits$/ : /Your rights$/);
    });
  }

  it('a plain post that comes back with errors still shows the notice', async () => {
    const response = await call(
      formPost('/contact', [
        ['firstName', ''],
        ['email', 'pas-un-courriel'],
      ]),
    );
    const body = await response.text();
    expect(response.status).toBe(400);
    expect(notice(body)).toContain('Cloudflare');
  });
});
