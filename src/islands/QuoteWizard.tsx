import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { quoteSteps, type QuoteStep } from '../content/quote';
import { ui } from '../content/ui';
import { quoteSchema, quoteStepFields, quoteStepSchemas } from '../forms/quote';
import { messageOf, validate } from '../forms/rules';
import { Field, FieldError, Honeypot, createPoster, focusFirstInvalid, sendWithToasts, type FieldTexts, type FormIslandBase } from './form-kit';

type Choice = { id: string; label: string; detail?: string };
type ContactName = keyof typeof quoteStepFields.contact;
type Values = { services: string[]; budget: string; timeline: string } & Record<ContactName, string>;

export type QuoteWizardProps = FormIslandBase & {
  services: Choice[];
  budgets: Choice[];
  timelines: Choice[];
  texts: FieldTexts & {
    requiredHint: string;
    honeypot: string;
    /** "Step n of 4", one per step. */
    progress: string[];
    progressLabel: string;
    previous: string;
    next: string;
    submit: string;
    sending: string;
    steps: Record<QuoteStep, { title: string; lead: string; short: string }>;
    labels: Record<ContactName, string>;
    success: { title: string; description: string };
    failure: { title: string; description: string };
    thanks: { title: string; text: string; again: string };
  };
};

const contactNames = Object.keys(quoteStepFields.contact) as ContactName[];
const fieldOrder = ['services', 'budget', 'timeline', ...contactNames];
const empty: Values = { services: [], budget: '', timeline: '', ...(Object.fromEntries(contactNames.map((name) => [name, ''])) as Record<ContactName, string>) };
const storageKey = 'quote-wizard';
const thanksStep = quoteSteps.length;

/** The id of a field's first control (checkbox or radio groups: their first option). */
const controlId = (field: string, choices: { services: Choice[]; budgets: Choice[]; timelines: Choice[] }) =>
  field === 'services'
    ? `quote-services-${choices.services[0].id}`
    : field === 'budget'
      ? `quote-budget-0`
      : field === 'timeline'
        ? `quote-timeline-0`
        : `quote-${field}`;

const stepOfField = (field: string) => quoteSteps.findIndex((step) => field in quoteStepFields[step]);

/**
 * The quote wizard of SPEC.md: four steps and a thank-you step. On the server (and without
 * JavaScript) it is one form with all four fieldsets; once hydrated it shows one step at a time.
 */
