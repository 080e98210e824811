import { contactSchema } from '../forms/contact';
import { formEndpoint } from './endpoint';

/** POST /api/contact: the contact message of SPEC.md §3 and §7. */
export const contactApi = formEndpoint('contact', contactSchema);
