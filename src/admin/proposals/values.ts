/**
 * The proposal editor's fields (docs/decisions/0052-proposals.md): a stored draft as the fields staff
 * see and the line's choices; a post's fields as strings, the bounds of what staff may type and the
 * refusals' keys come from the shared src/proposals/editor-fields.ts, which the figures island reads too.
 */
import { businessTerms } from '../../business/terms';
import { languages, type Lang } from '../../languages';
import { centsForField, hundredthsForField } from '../../proposals/amounts';
import type { LineSource, ProposalDraft, ProposalLine } from '../../proposals/document';
import type { EditorValues } from '../../proposals/editor-fields';

export { editorLimits, type EditorValues, type ErrorKey, type FieldError, postedLineIds, postedValues } from '../../proposals/editor-fields';

export const units = ['unit', 'hour', 'month'] as const;
export const pricings = ['fixed', 'estimate'] as const;
export const bilingualTexts = ['schedule', 'notes', 'terms'] as const;

export const sourceText = (source: LineSource) => (source.kind === 'free' ? 'free' : `${source.kind}:${source.id}`);
export function sourceOf(text: string): LineSource {
  const [kind, id] = text.split(':');
  return (kind === 'service' || kind === 'plan' || kind === 'addon') && id ? { kind, id } : { kind: 'free' };
}

/** A stored draft as the editor's fields, figures in the staff member's way of writing them. */
export function draftValues(draft: ProposalDraft, lang: Lang): EditorValues {
  const values: EditorValues = {
    'client.name': draft.client.name,
    'client.company': draft.client.company,
    'client.email': draft.client.email,
    'client.lang': draft.client.lang,
    'deposit.kind': draft.deposit.kind,
    'deposit.percent': draft.deposit.kind === 'percent' ? hundredthsForField(lang, draft.deposit.basisPoints) : String(businessTerms.depositPercent.min),
    'deposit.amount': draft.deposit.kind === 'amount' ? centsForField(lang, draft.deposit.cents) : '',
    paymentDays: String(draft.paymentDays),
    validityDays: String(draft.validityDays),
    lines: draft.lines.map((line) => line.id).join(' '),
  };
  for (const name of bilingualTexts) for (const code of languages) values[`${name}.${code}`] = draft[name][code];
  for (const line of draft.lines) {
    values[`${line.id}.nameFr`] = line.name.fr;
    values[`${line.id}.nameEn`] = line.name.en;
    values[`${line.id}.quantity`] = hundredthsForField(lang, line.quantityHundredths);
    values[`${line.id}.unit`] = line.unit;
    values[`${line.id}.price`] = centsForField(lang, line.unitPriceCents);
    values[`${line.id}.discount`] = hundredthsForField(lang, line.discountBasisPoints);
    values[`${line.id}.pricing`] = line.pricing;
    values[`${line.id}.optional`] = line.optional ? 'on' : '';
    values[`${line.id}.group`] = line.group ?? '';
    values[`${line.id}.source`] = sourceText(line.source);
    values[`${line.id}.answers`] = line.answers ?? '';
  }
  return values;
}

/** A new line of free text, for staff to fill in. */
export const freeLine = (id: string): ProposalLine => ({
  id,
  source: { kind: 'free' },
  name: { fr: '', en: '' },
  quantityHundredths: 100,
  unit: 'unit',
  unitPriceCents: 0,
  discountBasisPoints: 0,
  pricing: 'fixed',
  optional: false,
  group: null,
  answers: null,
});
