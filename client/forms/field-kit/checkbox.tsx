import type { ReactNode } from 'react';
import type { FieldSpec } from '../../../src/submissions/field-rules';
import { FieldError, RequiredMark, type FieldTexts } from '../form-kit';

type CheckboxControlProps = {
  id: string;
  /** A field whose hints say `type: 'checkbox'`: ticked, it sends `yes`. */
  spec: FieldSpec<string>;
  /** Its words beside the box (a sentence, maybe with a link). */
  label: ReactNode;
  error?: string;
  texts: FieldTexts;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A box to tick with its words beside it, its field's name as a class (`form-consent`), its error underneath. */
export function CheckboxControl({ id, spec, label, error, texts, checked, onChange }: CheckboxControlProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`form-field form-${spec.name}${error ? ' has-error' : ''}`}>
      <label className="form-check" htmlFor={id}>
        <input
          id={id}
          name={spec.name}
          type="checkbox"
          value="yes"
          checked={checked}
          aria-required={spec.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          {label}
          <RequiredMark required={spec.required} texts={texts} />
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
