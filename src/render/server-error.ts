import { href, htmlLang, languages } from '../routes';
import texts from '../generated/server-error-texts.json';
import { site } from '../site';
import manifest from '../generated/manifest.json';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The bilingual 500 page (docs/decisions/0013-errors.md). Plain markup and its own few words (common's
 * `serverError`, which scripts/build/assets.mjs carries into the worker) on purpose: it must render even when
 * the React renderer, reading the texts or a component is what failed.
 */
export function serverErrorHtml(reference: string): string {
  const blocks = languages
    .map((lang) => {
      const words = texts[lang];
      return `<section lang="${htmlLang[lang]}"><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p><p>${escapeHtml(
        words.reference.replace('{{reference}}', reference),
      )}</p><p><a href="${href('home', lang)}">${escapeHtml(words.home)}</a></p></section>`;
    })
    .join('<hr>');
  return `<!DOCTYPE html><html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(
    texts.fr.title,
  )} | ${escapeHtml(site.name)}</title><link rel="stylesheet" href="${manifest.errorStyle}"></head><body><main>${blocks}</main></body></html>`;
}
