import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/locales';
import { jobs } from '../../../src/business/careers';
import { limits } from '../../../src/submissions/limits';
import { href, languages, spontaneousSlug, type Lang } from '../../../src/routes';
import { html, origin } from '../helpers';
import { jsonLd, normalise } from '../pages/page-helpers';

const title = (body: string) => normalise(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
const h1 = (body: string) => normalise(/<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1] ?? '');
const switcherTo = (body: string, lang: string) => new RegExp(`<a href="([^"]+)" hrefLang="${lang}"`).exec(body)?.[1];
const other = (lang: Lang): Lang => (lang === 'fr' ? 'en' : 'fr');
const applyTo = (lang: Lang, job: string) =>
  normalise(resources[lang].careers.openings.applyTo.replace('{{title}}', resources[lang].careers.jobs[job as 'designer'].title));

describe('application pages', () => {
  describe.each(languages)('%s', (lang) => {
    it.each(jobs.map(({ id }) => id))("an opening's page: its title in the head and the h1, its multipart form posting to itself", async (id) => {
      const path = href('application', lang, { slug: id });
      const { status, body } = await html(path);
      expect(status).toBe(200);
      expect(h1(body)).toBe(applyTo(lang, id));
      expect(title(body)).toContain(applyTo(lang, id));
      const form = /<form [^>]*>/.exec(body)?.[0] ?? '';
      expect(form).toContain(`action="${path}"`);
      expect(form).toContain('encType="multipart/form-data"');
      expect(form).toContain('method="post"');
      expect(body).toContain(`<input type="hidden" name="opening" value="${id}"/>`);
      const resume = /<input id="application-resume"[^>]*>/.exec(body)?.[0] ?? '';
      expect(resume).toContain('type="file"');
      expect(resume).toContain('name="resume"');
      expect(resume).toContain('accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"');
      expect(body).toContain(`href="${href('privacy', lang)}"`);
      expect(body).toContain('data-island="ApplicationForm"');
    });

    it('the spontaneous page: its own title, no opening', async () => {
      const { status, body } = await html(href('application', lang, { slug: spontaneousSlug[lang] }));
      expect(status).toBe(200);
      expect(h1(body)).toBe(resources[lang].careers.application.spontaneous.title);
      expect(body).toContain('<input type="hidden" name="opening" value=""/>');
    });

    it('an unknown slug, or the other language’s spontaneous slug, is the 404 page', async () => {
      for (const slug of ['nope', spontaneousSlug[other(lang)]])
        expect((await html(href('application', lang, { slug }).replace(spontaneousSlug[lang], slug))).status).toBe(404);
    });

    it('the switcher keeps the opening, and the spontaneous page', async () => {
      for (const slug of [...jobs.map(({ id }) => id), spontaneousSlug.fr]) {
        const { body } = await html(href('application', lang, { slug }));
        expect(switcherTo(body, other(lang))).toBe(href('application', other(lang), { slug }));
      }
    });

    it("the résumé's limit in words comes from limits.resumeBytes; the consent names the retention", async () => {
      const { body } = await html(href('application', lang, { slug: 'designer' }));
      expect(normalise(body)).toContain(lang === 'fr' ? `${limits.resumeBytes / 1024 / 1024} Mo au plus` : `${limits.resumeBytes / 1024 / 1024} MB at most`);
      expect(normalise(body)).toContain(lang === 'fr' ? 'au plus 12 mois' : 'for at most 12 months');
    });

    it('the careers page: each Apply is a link to its opening’s page, the spontaneous application to its page, no toast', async () => {
      const { body } = await html(href('careers', lang));
      for (const { id } of jobs) expect(body).toContain(`<a href="${href('application', lang, { slug: id })}" class="btn btn-primary"`);
      expect(body).toContain(`<a href="${href('application', lang, { slug: spontaneousSlug[lang] })}" class="btn btn-light">`);
      expect(body).not.toMatch(/<button[^>]*data-toast/);
    });

    it('each JobPosting says applications are taken on the site, at its application page', async () => {
      const postings = jsonLd((await html(href('careers', lang))).body).filter((block) => block['@type'] === 'JobPosting');
      expect(postings.map((posting) => [posting.url, posting.directApply])).toEqual(
        jobs.map(({ id }) => [origin + href('application', lang, { slug: id }), true]),
      );
    });
  });

  it('the sitemap lists every opening’s page and the spontaneous one, in both languages, paired', async () => {
    const sitemap = await (await html('/sitemap.xml')).body;
    for (const slug of [...jobs.map(({ id }) => id), spontaneousSlug.fr]) {
      const paths = { fr: href('application', 'fr', { slug }), en: href('application', 'en', { slug }) };
      expect(sitemap).toContain(`<url><loc>${origin}${paths.en}</loc><xhtml:link rel="alternate" hreflang="fr-CA" href="${origin}${paths.fr}"/>`);
      expect(sitemap).toContain(`<url><loc>${origin}${paths.fr}</loc>`);
    }
    expect(sitemap).toContain(`${origin}/en/careers/apply/spontaneous<`);
    expect(sitemap).toContain(`${origin}/carriere/postuler/spontanee<`);
  });
});
