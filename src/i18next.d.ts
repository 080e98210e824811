import 'i18next';
import type { resources } from './locales';

/**
 * The dictionaries' shape, from the French JSON files: a key that does not exist fails the
 * type-check instead of showing itself on the page, and `returnObjects` gives the object's type.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['fr'];
    returnNull: false;
  }
}
