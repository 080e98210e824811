import type { T } from '../i18n';
import type { MessageKey } from '../forms/rules';
import type { FieldErrors } from '../forms/rules';
import { messageOf } from '../forms/rules';
import type { FormPostState } from './form-post';

/** The error messages of the request's language, as the table the islands resolve keys with. */
export function messageTable(t: T): Record<MessageKey, string> {
  return t('forms:errors', { returnObjects: true }) as Record<MessageKey, string>;
}

/** What a no-JS post left for the island, its errors already in words. */
export function initialOf(state: FormPostState | null, t: T) {
  if (!state) return undefined;
  const table = messageTable(t);
  const errors = Object.fromEntries(Object.entries(state.errors as FieldErrors).map(([field, error]) => [field, messageOf(error, table)]));
  return { values: state.values, errors, status: state.status, ...(state.notice ? { notice: state.notice } : {}) };
}

export function commonTexts(t: T) {
  return {
    requiredHint: t('forms:requiredHint'),
    requiredMark: t('forms:requiredMark'),
    optional: t('forms:optional'),
    honeypot: t('forms:honeypot'),
    sending: t('forms:sending'),
  };
}
