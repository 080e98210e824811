import { type ControlAria, Field, SelectField } from '../shared/fields';
import { editorLimits, type EditorValues } from './values';

/** The id of a field of the proposal editor, from its name (`l1.price` → `f-l1-price`). */
export const fieldId = (name: string) => `f-${name.replace(/\./g, '-')}`;

/** A text control of the editor, its error beside it, its typed value kept. */
export function Typed({
  name,
  label,
  values,
  errors,
  hint,
  multiline,
  ...attributes
}: {
  name: string;
  label: string;
  values: EditorValues;
  errors: Record<string, string>;
  hint?: string;
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric' | 'email';
  type?: string;
  maxLength?: number;
  autoComplete?: string;
}) {
  const id = fieldId(name);
  return (
    <Field id={id} label={label} hint={hint} error={errors[name]}>
      {(aria: ControlAria) =>
        multiline ? (
          <textarea id={id} name={name} rows={3} defaultValue={values[name] ?? ''} maxLength={editorLimits.text} {...aria} />
        ) : (
          <input id={id} name={name} type={attributes.type ?? 'text'} defaultValue={values[name] ?? ''} {...attributes} {...aria} />
        )
      }
    </Field>
  );
}

export function Choice({
  name,
  label,
  values,
  errors,
  options,
}: {
  name: string;
  label: string;
  values: EditorValues;
  errors: Record<string, string>;
  options: { value: string; label: string }[];
}) {
  return <SelectField id={fieldId(name)} name={name} label={label} value={values[name] ?? ''} options={options} error={errors[name]} />;
}
