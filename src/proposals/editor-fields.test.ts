import { describe, expect, it } from 'vitest';
import { defaultChoice, priceProposal } from './document';
import { type EditorValues, type FieldError, readPricing } from './editor-fields';

// The editor's figure fields, read the same by the worker (a post) and the figures island (as staff type).
const money = (cents: number) => `${cents / 100} $`;
const fields: EditorValues = {
  lines: 'l1 l2',
  'l1.quantity': '2',
  'l1.price': '1 149,75',
  'l1.discount': '0',
  'l1.group': '',
  'l2.quantity': '7.5',
  'l2.price': '100',
  'l2.discount': '10',
  'l2.optional': 'on',
  'l2.group': '',
  'deposit.kind': 'percent',
  'deposit.percent': '33,5',
};

describe('the editor’s figure fields', () => {
  it('reads a comma, a point and spaces, and prices the default choice: 2 × 1 149,75 $, the option left out', () => {
    const errors: Record<string, FieldError> = {};
    const { lines, deposit } = readPricing(fields, money, errors);
    expect(errors).toEqual({});
    expect(lines).toEqual([
      { id: 'l1', quantityHundredths: 200, unitPriceCents: 114_975, discountBasisPoints: 0, optional: false, group: null },
      { id: 'l2', quantityHundredths: 750, unitPriceCents: 10_000, discountBasisPoints: 1_000, optional: true, group: null },
    ]);
    expect(deposit).toEqual({ kind: 'percent', basisPoints: 3_350 });
    const figures = priceProposal({ lines, deposit: deposit ?? { kind: 'amount', cents: 0 } }, defaultChoice(lines));
    // 2 299,50 $: GST 100,00 $, QST 199,50 $; a 33.5 % deposit 770,33 $ (770.3325).
    expect(figures.total).toEqual({ beforeTaxCents: 200_000, gstCents: 10_000, qstCents: 19_950, totalCents: 229_950 });
    expect(figures.deposit.totalCents).toBe(77_033);
    expect(figures.lines[1]).toEqual({ id: 'l2', amountCents: 67_500, included: false });
  });

  it('refuses a word, a negative figure and a deposit outside 30–50 %, leaving the line out', () => {
    const errors: Record<string, FieldError> = {};
    const { lines } = readPricing({ ...fields, 'l1.price': 'abc', 'l2.quantity': '-1', 'deposit.percent': '60' }, money, errors);
    expect(errors).toEqual({
      'l1.price': { key: 'notNumber' },
      'l2.quantity': { key: 'negative' },
      'deposit.percent': { key: 'depositPercent', values: { min: 30, max: 50 } },
    });
    expect(lines).toEqual([]);
  });

  it('refuses lines whose largest total passes 10,000,000 $, counting every option', () => {
    const errors: Record<string, FieldError> = {};
    readPricing({ ...fields, 'l2.quantity': '10000', 'l2.price': '2000', 'l2.discount': '0' }, money, errors);
    expect(errors).toEqual({ total: { key: 'total', values: { max: '10000000 $' } } });
  });
});
