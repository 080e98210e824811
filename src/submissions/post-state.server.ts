import { createContext, useContext } from 'react';
import type { FormName } from './forms';
import type { FieldErrors } from './field-rules';
import type { FormState } from './form-state';

/**
 * What a plain (no-JavaScript) form post left for the page to show: the values typed, the errors
 * next to their fields, or the success message. Provided around the page by the POST route.
 */
export type FormPostState<Form extends string = FormName> = FormState<FieldErrors> & { form: Form };

export const FormPostContext = createContext<FormPostState | null>(null);

export function useFormPost(form: FormName): FormPostState | null {
  const state = useContext(FormPostContext);
  return state?.form === form ? state : null;
}
