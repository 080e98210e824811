import { ChoiceCards } from '../form-kit';
import type { Choice, Errors, Values } from './types';

type Set = <K extends keyof Values>(name: K, value: Values[K]) => void;

/** Step 1: the services, several at once, their error before them (`ChoiceCards`). */
export function ServicesStep({ services, values, errors, set }: { services: Choice[]; values: Values; errors: Errors; set: Set }) {
  return (
    <ChoiceCards errorId="quote-services-error" error={errors.services}>
      {services.map((service) => (
        <label key={service.id} className="choice-card" htmlFor={`quote-services-${service.id}`}>
          <input
            id={`quote-services-${service.id}`}
            type="checkbox"
            name="services"
            value={service.id}
            checked={values.services.includes(service.id)}
            onChange={(event) => set('services', event.target.checked ? [...values.services, service.id] : values.services.filter((id) => id !== service.id))}
            aria-describedby={errors.services ? 'quote-services-error' : undefined}
          />
          <span className="choice-label">{service.label}</span>
        </label>
      ))}
    </ChoiceCards>
  );
}

type ChoiceStepProps = { field: 'plan' | 'budget' | 'timeline'; choices: Choice[]; values: Values; errors: Errors; set: Set };

/** Steps 2 and 3, one budget, one timeline; and the optional plan of step 1: each error before its cards. */
export function ChoiceStep({ field, choices, values, errors, set }: ChoiceStepProps) {
  return (
    <ChoiceCards errorId={`quote-${field}-error`} error={errors[field]}>
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
    </ChoiceCards>
  );
}
