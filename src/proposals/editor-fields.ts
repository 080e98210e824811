/**
 * The proposal editor's figure fields read with valibot (docs/decisions/0052-proposals.md): each
 * line's quantity, price, discount, option and group, and the deposit. Shared: the worker reads a
 * post with it, the editor's figures island reads the form as staff type (the same refusals, the
 * same figures). Nothing typed is a total: the figures are `priceProposal`'s.
 */
import * as v from 'valibot';
import { businessTerms } from '../business/terms';
import { typedHundredths } from './amounts';
import { type Deposit, priceProposal, type ProposalLine } from './document';
import { oneLine } from '../text/control-characters';

/** Bounds of what staff may type: beyond them a figure is a typing mistake. */
export const editorLimits = {
  unitPriceCents: 1_000_000_000,
  quantityHundredths: 1_000_000,
  totalCents: 1_000_000_000,
  lines: 60,
  name: 200,
  text: 4000,
  group: 40,
  days: { min: 1, max: 365 },
  paymentDays: { min: 0, max: 365 },
  extendDays: { min: 1, max: 365 },
} as const;

/** A field's refusal: its message key under `admin:proposals.errors` and the figures it names. */
export type FieldError = { key: ErrorKey; values?: Record<string, string | number> };
export type ErrorKey =
  | 'required'
  | 'notNumber'
  | 'negative'
  | 'tooLarge'
  | 'tooLong'
  | 'email'
  | 'depositPercent'
  | 'depositAmount'
  | 'days'
  | 'discount'
  | 'total'
  | 'choice'
  | 'tooManyLines'
  // A deposit paid off the site, as staff record it (src/admin/proposals/deposit-form.ts).
  | 'paymentMethod'
  | 'paymentDate'
  | 'paymentFuture'
  | 'paymentBefore'
  | 'paymentReference'
  | 'paymentAmount';

/** The editor's fields as typed (or as the stored draft shows them), by field name. */
export type EditorValues = Record<string, string>;

const lineId = /^l\d{1,4}$/;

/** The editor's fields from a posted form: one string each (a repeated or file field reads as ''). */
export function postedValues(form: FormData): EditorValues {
  const values: EditorValues = {};
  for (const [name, value] of form) if (!(name in values)) values[name] = typeof value === 'string' ? value : '';
  return values;
}

/** The line ids a posted form names, in order, each once and well-formed. */
export const postedLineIds = (values: EditorValues) => [...new Set((values.lines ?? '').split(/\s+/).filter((id) => lineId.test(id)))];

/** A figure in hundredths within `max`, refused as negative, not a number or too large. */
export const hundredths = (max: number, tooLarge: FieldError) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => text !== '', 'required'),
    v.check((text) => !/^-/.test(text), 'negative'),
    v.transform(typedHundredths),
    v.check((value): value is number => value !== null, 'notNumber'),
    v.transform((value) => value as number),
    v.check((value) => value <= max, JSON.stringify(tooLarge)),
  );

export const text = (max: number, required = false) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((typed) => !required || typed !== '', 'required'),
    v.check((typed) => typed.length <= max, JSON.stringify({ key: 'tooLong', values: { max } })),
  );

/** A one-line field (a name, a company, a line's name, a group): stored as one line, as it is shown everywhere (`oneLine`). */
export const oneLineText = (max: number, required = false) => v.pipe(v.string(), v.transform(oneLine), text(max, required));

const toError = (message: string): FieldError => (message.startsWith('{') ? (JSON.parse(message) as FieldError) : { key: message as ErrorKey });

/** Reads one field with a schema; a refusal goes into `errors` under the field's name. */
export const fieldReader =
  (values: EditorValues, errors: Record<string, FieldError>) =>
  <S extends v.GenericSchema<string, unknown>>(name: string, schema: S): v.InferOutput<S> | undefined => {
    const result = v.safeParse(schema, values[name] ?? '');
    if (result.success) return result.output;
    errors[name] = toError(result.issues[0].message);
    return undefined;
  };

/** One of `choices`, or a `choice` refusal in `errors`. */
export const choiceReader =
  (values: EditorValues, errors: Record<string, FieldError>) =>
  <C extends string>(name: string, choices: readonly C[]): C | undefined => {
    const typed = values[name] ?? '';
    if ((choices as readonly string[]).includes(typed)) return typed as C;
    errors[name] = { key: 'choice' };
    return undefined;
  };

/** What of a line makes a figure: its amount, and whether the default choice of options includes it. */
export type PricedLine = Pick<ProposalLine, 'id' | 'quantityHundredths' | 'unitPriceCents' | 'discountBasisPoints' | 'optional' | 'group'>;

/**
 * The figure fields read: the lines whose figure fields all read, the deposit (null when its kind is
 * refused), each refusal in `errors`. `money` writes an amount for a message in the staff member's
 * language. A line with a refused figure field is left out, so `errors` must be empty before the
 * lines are taken for the proposal's.
 */
export function readPricing(values: EditorValues, money: (cents: number) => string, errors: Record<string, FieldError>) {
  const read = fieldReader(values, errors);
  const choice = choiceReader(values, errors);
  const ids = postedLineIds(values);
  if (ids.length > editorLimits.lines) errors.lines = { key: 'tooManyLines', values: { max: editorLimits.lines } };
  const lines: PricedLine[] = [];
  for (const id of ids.slice(0, editorLimits.lines)) {
    const quantity = read(`${id}.quantity`, hundredths(editorLimits.quantityHundredths, { key: 'tooLarge', values: { max: '10000' } }));
    const price = read(`${id}.price`, hundredths(editorLimits.unitPriceCents, { key: 'tooLarge', values: { max: money(editorLimits.unitPriceCents) } }));
    const discount = read(`${id}.discount`, hundredths(10_000, { key: 'discount' }));
    const group = read(`${id}.group`, oneLineText(editorLimits.group));
    const optional = values[`${id}.optional`] === 'on';
    if (quantity === undefined || price === undefined || discount === undefined || group === undefined) continue;
    lines.push({ id, quantityHundredths: quantity, unitPriceCents: price, discountBasisPoints: discount, optional, group: optional && group ? group : null });
  }

  const depositKind = choice('deposit.kind', ['percent', 'amount'] as const);
  const { min, max } = businessTerms.depositPercent;
  const depositPercent =
    depositKind === 'percent'
      ? read(
          'deposit.percent',
          v.pipe(
            hundredths(100 * 100, { key: 'depositPercent', values: { min, max } }),
            v.check((value) => value >= min * 100 && value <= max * 100, JSON.stringify({ key: 'depositPercent', values: { min, max } })),
          ),
        )
      : undefined;
  const depositAmount = depositKind === 'amount' ? read('deposit.amount', hundredths(editorLimits.totalCents, { key: 'depositAmount' })) : undefined;

  // Every option counted: the largest total the client could reach.
  const everything = lines.map((line) => ({ ...line, optional: false }));
  const largest = priceProposal({ lines: everything, deposit: { kind: 'amount', cents: 0 } }, []).total.totalCents;
  if (largest > editorLimits.totalCents) errors.total = { key: 'total', values: { max: money(editorLimits.totalCents) } };
  if (depositAmount !== undefined && depositAmount > largest) errors['deposit.amount'] = { key: 'depositAmount' };

  const deposit: Deposit | null = !depositKind
    ? null
    : depositKind === 'percent'
      ? { kind: 'percent', basisPoints: depositPercent ?? min * 100 }
      : { kind: 'amount', cents: depositAmount ?? 0 };
  return { lines, deposit };
}
