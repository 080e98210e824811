// The wizard's Next and Previous before React (docs/decisions/0022-first-tap-without-react.md).
// Next checks that the step's choice is made (or says which is missing, in the visitor's language,
// with the wizard's own error element: early-errors.ts); then the step asked for shows (`data-early-current`, quote-wizard.css),
// its heading takes focus, and `data-step` keeps it for the wizard to adopt when it hydrates
// (`adopt.ts`). Once React owns the island this stays out.
import { wizardStepEvent } from '../../../src/business/measurement';
import { reactOwnsAttribute } from '../../ownership';
import { clearChoiceError, showChoiceError } from './early-errors';
import { scrollMotion } from '../../motion';

/** The step a Next or Previous tap asked for before hydration, kept on the wizard for React. */
export const earlyStepAttribute = 'data-step';
/** Marks the fieldset of that step, the one the stylesheet shows. */
export const earlyCurrentAttribute = 'data-early-current';

/** Shows the first choice the step still misses, and says whether there was one. */
function refusedMissingChoice(form: HTMLFormElement, step: HTMLFieldSetElement): boolean {
  const messages = JSON.parse(step.dataset.emptyErrors ?? '{}') as Record<string, string>;
  const data = new FormData(form);
  for (const [field, message] of Object.entries(messages)) {
    if (data.getAll(field).some((value) => value !== '')) continue;
    const first = step.querySelector<HTMLInputElement>(`input[name="${field}"]`);
    if (!first) continue;
    showChoiceError(step, first, message);
    return true;
  }
  return false;
}

function moveTo(wizard: HTMLElement, steps: Element[], index: number) {
  wizard.setAttribute(earlyStepAttribute, String(index));
  steps.forEach((step, at) => {
    step.toggleAttribute(earlyCurrentAttribute, at === index);
  });
  const title = document.getElementById(`quote-step-title-${index}`);
  title?.scrollIntoView({ behavior: scrollMotion(), block: 'start' });
  title?.focus({ preventScroll: true });
  document.dispatchEvent(new CustomEvent(wizardStepEvent, { detail: index }));
}

export function listenForEarlyWizardSteps(): void {
  // A "choose one" message goes as soon as any choice of its group is made (React's own once it owns the wizard).
  document.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.form?.classList.contains('quote-form') && !input.closest(`[${reactOwnsAttribute}]`)) clearChoiceError(input.form, input.name);
  });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('.quote-wizard .wizard-js');
    const island = button?.closest(`[data-island]`);
    if (!button || !island || island.hasAttribute(reactOwnsAttribute)) return;
    const wizard = button.closest<HTMLElement>('.quote-wizard');
    const form = button.form;
    const step = button.closest('fieldset');
    if (!wizard || !form || !step) return;
    const steps = [...form.querySelectorAll(':scope > fieldset')];
    const index = steps.indexOf(step);
    if (button.dataset.move === 'previous') return moveTo(wizard, steps, Math.max(0, index - 1));
    if (refusedMissingChoice(form, step)) return;
    moveTo(wizard, steps, index + 1);
  });
}
