import type { FieldRole, FieldSpec } from './field-rules';

/** A form as far as its fields go: a descriptor (`descriptor.ts`), or none for a row of a form the site no longer takes. */
type Fields = { fields: readonly FieldSpec<string>[] } | undefined;

/**
 * The stored value of the form's field of that role (docs/decisions/0037-form-descriptors.md), when
 * the form has one and it holds text: every reader asks for a role, never for a field's name.
 */
export function valueByRole(form: Fields, data: Record<string, unknown>, role: FieldRole): string | undefined {
  const field = form?.fields.find((spec) => spec.role === role);
  const value = field ? data[field.name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** Who sent a submission: the address, the name as given then family name ('' when none), the organisation. */
export type Person = { email: string | undefined; name: string; company: string };

export const personOf = (form: Fields, data: Record<string, unknown>): Person => ({
  email: valueByRole(form, data, 'email'),
  name: `${valueByRole(form, data, 'givenName') ?? ''} ${valueByRole(form, data, 'familyName') ?? ''}`.trim(),
  company: valueByRole(form, data, 'organization') ?? '',
});

/** The fields that name the person (a link there is never a name, spam-signals.ts). */
export const nameFieldsOf = (form: Fields): string[] =>
  (form?.fields ?? []).filter(({ role }) => role === 'givenName' || role === 'familyName').map(({ name }) => name as string);

/** A stored row's `data` column read back: its values by field name, or none when it is not a JSON object. */
export function rowData(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
