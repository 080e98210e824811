import { Field, type FieldProps } from './form-kit';

type TextControlProps = Omit<FieldProps, 'children'> & {
  name: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  /** A textarea of this many lines rather than a one-line input. */
  rows?: number;
};

/** A labelled text field whose value React holds. */
export function TextControl({ name, value, onChange, type = 'text', autoComplete, rows, ...field }: TextControlProps) {
  return (
    <Field {...field}>
      {(aria) =>
        rows ? (
          <textarea {...aria} name={name} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...aria} name={name} type={type} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
        )
      }
    </Field>
  );
}