export default function QuoteWizard(props: QuoteWizardProps) {
  const { action, endpoint, lang, formKey, messages, initial, texts } = props;
  const [enhanced, setEnhanced] = useState(false);
  const [values, setValues] = useState<Values>(() => ({ ...empty, ...(initial?.values as Partial<Values>) }));
  const [errors, setErrors] = useState<Record<string, string>>(initial?.errors ?? {});
  const [step, setStep] = useState(() => {
    if (initial?.status === 'sent') return thanksStep;
    const first = fieldOrder.find((field) => initial?.errors[field]);
    return first ? stepOfField(first) : 0;
  });
  const [submitting, setSubmitting] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const post = useRef(createPoster(endpoint));
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    setEnhanced(true);
    if (initial) return;
    try {
      const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as { step: number; values: Values } | null;
      if (saved?.values) {
        setValues({ ...empty, ...saved.values });
        setStep(Math.min(Math.max(0, saved.step | 0), quoteSteps.length - 1));
      }
    } catch {
      /* storage unavailable: start empty */
    }
  }, [initial]);

  useEffect(() => {
    if (!enhanced) return;
    try {
      if (step === thanksStep) sessionStorage.removeItem(storageKey);
      else sessionStorage.setItem(storageKey, JSON.stringify({ step, values }));
    } catch {
      /* storage unavailable: nothing kept across reloads */
    }
  }, [enhanced, step, values]);

  /** SPEC.md §9: scroll smoothly to the top of the form, then move focus to the step's heading. */
  const goTo = (next: number) => {
    setStep(next);
    const [scrollDelay, focusDelay] = ui.quoteScrollDelaysMs;
    timers.current.push(
      setTimeout(() => top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }), scrollDelay),
      setTimeout(() => document.getElementById(`quote-step-title-${next}`)?.focus({ preventScroll: true }), focusDelay),
    );
  };

  const resolve = (found: Record<string, { key: keyof typeof messages; max?: number }>) =>
    Object.fromEntries(Object.entries(found).map(([field, error]) => [field, messageOf(error, messages)]));

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    focusFirstInvalid(fieldOrder, found, (field) => controlId(field, props));
  };

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((all) => ({ ...all, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const next = () => {
    const result = validate(quoteStepSchemas[quoteSteps[step]], values);
    if (!result.ok) return showErrors(resolve(result.errors));
    setErrors({});
    goTo(step + 1);
  };

  const previous = () => {
    setErrors({});
    goTo(Math.max(0, step - 1));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (step < quoteSteps.length - 1) return next();
    const payload = { ...values, _honeypot: honeypot.current?.value ?? '', lang, page: action };
    const result = validate(quoteSchema, payload);
    if (!result.ok) {
      const found = resolve(result.errors);
      const firstStep = Math.min(...Object.keys(found).map(stepOfField).filter((index) => index >= 0));
      if (firstStep !== step) goTo(firstStep);
      return showErrors(found);
    }
    setErrors({});
    setSubmitting(true);
    const answer = await sendWithToasts(post.current, payload, texts);
    setSubmitting(false);
    if (answer.ok) {
      goTo(thanksStep);
      return;
    }
    if (answer.fields) showErrors(answer.fields);
  };

  const startAgain = () => {
    setValues(empty);
    setErrors({});
    goTo(0);
  };

  const shown = (index: number) => !enhanced || index === step;
  const heading = (index: number, title: string) => (
    <h2 id={`quote-step-title-${index}`} tabIndex={-1} className="quote-step-title">
      {title}
    </h2>
  );

  if (step === thanksStep) {
    return (
      <div ref={top} className="quote-wizard quote-thanks" data-enhanced={enhanced || undefined}>
        {heading(thanksStep, texts.thanks.title)}
        <p>{texts.thanks.text}</p>
        <a
          className="btn btn-primary"
          href={action}
          onClick={(event) => {
            event.preventDefault();
            startAgain();
          }}
        >
          {texts.thanks.again}
        </a>
      </div>
    );
  }

  const choiceGroup = (field: 'budget' | 'timeline', choices: Choice[]) => (
    <div className="choice-grid">
      {choices.map((choice, index) => (
        <label key={choice.id} className="choice-card" htmlFor={`quote-${field}-${index}`}>
          <input
            id={`quote-${field}-${index}`}
            type="radio"
            name={field}
            value={choice.id}
            checked={values[field] === choice.id}
            onChange={() => set(field, choice.id)}
            aria-describedby={errors[field] ? `quote-${field}-error` : undefined}
          />
          <span className="choice-label">{choice.label}</span>
          {choice.detail ? <span className="choice-detail">{choice.detail}</span> : null}
        </label>
      ))}
    </div>
  );

  const stepBody: Record<QuoteStep, () => ReactElement> = {
    services: () => (
      <div className="choice-grid">
        {props.services.map((service) => (
          <label key={service.id} className="choice-card" htmlFor={`quote-services-${service.id}`}>
            <input
              id={`quote-services-${service.id}`}
              type="checkbox"
              name="services"
              value={service.id}
              checked={values.services.includes(service.id)}
              onChange={(event) =>
                set('services', event.target.checked ? [...values.services, service.id] : values.services.filter((id) => id !== service.id))
              }
              aria-describedby={errors.services ? 'quote-services-error' : undefined}
            />
            <span className="choice-label">{service.label}</span>
          </label>
        ))}
      </div>
    ),
    budget: () => choiceGroup('budget', props.budgets),
    timeline: () => choiceGroup('timeline', props.timelines),
    contact: () => (
      <>
        <p className="form-hint">{texts.requiredHint}</p>
        <div className="form-row">
          {contactControl('firstName', 'text', 'given-name')}
          {contactControl('lastName', 'text', 'family-name')}
        </div>
        <div className="form-row">
          {contactControl('email', 'email', 'email')}
          {contactControl('phone', 'tel', 'tel')}
        </div>
        {contactControl('company', 'text', 'organization')}
        {contactControl('projectDescription')}
        <Honeypot id="quote-honeypot" label={texts.honeypot} />
      </>
    ),
  };

  function contactControl(name: ContactName, type = 'text', autoComplete?: string) {
    const required = name === 'firstName' || name === 'lastName' || name === 'email';
    return (
      <Field id={`quote-${name}`} label={texts.labels[name]} required={required} error={errors[name]} texts={texts}>
        {(aria) =>
          name === 'projectDescription' ? (
            <textarea {...aria} name={name} rows={4} value={values[name]} onChange={(event) => set(name, event.target.value)} />
          ) : (
            <input {...aria} name={name} type={type} autoComplete={autoComplete} value={values[name]} onChange={(event) => set(name, event.target.value)} />
          )
        }
      </Field>
    );
  }

  return (
    <div ref={top} className="quote-wizard" data-enhanced={enhanced || undefined}>
      {initial?.notice ? (
        <div className="form-notice form-notice-error" role="alert">
          <p className="form-notice-title">{texts.failure.title}</p>
          <p>{initial.notice}</p>
        </div>
      ) : null}
      <div className="wizard-progress-block">
        <p className="wizard-progress-text" aria-live="polite">
          {texts.progress[step]}
        </p>
        <ol className="wizard-progress" aria-label={texts.progressLabel}>
          {quoteSteps.map((name, index) => (
            <li
              key={name}
              className={index < step ? 'is-done' : index === step ? 'is-current' : undefined}
              aria-current={index === step ? 'step' : undefined}
            >
              <span className="wizard-progress-dot" aria-hidden="true">
                {index + 1}
              </span>
              <span className="wizard-progress-name">{texts.steps[name].short}</span>
            </li>
          ))}
        </ol>
      </div>
      <form className="site-form quote-form" method="post" action={action} noValidate onSubmit={onSubmit}>
        <input type="hidden" name="_key" value={formKey} />
        {quoteSteps.map((name, index) =>
          shown(index) ? (
            <fieldset
              key={name}
              className={`quote-step${index === step ? ' is-current' : ' is-later'}`}
              aria-describedby={errors[name] ? `quote-${name}-error` : undefined}
            >
              <legend>{heading(index, texts.steps[name].title)}</legend>
              <p className="quote-step-lead">{texts.steps[name].lead}</p>
              {stepBody[name]()}
              {name === 'contact' ? null : <FieldError id={`quote-${name}-error`} error={errors[name]} />}
              <div className="wizard-nav">
                {index > 0 ? (
                  <button type="button" className="btn btn-secondary wizard-js" onClick={previous}>
                    {texts.previous}
                  </button>
                ) : null}
                {index < quoteSteps.length - 1 ? (
                  <button type="button" className="btn btn-primary wizard-js" onClick={next}>
                    {texts.next}
                  </button>
                ) : (
                  <button type="submit" className="btn btn-primary" disabled={submitting}>
                    {submitting ? texts.sending : texts.submit}
                  </button>
                )}
              </div>
            </fieldset>
          ) : null,
        )}
      </form>
    </div>
  );
}
