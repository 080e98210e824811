/**
 * The proposal editor's post read back into a draft with valibot (docs/decisions/0052-proposals.md),
 * each refusal a message key beside its field; nothing saved when one field is refused. Nothing
 * typed is a total: the figures are `priceProposal`'s.
 */
import * as v from 'valibot';
import { businessTerms } from '../business/terms';
import { isMailboxAddress } from '../privacy/email-key';
import { languages } from '../languages';
import { typedHundredths } from '../proposals/amounts';
import { type ProposalDraft, type ProposalLine, priceProposal } from '../proposals/document';
import { bilingualTexts, editorLimits, type EditorValues, type ErrorKey, type FieldError, postedLineIds, pricings, sourceOf, units } from './proposal-values';

/** A figure in hundredths within `max`, refused as negative, not a number or too large. */
const hundredths = (max: number, tooLarge: FieldError) =>
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

const text = (max: number, required = false) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((typed) => !required || typed !== '', 'required'),
    v.check((typed) => typed.length <= max, JSON.stringify({ key: 'tooLong', values: { max } })),
  );

const wholeDays = ({ min, max }: { min: number; max: number }) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((typed) => /^\d{1,4}$/.test(typed) && Number(typed) >= min && Number(typed) <= max, JSON.stringify({ key: 'days', values: { min, max } })),
    v.transform(Number),
  );

/** The extension's days, as its form posts them. */
export const extendBody = v.object({ days: v.pipe(v.fallback(v.string(), ''), wholeDays(editorLimits.extendDays)) });

const toError = (message: string): FieldError => (message.startsWith('{') ? (JSON.parse(message) as FieldError) : { key: message as ErrorKey });

export type EditorRead = { draft: ProposalDraft; errors: Record<string, FieldError> } | { draft: null; errors: Record<string, FieldError> };

/**
 * The posted fields read into a draft, or the errors by field name (nothing saved then). `money`
 * writes an amount for the total's message in the staff member's language.
 */
export function readEditor(values: EditorValues, money: (cents: number) => string): EditorRead {
  const errors: Record<string, FieldError> = {};
  const read = <S extends v.GenericSchema<string, unknown>>(name: string, schema: S): v.InferOutput<S> | undefined => {
    const result = v.safeParse(schema, values[name] ?? '');
    if (result.success) return result.output;
    errors[name] = toError(result.issues[0].message);
    return undefined;
  };
  const choice = <C extends string>(name: string, choices: readonly C[]): C | undefined => {
    const typed = values[name] ?? '';
    if ((choices as readonly string[]).includes(typed)) return typed as C;
    errors[name] = { key: 'choice' };
    return undefined;
  };
  const email = read(
    'client.email',
    v.pipe(
      v.string(),
      v.trim(),
      v.check((typed) => typed !== '', 'required'),
      v.check((typed) => typed.length <= 254 && isMailboxAddress(typed), 'email'),
    ),
  );
  const name = read('client.name', text(editorLimits.name, true));
  const company = read('client.company', text(editorLimits.name));
  const clientLang = choice('client.lang', languages);

  const ids = postedLineIds(values);
  if (ids.length > editorLimits.lines) errors.lines = { key: 'tooManyLines', values: { max: editorLimits.lines } };
  const lines: ProposalLine[] = [];
  for (const id of ids.slice(0, editorLimits.lines)) {
    const nameFr = read(`${id}.nameFr`, text(editorLimits.name, true));
    const nameEn = read(`${id}.nameEn`, text(editorLimits.name, true));
    const quantity = read(`${id}.quantity`, hundredths(editorLimits.quantityHundredths, { key: 'tooLarge', values: { max: '10000' } }));
    const price = read(`${id}.price`, hundredths(editorLimits.unitPriceCents, { key: 'tooLarge', values: { max: money(editorLimits.unitPriceCents) } }));
    const discount = read(`${id}.discount`, hundredths(10_000, { key: 'discount' }));
    const unit = choice(`${id}.unit`, units);
    const pricing = choice(`${id}.pricing`, pricings);
    const group = read(`${id}.group`, text(editorLimits.group));
    const optional = values[`${id}.optional`] === 'on';
    if (nameFr === undefined || nameEn === undefined || quantity === undefined || price === undefined || discount === undefined) continue;
    if (!unit || !pricing || group === undefined) continue;
    lines.push({
      id,
      source: sourceOf(values[`${id}.source`] ?? ''),
      name: { fr: nameFr, en: nameEn },
      quantityHundredths: quantity,
      unit,
      unitPriceCents: price,
      discountBasisPoints: discount,
      pricing,
      optional,
      group: optional && group ? group : null,
      answers: (values[`${id}.answers`] ?? '').slice(0, 100) || null,
    });
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
  const paymentDays = read('paymentDays', wholeDays(editorLimits.paymentDays));
  const validityDays = read('validityDays', wholeDays(editorLimits.days));
  const texts = Object.fromEntries(
    bilingualTexts.map((field) => [field, Object.fromEntries(languages.map((code) => [code, read(`${field}.${code}`, text(editorLimits.text)) ?? '']))]),
  ) as Pick<ProposalDraft, (typeof bilingualTexts)[number]>;

  // Every option counted: the largest total the client could reach.
  const everything = lines.map((line) => ({ ...line, optional: false }));
  const largest = priceProposal({ lines: everything, deposit: { kind: 'amount', cents: 0 } }, []).total.totalCents;
  if (largest > editorLimits.totalCents) errors.total = { key: 'total', values: { max: money(editorLimits.totalCents) } };
  if (depositAmount !== undefined && depositAmount > largest) errors['deposit.amount'] = { key: 'depositAmount' };

  if (Object.keys(errors).length > 0 || !name || !email || company === undefined || !clientLang || !depositKind) return { draft: null, errors };
  if (paymentDays === undefined || validityDays === undefined) return { draft: null, errors };
  const deposit =
    depositKind === 'percent' ? { kind: 'percent' as const, basisPoints: depositPercent ?? min * 100 } : { kind: 'amount' as const, cents: depositAmount ?? 0 };
  return {
    draft: { client: { name, company: company ?? '', email, lang: clientLang }, lines, deposit, paymentDays, validityDays, ...texts },
    errors,
  };
}
