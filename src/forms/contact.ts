import * as v from 'valibot';
import { limits } from './limits';
import { email, honeypot, meta, optionalText, requiredText } from './rules';

/** The contact message of SPEC.md §3, with the rules of §5 and the limits of DECISIONS.md. */
export const contactFields = {
  firstName: requiredText(limits.name, 'firstNameRequired'),
  lastName: requiredText(limits.name, 'lastNameRequired'),
  email: email(),
  company: optionalText(limits.company),
  subject: requiredText(limits.subject, 'subjectRequired'),
  message: requiredText(limits.message, 'messageRequired'),
};

export const contactFieldNames = Object.keys(contactFields) as (keyof typeof contactFields)[];

export const contactSchema = v.object({ ...contactFields, _honeypot: honeypot(), ...meta });

export type ContactInput = v.InferOutput<typeof contactSchema>;
