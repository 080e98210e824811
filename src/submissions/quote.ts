import * as v from 'valibot';
import { serviceIds, type ServiceId } from '../business/services';
import { budgetIds, timelineIds, type QuoteStep } from '../business/quote-choices';
import { planIds } from '../business/pricing';
import { limits } from './limits';
import { email, fieldsOf, formSchema, oneOf, optionalLine, optionalText, requiredLine, withRole, type MessageKey } from './field-rules';

const services = v.pipe(
  v.optional(v.array(v.string('invalid' satisfies MessageKey), 'invalid' satisfies MessageKey), []),
  v.check((list) => list.every((id) => (serviceIds as readonly string[]).includes(id)), 'invalid' satisfies MessageKey),
  v.transform((list) => [...new Set(list)] as ServiceId[]),
  v.minLength(1, 'servicesRequired' satisfies MessageKey),
);

/** Each step of the wizard validates on its own (Next), and all four together on the server. */
export const quoteStepFields = {
  /** `plan`: the monthly plan chosen on the pricing page, if any (`''` when none). */
  services: { services, plan: oneOf(['', ...planIds], 'invalid') },
  budget: { budget: oneOf(budgetIds, 'budgetRequired') },
  timeline: { timeline: oneOf(timelineIds, 'timelineRequired') },
  contact: {
    firstName: withRole('givenName', requiredLine(limits.name, 'firstNameRequired')),
    lastName: withRole('familyName', requiredLine(limits.name, 'lastNameRequired')),
    email: withRole('email', email()),
    phone: withRole('phone', optionalLine(limits.phone)),
    company: withRole('organization', optionalLine(limits.company)),
    projectDescription: withRole('message', optionalText(limits.message)),
  },
} satisfies Record<QuoteStep, v.ObjectEntries>;

export const quoteStepSchemas = {
  services: v.object(quoteStepFields.services),
  budget: v.object(quoteStepFields.budget),
  timeline: v.object(quoteStepFields.timeline),
  contact: v.object(quoteStepFields.contact),
};

/** Every field of the request, in the order of the steps. */
export const quoteFields = {
  ...quoteStepFields.services,
  ...quoteStepFields.budget,
  ...quoteStepFields.timeline,
  ...quoteStepFields.contact,
};

export const quoteSchema = formSchema(quoteFields);

export const quoteContactSpecs = fieldsOf(quoteStepFields.contact);

/** The choices of the first three steps (services, plan, budget, timeline), drawn by the field kit's `ChoiceGroup`. */
export const quoteChoiceSpecs = fieldsOf({ ...quoteStepFields.services, ...quoteStepFields.budget, ...quoteStepFields.timeline });

export type QuoteInput = v.InferOutput<typeof quoteSchema>;
