import type { Ref } from 'react';
import { quoteContactSpecs } from '../../../src/submissions/quote';
import { Honeypot } from '../form-kit';
import { FieldRows } from '../field-kit/text';
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
  return (
    <>
      <p className="form-hint">{texts.requiredHint}</p>
      <FieldRows specs={quoteContactSpecs} idOf={(name) => `quote-${name}`} texts={texts} errors={errors} values={values} onChange={set} />
      <Honeypot id="quote-honeypot" label={texts.honeypot} ref={honeypot} />
    </>
  );
}
