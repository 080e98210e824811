import { site } from '../site';
import { businessTerms } from './terms';
import { serviceIds } from './services';

/** Figures shown on the home page: value plus how it is written. */
export const homeStats = [
  { id: 'projects', value: 50, suffix: 'plus' },
  { id: 'satisfaction', value: 98, suffix: 'percent' },
  { id: 'support', value: null, suffix: null },
  { id: 'experience', value: 3, suffix: null },
] as const;

/** Figures shown on the about page. */
export const aboutStats = [
  { id: 'founded', value: site.foundingYear, suffix: null },
  { id: 'clients', value: 25, suffix: 'plus' },
  { id: 'services', value: serviceIds.length, suffix: null },
  { id: 'response', value: businessTerms.quoteReplyHours, suffix: 'hours' },
] as const;

/** Three testimonials, all rated five out of five. */
export const testimonials = [
  { id: 'boulangerie', rating: 5 },
  { id: 'cabinet', rating: 5 },
  { id: 'transport', rating: 5 },
] as const;
export const ratingMax = 5;

/** The four values of the about page; each has its accent colour in the palette (`value-<id>`). */
export const aboutValues = [{ id: 'compassion' }, { id: 'commitment' }, { id: 'courage' }, { id: 'passion' }] as const;
