import { createContext, useContext } from 'react';
import type { FormName } from './forms';
import type { FieldErrors } from './rules';

/**
 * What a plain (no-JavaScript) form post left for the page to show: the values typed, the errors
 * next to their fields, or the success message. Provided around the page by the POST route.
 */
export type FormPostState = {
  form: FormName;
  values: Record<string, string | string[]>;
  errors: FieldErrors;
  status: 'sent' | 'invalid' | 'failed';
  /** The sentence shown above the form when the post failed for a reason other than its fields. */
  notice?: string;
};

export const FormPostContext = createContext<FormPostState | null>(null);

export function useFormPost(form: FormName): FormPostState | null {
  const state = useContext(FormPostContext);
  return state?.form === form ? state : null;
}
