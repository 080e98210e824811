/** A one-button form of the staff pages: posts one hidden value (the lead, the address, the status) to `action`. */
export function PostButton({
  action,
  field,
  label,
  primary = false,
}: {
  action: string;
  field: { name: string; value: string };
  label: string;
  primary?: boolean;
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name={field.name} value={field.value} />
      <button type="submit" className={`btn ${primary ? 'btn-primary' : 'btn-secondary'}`}>
        {label}
      </button>
    </form>
  );
}
