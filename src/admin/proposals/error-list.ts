import { dataKey, type T } from '../../i18n';
import { languages } from '../../languages';
import { fieldId } from './EditorControls';
import { bilingualTexts, type EditorValues, postedLineIds } from './values';
import { paymentFields } from './deposit-form';

/** A line's fields, in the order `LineFields.tsx` shows them. */
const lineFields = ['nameFr', 'nameEn', 'quantity', 'unit', 'price', 'discount', 'pricing', 'group'];

/** The fields of a proposal's page in the order the page shows them: the extension's days, the deposit's payment, then the editor's. */
function shownOrder(values: EditorValues): string[] {
  const client = ['name', 'company', 'email', 'lang'].map((name) => `client.${name}`);
  const lines = postedLineIds(values).flatMap((id) => lineFields.map((name) => `${id}.${name}`));
  const terms = ['deposit.kind', 'deposit.percent', 'deposit.amount', 'paymentDays', 'validityDays'];
  const texts = bilingualTexts.flatMap((name) => languages.map((code) => `${name}.${code}`));
  return ['days', ...paymentFields, ...client, 'lines', ...lines, 'catalogue', ...terms, ...texts, 'total'];
}

/** A field's label as the editor writes it: `client.name` is `admin:proposals.editor.clientName`, a line's field is named with its line. */
function labelOf(t: T, values: EditorValues, name: string): string {
  if (name === 'days') return t('admin:proposals.actions.extendDays');
  if (name === 'total') return t('admin:proposals.figures.total');
  const [head = '', tail] = name.split('.');
  const line = postedLineIds(values).indexOf(head);
  const key = (field: string) => t(dataKey(`admin:proposals.editor.${field}`));
  if (line >= 0 && tail) return t('admin:proposals.errorSummary.lineField', { line: t('admin:proposals.editor.line', { n: line + 1 }), field: key(tail) });
  return key(tail ? `${head}${tail[0]?.toUpperCase()}${tail.slice(1)}` : head);
}

/**
 * A refused proposal's errors for the page's error summary (`client/forms/error-summary.tsx`, the
 * public forms' own): each as a link to its field, in the page's order, named by its label since
 * the staff's messages are the same for many fields (docs/decisions/0045-errors-seen-at-once.md).
 */
export function errorList(t: T, values: EditorValues, errors: Record<string, string>) {
  const worded = Object.fromEntries(
    Object.entries(errors).map(([name, message]) => [name, t('admin:proposals.errorSummary.link', { field: labelOf(t, values, name), message })]),
  );
  const idOf = (name: string) => (name === 'lines' ? 'lines-title' : name === 'total' ? 'total-error' : fieldId(name));
  return { errors: worded, order: shownOrder(values), idOf };
}
