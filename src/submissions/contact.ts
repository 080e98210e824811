import type * as v from 'valibot';
import { limits } from './limits';
import { email, fieldsOf, formSchema, optionalText, requiredText } from './field-rules';

/** The contact message: its fields in display order, with their rules and limits (docs/decisions/0005-forms-and-limits.md). */
export const contactFields = {
  firstName: requiredText(limits.name, 'firstNameRequired'),
  lastName: requiredText(limits.name, 'lastNameRequired'),
  email: email(),
  company: optionalText(limits.company),
  subject: requiredText(limits.subject, 'subjectRequired'),
  message: requiredText(limits.message, 'messageRequired'),
};

export const contactFieldSpecs = fieldsOf(contactFields);
export const contactFieldNames = contactFieldSpecs.map((field) => field.name);

export const contactSchema = formSchema(contactFields);

export type ContactInput = v.InferOutput<typeof contactSchema>;
