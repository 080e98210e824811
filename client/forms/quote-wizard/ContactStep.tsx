import type { Ref } from 'react';
import { quoteContactSpecs } from '../../../src/submissions/quote';
import { Honeypot } from '../form-kit';
import { FieldControl, FieldRows } from '../field-kit/text';
import type { ContactName, Errors, QuoteWizardTexts, Values } from './types';

type Props = {
  texts: QuoteWizardTexts;
  values: Values;
  errors: Errors;
  set: (name: ContactName, value: string) => void;
  honeypot: Ref<HTMLInputElement>;
};

/** Step 4: who is asking; each control drawn by the field kit from the step's field specs. */
export function ContactStep({ texts, values, errors, set, honeypot }: Props) {
  const control = (spec: (typeof quoteContactSpecs)[number]) => (
    <FieldControl
      id={`quote-${spec.name}`}
      label={texts.labels[spec.name]}
      spec={spec}
      error={errors[spec.name]}
      texts={texts}
      value={values[spec.name]}
      onChange={(value) => set(spec.name, value)}
    />
  );
  return (
    <>
      <p className="form-hint">{texts.requiredHint}</p>
      <FieldRows specs={quoteContactSpecs} control={control} />
      <Honeypot id="quote-honeypot" label={texts.honeypot} ref={honeypot} />
    </>
  );
}
