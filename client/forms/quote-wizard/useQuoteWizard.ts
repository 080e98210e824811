import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { quoteProgressKey as storageKey, quoteSteps } from '../../../src/content/quote';
import { wizardStepEvent } from '../../../src/content/analytics';
import { ui } from '../../../src/content/ui';
import { quoteContactSpecs, quoteSchema, quoteStepFields, quoteStepSchemas } from '../../../src/submissions/quote';
import { errorsInWords, validate } from '../../../src/submissions/rules';
import { createPoster, focusFirstInvalid, sendWithToasts } from '../form-kit';
import { choicesMadeBeforeHydration, stepAskedBeforeHydration } from './adopt';
import type { ContactName, Errors, QuoteWizardProps, Values } from './types';

const fieldOrder = ['services', 'plan', 'budget', 'timeline', ...quoteContactSpecs.map((field) => field.name)];
const empty: Values = {
  services: [],
  plan: '',
  budget: '',
  timeline: '',
  ...(Object.fromEntries(quoteContactSpecs.map((field) => [field.name, ''])) as Record<ContactName, string>),
};
export const thanksStep = quoteSteps.length;

/** The id of a field's first control (checkbox or radio groups: their first option). */
function controlId(field: string, props: QuoteWizardProps): string {
  if (field === 'services') return `quote-services-${props.services[0].id}`;
  if (field === 'plan' || field === 'budget' || field === 'timeline') return `quote-${field}-0`;
  return `quote-${field}`;
}

const stepOfField = (field: string) => quoteSteps.findIndex((step) => field in quoteStepFields[step]);

function savedProgress(): { step: number; values: Values } | null {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
  } catch {
    return null; // storage unavailable: start empty
  }
}

function saveProgress(step: number, values: Values) {
  try {
    if (step === thanksStep) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify({ step, values }));
  } catch {
    /* storage unavailable: nothing kept across reloads */
  }
}

/**
 * The wizard's state machine: steps 0–3 and the thank-you step, Next only when the step validates,
 * input kept in sessionStorage across a reload, smooth scroll then focus on each step change, and
 * the post with its toasts.
 */
export function useQuoteWizard(props: QuoteWizardProps) {
  const { action, endpoint, lang, messages, initial, texts } = props;
  const [enhanced, setEnhanced] = useState(false);
  const [values, setValues] = useState<Values>(() => ({ ...empty, plan: props.plan ?? '', ...(initial?.values as Partial<Values>) }));
  const [errors, setErrors] = useState<Errors>(initial?.errors ?? {});
  const [step, setStep] = useState(() => {
    if (initial?.status === 'sent') return thanksStep;
    const first = fieldOrder.find((field) => initial?.errors[field]);
    return first ? stepOfField(first) : 0;
  });
  const [submitting, setSubmitting] = useState(false);
  /** Each step's errors when nothing is chosen, as JSON: what the entry script says if Next is tapped before React. */
  const emptyErrors = useMemo(
    () =>
      Object.fromEntries(
        quoteSteps.map((name) => {
          const result = validate(quoteStepSchemas[name], empty);
          return [name, JSON.stringify(result.ok ? {} : errorsInWords(result.errors, messages))];
        }),
      ) as Record<(typeof quoteSteps)[number], string>,
    [messages],
  );
  const top = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const post = useRef(createPoster(endpoint));
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    setEnhanced(true);
    // Read before any state change re-renders the form: what the visitor chose before React arrived wins.
    const chosen = choicesMadeBeforeHydration(form.current, values);
    const asked = stepAskedBeforeHydration(top.current);
    const saved = initial ? null : savedProgress();
    let adopted = { ...values, ...chosen };
    if (saved?.values) {
      // A plan just chosen on the pricing page wins over the one saved earlier.
      adopted = { ...empty, ...saved.values, ...(props.plan ? { plan: props.plan } : {}), ...chosen };
      setValues(adopted);
      setStep(Math.min(Math.max(0, saved.step | 0), quoteSteps.length - 1));
    } else if (Object.keys(chosen).length > 0) setValues(adopted);
    if (asked !== null) {
      // Next tapped before React: open that step, or the first one before it still missing its answer.
      const open = quoteSteps.slice(0, asked).findIndex((name) => !validate(quoteStepSchemas[name], adopted).ok);
      goTo(open === -1 ? asked : open);
    }
    // Runs once, at hydration: `values` is what the server rendered.
  }, [initial, props.plan]);

  useEffect(() => {
    if (enhanced) saveProgress(step, values);
  }, [enhanced, step, values]);

  // Which step shows, for the analytics a consenting visitor allowed (they alone listen).
  useEffect(() => {
    if (enhanced) document.dispatchEvent(new CustomEvent(wizardStepEvent, { detail: step }));
  }, [enhanced, step]);

  const goTo = (next: number) => {
    setStep(next);
    const [scrollDelay, focusDelay] = ui.quoteScrollDelaysMs;
    timers.current.push(
      setTimeout(() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), scrollDelay),
      setTimeout(() => document.getElementById(`quote-step-title-${next}`)?.focus({ preventScroll: true }), focusDelay),
    );
  };

  const showErrors = (found: Errors) => {
    setErrors(found);
    focusFirstInvalid(fieldOrder, found, (field) => controlId(field, props));
  };

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((all) => ({ ...all, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const next = () => {
    const result = validate(quoteStepSchemas[quoteSteps[step]], values);
    if (!result.ok) return showErrors(errorsInWords(result.errors, messages));
    setErrors({});
    goTo(step + 1);
  };

  const previous = () => {
    setErrors({});
    goTo(Math.max(0, step - 1));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (step < quoteSteps.length - 1) return next();
    const payload = { ...values, _honeypot: honeypot.current?.value ?? '', lang, page: action };
    const result = validate(quoteSchema, payload);
    if (!result.ok) {
      const found = errorsInWords(result.errors, messages);
      const firstStep = Math.min(...Object.keys(found).map(stepOfField).filter((index) => index >= 0));
      if (firstStep !== step) goTo(firstStep);
      return showErrors(found);
    }
    setErrors({});
    setSubmitting(true);
    const answer = await sendWithToasts(post.current, payload, texts);
    setSubmitting(false);
    if (answer.ok) return goTo(thanksStep);
    if (answer.fields) showErrors(answer.fields);
  };

  const startAgain = () => {
    setValues(empty);
    setErrors({});
    goTo(0);
  };

  return { enhanced, values, errors, step, submitting, top, form, honeypot, set, emptyErrors, next, previous, submit, startAgain };
}

export type QuoteWizardState = ReturnType<typeof useQuoteWizard>;
