/**
 * The proposal editor's post read back into a draft with valibot (docs/decisions/0052-proposals.md),
 * each refusal a message key beside its field; nothing saved when one field is refused. Nothing
 * typed is a total: the figures are `priceProposal`'s. The figure fields are read by
 * `readPricing`, shared with the editor's figures island.
 */
import * as v from 'valibot';
import { isMailboxAddress } from '../../text/email-key';
import { languages } from '../../languages';
import type { ProposalDraft, ProposalLine } from '../../proposals/document';
import {
  choiceReader,
  editorLimits,
  type EditorValues,
  type FieldError,
  fieldReader,
  postedLineIds,
  oneLineText,
  readPricing,
  text,
} from '../../proposals/editor-fields';
import { bilingualTexts, pricings, sourceOf, units } from './values';

const wholeDays = ({ min, max }: { min: number; max: number }) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((typed) => /^\d{1,4}$/.test(typed) && Number(typed) >= min && Number(typed) <= max, JSON.stringify({ key: 'days', values: { min, max } })),
    v.transform(Number),
  );

/** The extension's days, as its form posts them. */
export const extendBody = v.object({ days: v.pipe(v.fallback(v.string(), ''), wholeDays(editorLimits.extendDays)) });

export type EditorRead = { draft: ProposalDraft; errors: Record<string, FieldError> } | { draft: null; errors: Record<string, FieldError> };

/**
 * The posted fields read into a draft, or the errors by field name (nothing saved then). `money`
 * writes an amount for the total's message in the staff member's language.
 */
export function readEditor(values: EditorValues, money: (cents: number) => string): EditorRead {
  const errors: Record<string, FieldError> = {};
  const read = fieldReader(values, errors);
  const choice = choiceReader(values, errors);
  const email = read(
    'client.email',
    v.pipe(
      v.string(),
      v.trim(),
      v.check((typed) => typed !== '', 'required'),
      v.check((typed) => typed.length <= 254 && isMailboxAddress(typed), 'email'),
    ),
  );
  const name = read('client.name', oneLineText(editorLimits.name, true));
  const company = read('client.company', oneLineText(editorLimits.name));
  const clientLang = choice('client.lang', languages);

  const priced = readPricing(values, money, errors);
  const lines: ProposalLine[] = [];
  for (const id of postedLineIds(values).slice(0, editorLimits.lines)) {
    const nameFr = read(`${id}.nameFr`, oneLineText(editorLimits.name, true));
    const nameEn = read(`${id}.nameEn`, oneLineText(editorLimits.name, true));
    const unit = choice(`${id}.unit`, units);
    const pricing = choice(`${id}.pricing`, pricings);
    const figures = priced.lines.find((line) => line.id === id);
    if (nameFr === undefined || nameEn === undefined || !unit || !pricing || !figures) continue;
    lines.push({
      id,
      source: sourceOf(values[`${id}.source`] ?? ''),
      name: { fr: nameFr, en: nameEn },
      quantityHundredths: figures.quantityHundredths,
      unit,
      unitPriceCents: figures.unitPriceCents,
      discountBasisPoints: figures.discountBasisPoints,
      pricing,
      optional: figures.optional,
      group: figures.group,
      answers: (values[`${id}.answers`] ?? '').slice(0, 100) || null,
    });
  }

  const paymentDays = read('paymentDays', wholeDays(editorLimits.paymentDays));
  const validityDays = read('validityDays', wholeDays(editorLimits.days));
  const texts = Object.fromEntries(
    bilingualTexts.map((field) => [field, Object.fromEntries(languages.map((code) => [code, read(`${field}.${code}`, text(editorLimits.text)) ?? '']))]),
  ) as Pick<ProposalDraft, (typeof bilingualTexts)[number]>;

  if (Object.keys(errors).length > 0 || !name || !email || company === undefined || !clientLang || !priced.deposit) return { draft: null, errors };
  if (paymentDays === undefined || validityDays === undefined) return { draft: null, errors };
  return {
    draft: { client: { name, company: company ?? '', email, lang: clientLang }, lines, deposit: priced.deposit, paymentDays, validityDays, ...texts },
    errors,
  };
}
