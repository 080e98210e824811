import type { Ref } from 'react';
import { acceptOf, formFile, type FileRules } from '../../../src/submissions/form-file';
import type { FieldErrors } from '../../../src/submissions/field-rules';
import { Field, type FieldProps } from '../form-kit';

type FileControlProps = Omit<FieldProps, 'children' | 'required'> & {
  /** The form's file rules (its descriptor's `file`): the input's field and the kinds it accepts. */
  rules: FileRules;
  inputRef?: Ref<HTMLInputElement>;
  onChange: () => void;
};

/**
 * The form's one file (docs/decisions/0037-form-descriptors.md): required, its `accept` made from the
 * kinds of its rules. The chosen file stays in the input, read through `inputRef`; the server judges its bytes.
 */
export function FileControl({ rules, inputRef, onChange, ...field }: FileControlProps) {
  return (
    <Field {...field} required>
      {(aria) => (
        <input
          ref={inputRef}
          id={aria.id}
          name={rules.field}
          type="file"
          accept={acceptOf(rules)}
          required
          aria-invalid={aria['aria-invalid']}
          aria-describedby={aria['aria-describedby']}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

/** What the browser can tell of a chosen file before it goes: there is one, not empty, not too big; worded as the server's errors. */
export function chosenFileErrors(rules: FileRules, file: File | undefined): FieldErrors {
  const { errors } = formFile(rules);
  if (!file) return { [rules.field]: errors.required };
  if (file.size === 0) return { [rules.field]: errors.empty };
  return file.size > rules.maxBytes ? { [rules.field]: errors.tooLarge } : {};
}
