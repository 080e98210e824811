export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The words of an empty first choice ("any"), when the field may be left unset. */
  any?: string;
};

/** A labelled select of the staff pages. */
export function SelectField({ id, name, label, value, options, any }: SelectFieldProps) {
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
