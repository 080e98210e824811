import { stepWithin } from '../../../src/submissions/quote-steps';
import { earlyCurrentAttribute, earlyStepAttribute } from './early-steps';
import type { Values } from './types';

const singleChoices = ['plan', 'budget', 'timeline'] as const;

/**
 * The choices the visitor made in the server's form before the wizard hydrated: checkboxes and
 * radios change natively, React keeps what the DOM holds but not in its state
 * (docs/decisions/0022-first-tap-without-react.md). Only the fields whose DOM differs from what
 * was rendered, so progress restored from this tab is not overwritten by untouched defaults.
 */
export function choicesMadeBeforeHydration(form: HTMLFormElement | null, rendered: Values): Partial<Values> {
  if (!form) return {};
  const data = new FormData(form);
  const changed: Partial<Values> = {};
  const services = data.getAll('services').map(String);
  if ([...services].sort().join() !== [...rendered.services].sort().join()) changed.services = services;
  for (const field of singleChoices) {
    const value = String(data.get(field) ?? '');
    if (value !== rendered[field]) changed[field] = value;
  }
  return changed;
}

/**
 * The step Next or Previous moved to before hydration (`early-steps.ts`), or null. Takes the marks
 * off the wizard: from here React shows the steps. (Its "choose one" errors React has already
 * adopted in its first render: early-errors.ts.)
 */
export function stepAskedBeforeHydration(wizard: HTMLElement | null): number | null {
  if (!wizard) return null;
  wizard.querySelectorAll(`[${earlyCurrentAttribute}]`).forEach((step) => {
    step.removeAttribute(earlyCurrentAttribute);
  });
  const asked = wizard.getAttribute(earlyStepAttribute);
  if (asked == null) return null;
  wizard.removeAttribute(earlyStepAttribute);
  return stepWithin(asked);
}
