import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

export type SelectOption = { value: string; label: string };

/** What a control says of itself: its hint and error ids, and whether it is invalid. */
export type ControlAria = { 'aria-describedby'?: string; 'aria-invalid'?: true };

type FieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control, given the attributes that tie it to its hint and error. */
  children: (aria: ControlAria) => ReactNode;
};

/** A labelled control of the staff pages, with its hint and its error above it. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="admin-error">
          {error}
        </p>
      ) : null}
      {children({ 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}

type TypedFieldProps = Omit<FieldProps, 'children'> & { id: string } & (
    | ({ control: 'input' } & InputHTMLAttributes<HTMLInputElement>)
    | ({ control: 'textarea' } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  );

/** A labelled text control that takes the focus back when its value was refused (`error`); its attributes in the order given. */
export function TypedField({ id, label, hint, error, control, ...attributes }: TypedFieldProps) {
  const Control = control as 'input';
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(aria) => <Control id={id} {...(attributes as InputHTMLAttributes<HTMLInputElement>)} autoFocus={error ? true : undefined} {...aria} />}
    </Field>
  );
}

type SelectFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The words of an empty first choice ("any"), when the field may be left unset. */
  any?: string;
  /** What is wrong with the value posted, tied to the select. */
  error?: string;
};

/** A labelled select of the staff pages. */
export function SelectField({ id, name, label, value, options, any, error }: SelectFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(aria) => (
        <select id={id} name={name} defaultValue={value} {...aria}>
          {any === undefined ? null : <option value="">{any}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Facts about a lead, term and value (the figures island draws them too). */
export { FactList } from '../../../client/parts/fact-list';

/** A row of links, one per choice (a status, a period), the current one marked; `children` are more items after them. */
export function ChoiceLinks({ label, links, children }: { label: string; links: { href: string; label: string; current: boolean }[]; children?: ReactNode }) {
  return (
    <nav aria-label={label}>
      <ul className="admin-counts">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} aria-current={link.current ? 'true' : undefined}>
              {link.label}
            </a>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}

/** A table of the staff pages: a region named by its caption, scrolled by keyboard too, with a row of column headings. */
export function AdminTable({ id, caption, headings, children }: { id: string; caption: string; headings: string[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
      <table className="admin-grid">
        <caption id={`${id}-caption`}>{caption}</caption>
        <ColumnHeadings headings={headings} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A table's row of column headings. */
export function ColumnHeadings({ headings }: { headings: string[] }) {
  return (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th key={heading} scope="col">
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}
