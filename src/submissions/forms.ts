import { contactFieldSpecs, contactSchema } from './contact';
import { quoteFieldSpecs, quoteSchema } from './quote';

/**
 * Every form the site takes. Each one's page is the screen of the same name in the route table;
 * the JSON endpoint `/api/<form>` and the no-JS post of that page come from this list, so a new
 * form is one schema here and one route there.
 */
export const forms = {
  contact: { schema: contactSchema, fields: contactFieldSpecs },
  quote: { schema: quoteSchema, fields: quoteFieldSpecs },
} as const;

export type FormName = keyof typeof forms;
export const formNames = Object.keys(forms) as FormName[];
