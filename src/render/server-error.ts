import { href, htmlLang, languages } from '../routes';
import { loadTranslators, translator } from '../i18n';
import { site } from '../site';
import manifest from '../generated/manifest.json';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The bilingual 500 page (docs/decisions/0013-errors.md). Plain markup on purpose: it must render even when the
 * React renderer, a dictionary or a component is what failed.
 */
export async function serverErrorHtml(reference: string): Promise<string> {
  await loadTranslators(...languages);
  const blocks = languages
    .map((lang) => {
      const t = translator(lang);
      return `<section lang="${htmlLang[lang]}"><h1>${escapeHtml(t('serverError.title'))}</h1><p>${escapeHtml(
        t('serverError.text'),
      )}</p><p>${escapeHtml(t('serverError.reference', { reference }))}</p><p><a href="${href('home', lang)}">${escapeHtml(
        t('serverError.home'),
      )}</a></p></section>`;
    })
    .join('<hr>');
  return `<!DOCTYPE html><html lang="fr-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(
    translator('fr')('serverError.title'),
  )} | ${escapeHtml(site.name)}</title><link rel="stylesheet" href="${manifest.errorStyle}"></head><body><main>${blocks}</main></body></html>`;
}
