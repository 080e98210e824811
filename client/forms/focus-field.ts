// Where the reader reads a field's error (docs/decisions/0045-errors-seen-at-once.md): focus on the
// field's control, with its question above it in the screen, so the question, the error between
// them and the control show together, on a 320 px phone as on a desktop. Plain DOM: the entry script
// (the wizard before React) and the islands share it.

/** The question a control answers: its group's legend for a choice, else its label. */
function questionOf(control: HTMLElement): Element {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return control.closest('fieldset')?.querySelector(':scope > legend') ?? control;
  return (control.id && document.querySelector(`label[for="${CSS.escape(control.id)}"]`)) || control;
}

/** Inside the screen, under the fixed header (the root's `scroll-padding-top`). */
function inScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const top = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  return box.top >= top && box.bottom <= window.innerHeight;
}

/**
 * Focuses `control` without the browser's own scroll (which shows the control alone, its question cut
 * off above), then, unless the question and the control already show, brings the question to the top.
 */
export function focusField(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  const question = questionOf(control);
  // A choice is seen as its card.
  const seen = control.closest('label') ?? control;
  if (inScreen(question) && inScreen(seen)) return;
  question.scrollIntoView({ block: 'start', behavior: 'instant' });
  if (!inScreen(seen)) seen.scrollIntoView({ block: 'nearest', behavior: 'instant' });
}
