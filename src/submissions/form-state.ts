/**
 * What a form shows besides its texts: the values typed, the errors next to their fields, and
 * whether it was sent (docs/decisions/0029-browser-code-by-feature.md). The server fills it from a
 * no-JS post (`FormPostState`, errors as message keys); the island receives it as `initial`,
 * errors already in words.
 */
export type FormValues = Record<string, string | string[]>;

export type FormStatus = 'sent' | 'invalid' | 'failed';

export type FormState<Errors> = {
  values: FormValues;
  errors: Errors;
  status: FormStatus;
  /** The sentence shown above the form when the post failed for a reason other than its fields. */
  notice?: string;
  /** The reference of a sent submission (src/submissions/reference.ts). */
  reference?: string;
  /** Sent, but held for a person to check before anything is e-mailed (docs/decisions/0046-review-pile-and-email-budget.md). */
  held?: boolean;
};
