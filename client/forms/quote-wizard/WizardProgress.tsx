import { quoteSteps } from '../../../src/business/quote-choices';
import type { QuoteWizardTexts } from './types';

/** "Step n of 4" (announced politely) and the four numbered steps, the current one marked. */
export function WizardProgress({ step, texts }: { step: number; texts: QuoteWizardTexts }) {
  return (
    <div className="wizard-progress-block">
      <p className="wizard-progress-text" aria-live="polite">
        {texts.progress[step]}
      </p>
      <ol className="wizard-progress" aria-label={texts.progressLabel}>
        {quoteSteps.map((name, index) => (
          <li key={name} className={index < step ? 'is-done' : index === step ? 'is-current' : undefined} aria-current={index === step ? 'step' : undefined}>
            <span className="wizard-progress-dot" aria-hidden="true">
              {index + 1}
            </span>
            <span className="wizard-progress-name">{texts.steps[name].short}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The heading of a step, focusable so a step change can move focus to it. */
export function StepHeading({ index, title }: { index: number; title: string }) {
  return (
    <h2 id={`quote-step-title-${index}`} tabIndex={-1} className="quote-step-title">
      {title}
    </h2>
  );
}
