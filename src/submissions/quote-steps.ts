import { quoteSteps } from '../business/quote-choices';
import { quoteStepFields, quoteStepSchemas } from './quote';
import { validate, type FieldErrors } from './field-rules';

/**
 * The quote wizard's step logic, without React or the DOM: which step a field is on, whether Next
 * may go on, and which step to open. The wizard (`client/forms/quote-wizard/useQuoteWizard.ts`)
 * and its adoption of what happened before hydration (`client/forms/quote-wizard/adopt.ts`) both use it.
 */
export const lastStep = quoteSteps.length - 1;
/** The thank-you step, after the last one. */
export const thanksStep = quoteSteps.length;

/** A step number from anywhere (storage, an attribute): a whole number within the steps, else null. */
export function stepWithin(value: unknown): number | null {
  const step = typeof value === 'string' ? Number(value) : value;
  return typeof step === 'number' && Number.isInteger(step) ? Math.min(Math.max(0, step), lastStep) : null;
}

/** The step a field is asked on, or -1 for a field of no step. */
export const stepOfField = (field: string) => quoteSteps.findIndex((step) => field in quoteStepFields[step]);

/** The first step holding one of these fields in error, or null. */
export function firstStepInError(fields: Iterable<string>): number | null {
  const steps = [...fields].map(stepOfField).filter((step) => step >= 0);
  return steps.length ? Math.min(...steps) : null;
}

/** Next from `step`: the step after it when its answers are valid, else the errors to show. */
export function next(step: number, values: object): { step: number } | { errors: FieldErrors } {
  const result = validate(quoteStepSchemas[quoteSteps[step]], values);
  return result.ok ? { step: step + 1 } : { errors: result.errors };
}

/** Previous from `step`: never before the first. */
export const previous = (step: number) => Math.max(0, step - 1);

/**
 * The step to open when a Next tapped before React asked for `asked`: that one, or the first
 * step before it whose answers are still missing (a choice made, then undone, before hydration).
 */
export function stepToOpen(asked: number, values: object): number {
  const missing = quoteSteps.slice(0, asked).findIndex((name) => !validate(quoteStepSchemas[name], values).ok);
  return missing === -1 ? asked : missing;
}

/** The step a page opens on: the thanks after a sent no-JS post, the first step in error, or the first. */
export function initialStep(state: { status?: string; errors?: Record<string, unknown> } | undefined): number {
  if (state?.status === 'sent') return thanksStep;
  return firstStepInError(Object.keys(state?.errors ?? {})) ?? 0;
}
