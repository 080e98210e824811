import type { Ref } from 'react';
import { quoteContactSpecs } from '../../../src/submissions/quote';
import { isRequiredField } from '../../../src/submissions/field-rules';
import { Field, Honeypot } from '../form-kit';
import type { ContactName, Errors, QuoteWizardTexts, Values } from './types';

const inputs: Partial<Record<ContactName, { type: string; autoComplete: string }>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
};

type Props = {
  texts: QuoteWizardTexts;
  values: Values;
  errors: Errors;
  set: (name: ContactName, value: string) => void;
  honeypot: Ref<HTMLInputElement>;
};

/** Step 4: who is asking; required flags come from the schema. */
export function ContactStep({ texts, values, errors, set, honeypot }: Props) {
  const control = (name: ContactName) => (
    <Field id={`quote-${name}`} label={texts.labels[name]} required={isRequiredField(quoteContactSpecs, name)} error={errors[name]} texts={texts}>
      {(aria) =>
        inputs[name] ? (
          <input {...aria} name={name} {...inputs[name]} value={values[name]} onChange={(event) => set(name, event.target.value)} />
        ) : (
          <textarea {...aria} name={name} rows={4} value={values[name]} onChange={(event) => set(name, event.target.value)} />
        )
      }
    </Field>
  );
  return (
    <>
      <p className="form-hint">{texts.requiredHint}</p>
      <div className="form-row">
        {control('firstName')}
        {control('lastName')}
      </div>
      <div className="form-row">
        {control('email')}
        {control('phone')}
      </div>
      {control('company')}
      {control('projectDescription')}
      <Honeypot id="quote-honeypot" label={texts.honeypot} ref={honeypot} />
    </>
  );
}
