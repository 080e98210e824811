import type { Lang } from '../languages';
import type { T } from '../i18n';
import { errorsInWords, type FieldErrors, type MessageTable } from './rules';

/** The error messages of a language, as the table `errorsInWords` reads (the islands get it as a prop). */
export function messageTable(t: T): MessageTable {
  return t('forms:errors', { returnObjects: true }) as MessageTable;
}

/** Field errors in the words of the translator's language (`lang`, the same one, writes the figures). */
export function wordsOf(errors: FieldErrors, t: T, lang: Lang): Record<string, string> {
  return errorsInWords(errors, messageTable(t), lang);
}
