import { quoteSteps, type QuoteStep } from '../../src/business/quote-choices';
import { ErrorSummary } from './error-summary';
import { CollectionNotice, FormNotice } from './form-kit';
import { type Choice, ChoiceGroup } from './field-kit/choice';
import { ContactStep } from './quote-wizard/ContactStep';
import { StepHeading, WizardProgress } from './quote-wizard/WizardProgress';
import { thanksStep, useQuoteWizard, type QuoteWizardState } from './quote-wizard/useQuoteWizard';
import { withReference } from '../../src/submissions/reference';
import { quoteChoiceSpecs } from '../../src/submissions/quote';
import type { QuoteWizardProps, Values } from './quote-wizard/types';

export type { QuoteWizardProps };

const choiceSpec = Object.fromEntries(quoteChoiceSpecs.map((spec) => [spec.name, spec])) as Record<ChoiceName, (typeof quoteChoiceSpecs)[number]>;
type ChoiceName = (typeof quoteChoiceSpecs)[number]['name'];

function StepBody({ name, props, wizard }: { name: QuoteStep; props: QuoteWizardProps; wizard: QuoteWizardState }) {
  const { values, errors, set } = wizard;
  const group = (field: ChoiceName, choices: Choice[]) => (
    <ChoiceGroup
      id={`quote-${field}`}
      spec={choiceSpec[field]}
      choices={choices}
      value={values[field]}
      error={errors[field]}
      onChange={(value) => set(field, value as Values[typeof field])}
    />
  );
  switch (name) {
    case 'services':
      return (
        <>
          {/* The services' error right before their cards (also where early-errors.ts puts it before React). */}
          {group('services', props.services)}
          <fieldset className="quote-plan" aria-describedby={errors.plan ? 'quote-plan-error' : undefined}>
            <legend>{props.texts.plan.legend}</legend>
            {group('plan', [{ id: '', label: props.texts.plan.none }, ...props.plans])}
          </fieldset>
        </>
      );
    case 'budget':
      return group('budget', props.budgets);
    case 'timeline':
      return group('timeline', props.timelines);
    default:
      return <ContactStep texts={props.texts} values={values} errors={errors} set={set} honeypot={wizard.honeypot} />;
  }
}

/**
 * The quote wizard: four steps and a thank-you step. On the server (and without JavaScript) it
 * is one form with all four fieldsets; once hydrated it shows one step at a time.
 */
export default function QuoteWizard(props: QuoteWizardProps) {
  const { action, initial, texts } = props;
  const wizard = useQuoteWizard(props);
  const { enhanced, errors, step, submitting, top } = wizard;

  if (step === thanksStep) {
    return (
      <div ref={top} className="quote-wizard quote-thanks" data-enhanced={enhanced || undefined}>
        <StepHeading index={thanksStep} title={texts.thanks.title} />
        <p>{texts.thanks.text}</p>
        {wizard.reference ? <p className="quote-reference">{withReference(texts.reference, wizard.reference)}</p> : null}
        {initial?.held ? <p>{texts.heldNote}</p> : null}
        <a
          className="btn btn-primary"
          href={action}
          onClick={(event) => {
            event.preventDefault();
            wizard.startAgain();
          }}
        >
          {texts.thanks.again}
        </a>
      </div>
    );
  }

  return (
    <div ref={top} className="quote-wizard" data-enhanced={enhanced || undefined}>
      {initial?.notice ? <FormNotice kind="error" title={texts.failure.title} text={initial.notice} /> : null}
      <ErrorSummary id="quote-error-summary" title={texts.errorSummary} {...wizard.summary} />
      <WizardProgress step={step} texts={texts} />
      <form ref={wizard.form} className="site-form quote-form" method="post" action={action} noValidate onSubmit={wizard.submit}>
        {quoteSteps.map((name, index) =>
          !enhanced || index === step ? (
            <fieldset
              key={name}
              className={`quote-step${index === step ? ' is-current' : ' is-later'}`}
              aria-describedby={errors[name] ? `quote-${name}-error` : undefined}
              data-empty-errors={index < quoteSteps.length - 1 ? wizard.emptyErrors[name] : undefined}
            >
              <legend>
                <StepHeading index={index} title={texts.steps[name].title} />
              </legend>
              <p className="quote-step-lead">{texts.steps[name].lead}</p>
              <StepBody name={name} props={props} wizard={wizard} />
              {name === 'contact' ? <CollectionNotice id="quote-collection-notice" texts={texts.collection} /> : null}
              <div className="wizard-nav">
                {index > 0 ? (
                  <button type="button" className="btn btn-secondary wizard-js" data-move="previous" onClick={wizard.previous}>
                    {texts.previous}
                  </button>
                ) : null}
                {index < quoteSteps.length - 1 ? (
                  <button type="button" className="btn btn-primary wizard-js" onClick={wizard.next}>
                    {texts.next}
                  </button>
                ) : (
                  <button type="submit" className="btn btn-primary" disabled={submitting} aria-describedby="quote-collection-notice">
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
