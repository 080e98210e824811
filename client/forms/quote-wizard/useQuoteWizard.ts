import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import { quoteSteps } from '../../../src/business/quote-choices';
import { wizardStepEvent } from '../../../src/business/measurement';
import { scrollMotion } from '../../motion';
import { ui } from '../../../src/business/ui';
import { quoteSchema, quoteStepSchemas } from '../../../src/submissions/quote';
import {
  firstStepInError,
  initialStep,
  lastStep,
  next as nextFrom,
  previous as previousFrom,
  stepOfField,
  stepToOpen,
  stepWithin,
  thanksStep,
} from '../../../src/submissions/quote-steps';
import { errorsInWords, validate } from '../../../src/submissions/field-rules';
import { useSubmission } from '../use-submission';
import { choicesMadeBeforeHydration, stepAskedBeforeHydration } from './adopt';
import { savedProgress, saveProgress } from './progress';
import { errorsShownBeforeHydration } from './early-errors';
import { controlId, empty, fieldOrder } from './fields';
import type { QuoteWizardProps, Values } from './types';

export { thanksStep };

/**
 * The wizard's state machine: steps 0–3 and the thank-you step, Next only when the step validates,
 * input kept in sessionStorage across a reload, smooth scroll then focus on each step change, and
 * the post with its toasts.
 */
export function useQuoteWizard(props: QuoteWizardProps) {
  const { lang, messages, initial } = props;
  const [enhanced, setEnhanced] = useState(false);
  const [values, setValues] = useState<Values>(() => ({ ...empty, plan: props.plan ?? '', ...(initial?.values as Partial<Values>) }));
  const form = useRef<HTMLFormElement>(null);
  const {
    errors,
    setErrors,
    showErrors,
    clearError,
    inWords,
    submitting,
    honeypot,
    summary,
    submit: send,
  } = useSubmission(
    props,
    {
      order: fieldOrder,
      idOf: (field) => controlId(field, props),
      shownBeforeHydration: errorsShownBeforeHydration,
    },
    form,
  );
  const [reference, setReference] = useState(initial?.reference ?? '');
  /**
   * Whether the errors come from a refused submit (or a no-JS post's answer), which the error summary
   * lists; Next's error shows by its question only, one question a step (docs/decisions/0045-errors-seen-at-once.md).
   */
  const [summarised, setSummarised] = useState(() => Object.keys(initial?.errors ?? {}).length > 0);
  const [step, setStep] = useState(() => initialStep(initial));
  /** Each step's errors when nothing is chosen, as JSON: what the entry script says if Next is tapped before React. */
  const emptyErrors = useMemo(
    () =>
      Object.fromEntries(
        quoteSteps.map((name) => {
          const result = validate(quoteStepSchemas[name], empty);
          return [name, JSON.stringify(result.ok ? {} : errorsInWords(result.errors, messages, lang))];
        }),
      ) as Record<(typeof quoteSteps)[number], string>,
    [messages, lang],
  );
  const top = useRef<HTMLDivElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // Once, at hydration: `values` is what the server rendered (an effect event reads the render it runs after).
  const adoptPageState = useEffectEvent(() => {
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
      setStep(stepWithin(saved.step | 0) ?? 0);
    } else if (Object.keys(chosen).length > 0) setValues(adopted);
    if (asked !== null) {
      // Next tapped before React: open that step, or the first one before it still missing its answer.
      goTo(stepToOpen(asked, adopted));
    }
  });
  useEffect(() => adoptPageState(), []);

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
      setTimeout(() => top.current?.scrollIntoView({ behavior: scrollMotion(), block: 'start' }), scrollDelay),
      setTimeout(() => document.getElementById(`quote-step-title-${next}`)?.focus({ preventScroll: true }), focusDelay),
    );
  };

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((all) => ({ ...all, [name]: value }));
    clearError(name);
  };

  const next = () => {
    const moved = nextFrom(step, values);
    setSummarised(false);
    if ('errors' in moved) return showErrors(inWords(moved.errors));
    setErrors({});
    goTo(moved.step);
  };

  const previous = () => {
    setErrors({});
    goTo(previousFrom(step));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (step < lastStep) return next();
    setSummarised(true);
    const openStepInError = (found: Record<string, string>) => {
      const first = firstStepInError(Object.keys(found));
      if (first !== null && first !== step) goTo(first);
    };
    const sent = await send(quoteSchema, values, openStepInError);
    if (sent) {
      setReference(sent.reference);
      goTo(thanksStep);
    }
  };

  const startAgain = () => {
    setValues(empty);
    setErrors({});
    goTo(0);
  };

  /**
   * The summary lists the errors it may link to: every step's as the server shows them all (before
   * React, the no-JS answer's), the open step's once React shows one at a time.
   */
  const summaryErrors = !summarised ? {} : enhanced ? Object.fromEntries(Object.entries(errors).filter(([field]) => stepOfField(field) === step)) : errors;
  const summaryProps = { errors: summaryErrors, order: fieldOrder, idOf: (field: string) => controlId(field, props), ref: summary };

  return {
    enhanced,
    values,
    errors,
    step,
    reference,
    submitting,
    top,
    form,
    honeypot,
    summary: summaryProps,
    set,
    emptyErrors,
    next,
    previous,
    submit,
    startAgain,
  };
}

export type QuoteWizardState = ReturnType<typeof useQuoteWizard>;
