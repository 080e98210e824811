import type { FieldSpec } from '../../../src/submissions/field-rules';

/** A value the page sets, not the visitor (hint `type: 'hidden'`): an application's opening. */
export function HiddenField({ spec, value }: { spec: FieldSpec<string>; value: string }) {
  return <input type="hidden" name={spec.name} value={value} />;
}
