import type * as v from 'valibot';
import { limits } from './limits';
import { email, fieldsOf, formSchema, optionalLine, requiredLine, requiredText, withRole } from './field-rules';

/** The contact message: its fields in display order, with their rules and limits (docs/decisions/0005-forms-and-limits.md). */
export const contactFields = {
  firstName: withRole('givenName', requiredLine(limits.name, 'firstNameRequired')),
  lastName: withRole('familyName', requiredLine(limits.name, 'lastNameRequired')),
  email: withRole('email', email()),
  company: withRole('organization', optionalLine(limits.company)),
  subject: requiredLine(limits.subject, 'subjectRequired'),
  message: withRole('message', requiredText(limits.message, 'messageRequired'), { rows: 5 }),
};

export const contactFieldSpecs = fieldsOf(contactFields);
export const contactFieldNames = contactFieldSpecs.map((field) => field.name);

export const contactSchema = formSchema(contactFields);

export type ContactInput = v.InferOutput<typeof contactSchema>;
