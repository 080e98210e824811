import { describe, expect, it } from 'vitest';
import { jobs } from '../../../src/business/careers';
import { href, languages, spontaneousSlug } from '../../../src/routes';
import { html } from '../helpers';
import { call } from './forms-helpers';
import { applicationPost, countByEmail, docx, pdf, type Upload } from './application-helpers';
import { normalise } from '../pages/page-helpers';

// A candidate without JavaScript (docs/decisions/0050-job-applications.md): the application page's own
// form, posted to the page as a browser posts it (no proof of work: no script solved one), answered
// with the page again.

/** What a browser sends of the page's form: each named control in order, an unchecked box left out, the file input as a file part. */
async function formSent(path: string, values: Record<string, string>, checked: string[], file: Upload) {
  const { body } = await html(path);
  const form = body.slice(body.indexOf('<form'), body.indexOf('</form>'));
  const fields: Record<string, string> = {};
  for (const [control] of form.matchAll(/<(input|textarea)[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(control)?.[1];
    if (!name || control.includes('type="file"')) continue;
    if (control.includes('type="checkbox"')) {
      if (checked.includes(name)) fields[name] = /value="([^"]*)"/.exec(control)?.[1] ?? 'on';
      continue;
    }
    fields[name] = values[name] ?? /value="([^"]*)"/.exec(control)?.[1] ?? '';
  }
  expect(form).toContain('encType="multipart/form-data"');
  expect(form).toContain('name="resume"');
  return call(applicationPost(path, fields, [file], {}, { proof: false }));
}

const texts = {
  fr: { success: 'Candidature reçue!', reference: /référence : [0-9A-F]{8}/ },
  en: { success: 'Application received!', reference: /reference: [0-9A-F]{8}/ },
};
const slugs = [...jobs.map(({ id }) => id), spontaneousSlug.fr];
/** The success notice a plain post's answer shows. */
const successNotice = (body: string) => normalise(/<div class="form-notice form-notice-success" role="status">([\s\S]*?)<\/div>/.exec(body)?.[1] ?? '');

describe('an application sent without JavaScript', () => {
  for (const lang of languages)
    for (const [index, slug] of slugs.entries()) {
      const file = index % 2 ? pdf : docx;
      it(`${lang}: applies to ${slug} with ${index % 2 ? 'a PDF' : 'a Word document'}: the page again, with the reference`, async () => {
        const path = href('application', lang, { slug });
        const email = `apply-nojs-${slug}-${crypto.randomUUID().slice(0, 8)}@example.org`;
        const answer = await formSent(
          path,
          { firstName: 'Marie', lastName: 'Tremblay', email, profileUrl: 'https://portfolio.example.org/marie', message: 'Bonjour!' },
          ['consent'],
          file(),
        );
        expect(answer.status).toBe(200);
        const body = await answer.text();
        expect(body).toContain(`action="${path}"`);
        const notice = successNotice(body);
        expect(notice).toContain(texts[lang].success);
        expect(notice).toMatch(texts[lang].reference);
        expect(await countByEmail(email)).toBe(1);
      });
    }

  it('a missing consent and no file: the page again, each error under its field, the values kept', async () => {
    const path = href('application', 'fr', { slug: 'marketing' });
    // An empty file input is sent as a part without a name or bytes.
    const answer = await formSent(path, { firstName: 'Marie', lastName: 'Tremblay', email: 'marie@example.org', phone: '514 555-0100' }, [], {
      bytes: new Uint8Array(),
      name: '',
    });
    expect(answer.status).toBe(400);
    const body = await answer.text();
    expect(body).toMatch(/<title>Erreur\u00a0: /);
    expect(body).toContain('<p id="application-consent-error" class="field-error">Votre consentement est requis pour envoyer votre candidature</p>');
    expect(body).toMatch(/<input id="application-consent" [^>]*aria-describedby="application-consent-error"/);
    expect(body).toContain('<p id="application-resume-error" class="field-error">Joignez votre CV</p>');
    expect(body).toMatch(/<input id="application-firstName" [^>]*value="Marie"\/>/);
    expect(body).toMatch(/<input id="application-phone" [^>]*value="514 555-0100"\/>/);
    expect(body).toContain('<input type="hidden" name="opening" value="marketing"/>');
    expect(await countByEmail('marie@example.org')).toBe(0);
  });
});
