import type { Lang } from '../languages';
import { quantity } from './format';
import { businessTerms } from './terms';

/**
 * Figures any text may name, formatted for its language, so a dictionary never types a figure
 * itself: `{{replyDelay}}` is the one reply promise to prospects (docs/decisions/0003-languages.md).
 * i18next hands them to every string as default variables (src/i18n.ts).
 */
export function textFigures(lang: Lang) {
  return {
    replyDelay: quantity(lang, businessTerms.quoteReplyHours, 'hour'),
  };
}
