import type { T } from '../i18n';
import { href, type Lang, type Screen } from '../routes';
import { rightsSectionId } from '../business/privacy-sections';
import { site } from '../site';
import type { FormPostState } from './post-state.server';
import type { FormState } from './form-state';
import type { FormName } from './forms';
import { messageTable, wordsOf } from './form-words.server';
import manifest from '../generated/manifest.json';

export { messageTable };

/** What a no-JS post left for the island, its errors already in words. */
export function initialOf(state: FormPostState | null, t: T, lang: Lang): FormState<Record<string, string>> | undefined {
  if (!state) return undefined;
  const errors = wordsOf(state.errors, t, lang);
  return {
    values: state.values,
    errors,
    status: state.status,
    ...(state.notice ? { notice: state.notice } : {}),
    ...(state.reference ? { reference: state.reference } : {}),
    ...(state.held ? { held: true } : {}),
  };
}

/**
 * What every form island gets besides its texts: its page (the no-JS post's target), its JSON
 * endpoint, its language, the error messages, what a no-JS post left, and where its proof of work
 * comes from: `GET /api/proof` and the solver's worker script (docs/decisions/0044-proof-of-work.md).
 */
export function formIslandBase(form: Extract<FormName, Screen>, state: FormPostState | null, t: T, lang: Lang) {
  return {
    action: href(form, lang),
    endpoint: `/api/${form}`,
    lang,
    messages: messageTable(t),
    initial: initialOf(state, t, lang),
    proof: { challenge: '/api/proof', worker: manifest.proofWorker },
  };
}

/** The texts every form island shows, whatever its fields. */
export function commonTexts(t: T, lang: Lang) {
  return {
    collection: {
      text: t('forms:collection.text', { mailboxProvider: site.mailboxProvider }),
      link: t('forms:collection.link'),
      href: `${href('privacy', lang)}#${rightsSectionId}`,
    },
    requiredHint: t('forms:requiredHint'),
    errorSummary: t('forms:errorSummary.title'),
    requiredMark: t('forms:requiredMark'),
    optional: t('forms:optional'),
    honeypot: t('forms:honeypot'),
    sending: t('forms:sending'),
    heldNote: t('forms:heldNote'),
    /** « Votre référence : {{reference}} », the slot left for the browser (src/submissions/reference.ts). */
    reference: t('forms:reference', { skipInterpolation: true }),
  };
}
