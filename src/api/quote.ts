import { quoteSchema } from '../forms/quote';
import { formEndpoint } from './endpoint';

/** POST /api/quote: the quote request of SPEC.md §3 and §7. */
export const quoteApi = formEndpoint('quote', quoteSchema);
