import { Fragment } from 'react';
import type { FieldSpec } from '../../../src/submissions/field-rules';
import { Field, type FieldProps, type FieldTexts } from '../form-kit';

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

/** One-line fields of the person (a role, no `rows`) go two by two in a row: names, then address and organisation or phone. */
const paired = (spec: FieldSpec<string>) => spec.role !== undefined && !spec.hints.rows;

/** What `FieldRows` draws each field with: its id, its label and error, its value held by React. */
export type RowsProps<N extends string> = {
  specs: readonly FieldSpec<N>[];
  idOf: (name: N) => string;
  texts: FieldTexts & { labels: Record<N, string> };
  errors: Partial<Record<N, string>>;
  values: Record<N, string>;
  onChange: (name: N, value: string) => void;
};

/** The fields as the form lays them out, each a `FieldControl`: each pair of `paired` fields in one `.form-row`, every other field on its own. */
export function FieldRows<N extends string>({ specs, idOf, texts, errors, values, onChange }: RowsProps<N>) {
  const control = (spec: FieldSpec<N>) => (
    <FieldControl
      id={idOf(spec.name)}
      label={texts.labels[spec.name]}
      spec={spec}
      error={errors[spec.name]}
      texts={texts}
      value={values[spec.name]}
      onChange={(value) => onChange(spec.name, value)}
    />
  );
  const rows: FieldSpec<N>[][] = [];
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
