import { Fragment, type ReactNode, type Ref } from 'react';
import { acceptOf, formFile, type FileRules } from '../../src/submissions/descriptor';
import type { FieldErrors, FieldSpec } from '../../src/submissions/field-rules';
import { Field, FieldError, type FieldProps, type FieldTexts } from './form-kit';

type FieldControlProps = Omit<FieldProps, 'children' | 'required'> & {
  /** The field as its form's descriptor describes it: name, required flag, role and input hints. */
  spec: FieldSpec<string>;
  value: string;
  onChange: (value: string) => void;
};

/**
 * The field kit (docs/decisions/0037-form-descriptors.md): a labelled text field whose value React
 * holds, drawn from its spec: required from its rule, a textarea for `rows`, else an input of its
 * `type`, `autocomplete` and `inputmode`. Its `maxLength` is not written as `maxlength`: a browser
 * would cut a pasted text silently, where the rule says how long it may be.
 */
export function FieldControl({ spec, value, onChange, ...field }: FieldControlProps) {
  const { type, autoComplete, inputMode, rows } = spec.hints;
  return (
    <Field {...field} required={spec.required}>
      {(aria) =>
        rows ? (
          <textarea {...aria} name={spec.name} rows={rows} value={value} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...aria}
            name={spec.name}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

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
          {spec.required ? (
            <>
              <span className="required-mark" aria-hidden="true">
                {' *'}
              </span>
              <span className="sr-only"> ({texts.requiredMark})</span>
            </>
          ) : (
            <span className="optional-mark"> ({texts.optional})</span>
          )}
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A value the page sets, not the visitor (hint `type: 'hidden'`): an application's opening. */
export function HiddenField({ spec, value }: { spec: FieldSpec<string>; value: string }) {
  return <input type="hidden" name={spec.name} value={value} />;
}

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

/** One-line fields of the person (a role, no `rows`) go two by two in a row: names, then address and organisation or phone. */
const paired = (spec: FieldSpec<string>) => spec.role !== undefined && !spec.hints.rows;

/** The fields as the form lays them out: each pair of `paired` fields in one `.form-row`, every other field on its own. */
export function FieldRows<S extends FieldSpec<string>>({ specs, control }: { specs: readonly S[]; control: (spec: S) => ReactNode }) {
  const rows: S[][] = [];
  for (const spec of specs) {
    const last = rows.at(-1);
    if (last && last.length === 1 && paired(last[0]) && paired(spec)) last.push(spec);
    else rows.push([spec]);
  }
  return rows.map((row) =>
    row.length === 2 ? (
      <div key={row[0].name} className="form-row">
        {control(row[0])}
        {control(row[1])}
      </div>
    ) : (
      <Fragment key={row[0].name}>{control(row[0])}</Fragment>
    ),
  );
}
