// The wizard's "choose one" error before React (docs/decisions/0032-errors-before-react.md): the
// same element React renders for it (`FieldError`: `<p id="quote-<field>-error" class="field-error">`
// between the group's question and its cards, docs/decisions/0045-errors-seen-at-once.md; named by
// the group's controls and step with aria-describedby), so the visitor sees one kind of error
// whenever it comes, and React's first render, which reads it back (`errorsShownBeforeHydration`),
// finds the DOM it would have made and adopts it.

import { focusField } from '../focus-field';

const errorId = (field: string) => `quote-${field}-error`;
const shownError = /^quote-(services|budget|timeline)-error$/;

/**
 * Shows the message right before the cards of the group of `first` (its `.choice-grid`), ties it to
 * the group and its step, and focuses the first control with the question in the screen.
 */
export function showChoiceError(step: HTMLFieldSetElement, first: HTMLInputElement, message: string): void {
  const id = errorId(first.name);
  let error = document.getElementById(id);
  if (!error) {
    error = document.createElement('p');
    error.id = id;
    error.className = 'field-error';
    (first.closest('.choice-grid') ?? first).before(error);
  }
  error.textContent = message;
  // Each required group is its step's only field, which shares the step's name: the step points to it too.
  step.setAttribute('aria-describedby', id);
  step.querySelectorAll<HTMLInputElement>(`input[name="${first.name}"]`).forEach((input) => {
    input.setAttribute('aria-describedby', id);
  });
  focusField(first);
}

/** Takes the message of a group away once one of its choices is made. */
export function clearChoiceError(form: HTMLFormElement, field: string): void {
  const error = document.getElementById(errorId(field));
  if (!error || !form.contains(error)) return;
  error.remove();
  form.querySelectorAll(`[aria-describedby="${errorId(field)}"]`).forEach((element) => {
    element.removeAttribute('aria-describedby');
  });
}

/** The errors the entry script shows in the wizard before React, by field (none on the server). */
export function errorsShownBeforeHydration(): Record<string, string> {
  if (typeof document === 'undefined') return {};
  const errors: Record<string, string> = {};
  document.querySelectorAll<HTMLElement>('.quote-wizard .field-error').forEach((error) => {
    const field = shownError.exec(error.id)?.[1];
    if (field) errors[field] = error.textContent ?? '';
  });
  return errors;
}
