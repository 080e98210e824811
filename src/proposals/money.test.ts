import { describe, expect, it } from 'vitest';
import { lineAmount, shareOf, taxesIncluded } from './money';
import { choiceProblem, defaultChoice, priceProposal, type ProposalLine } from './document';

// The worked examples of docs/decisions/0052-proposals.md, to the cent.
describe('taxes included in a total (GST 5 %, QST 9.975 %, once per document, half up)', () => {
  it('1,149.75 $ holds 1,000.00 $ before taxes, 50.00 $ of GST and 99.75 $ of QST', () => {
    expect(taxesIncluded(114_975)).toEqual({ beforeTaxCents: 100_000, gstCents: 5_000, qstCents: 9_975, totalCents: 114_975 });
  });

  it('a total of 0.01 $ holds no tax a cent could show', () => {
    expect(taxesIncluded(1)).toEqual({ beforeTaxCents: 1, gstCents: 0, qstCents: 0, totalCents: 1 });
  });

  it('rounds each tax half up: 10.00 $ holds 0.43 $ of GST (0.4349) and 0.87 $ of QST (0.8676)', () => {
    expect(taxesIncluded(1_000)).toEqual({ beforeTaxCents: 870, gstCents: 43, qstCents: 87, totalCents: 1_000 });
  });

  it('the three parts add up to the total for every amount from 0 to 20,000 cents', () => {
    for (let cents = 0; cents <= 20_000; cents++) {
      const { beforeTaxCents, gstCents, qstCents } = taxesIncluded(cents);
      expect(beforeTaxCents + gstCents + qstCents).toBe(cents);
    }
  });

  it('refuses what is not an amount in cents', () => {
    for (const bad of [-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => taxesIncluded(bad)).toThrow(RangeError);
  });
});

describe('a line and a share of an amount', () => {
  it('7.5 hours at 200.00 $ with a 10 % discount is 1,350.00 $', () => {
    expect(lineAmount(750, 20_000, 1_000)).toBe(135_000);
  });

  it('rounds a discount half up once: 3 × 33.33 $ less 12.5 % is 87.49 $ (87.49125)', () => {
    expect(lineAmount(300, 3_333, 1_250)).toBe(8_749);
  });

  it('a 33 % deposit of 1,000.01 $ is 330.00 $ (330.0033), with its own taxes inside', () => {
    expect(shareOf(100_001, 3_300)).toBe(33_000);
    expect(taxesIncluded(33_000)).toEqual({ beforeTaxCents: 28_702, gstCents: 1_435, qstCents: 2_863, totalCents: 33_000 });
  });
});

const line = (id: string, cents: number, extra: Partial<ProposalLine> = {}): ProposalLine => ({
  id,
  source: { kind: 'free' },
  name: { fr: id, en: id },
  quantityHundredths: 100,
  unit: 'unit',
  unitPriceCents: cents,
  discountBasisPoints: 0,
  pricing: 'fixed',
  optional: false,
  group: null,
  answers: null,
  ...extra,
});

describe('a proposal priced for a choice of options', () => {
  const lines = [
    line('site', 250_000),
    line('good', 20_000, { optional: true, group: 'care' }),
    line('better', 40_000, { optional: true, group: 'care' }),
    line('training', 30_000, { optional: true }),
  ];

  it('counts the lines that are not optional and the options chosen, the taxes once for the document', () => {
    const figures = priceProposal({ lines, deposit: { kind: 'percent', basisPoints: 3_000 } }, ['better', 'training']);
    expect(figures.total.totalCents).toBe(320_000);
    expect(figures.total).toEqual(taxesIncluded(320_000));
    expect(figures.deposit.totalCents).toBe(96_000);
    expect(figures.balanceCents).toBe(224_000);
    expect(figures.lines.filter((item) => item.included).map((item) => item.id)).toEqual(['site', 'better', 'training']);
  });

  it('chooses the first of each "pick one" group until the client says otherwise', () => {
    expect(defaultChoice(lines)).toEqual(['good']);
  });

  it('refuses an option that is not in the proposal, and a group with none or two chosen', () => {
    expect(choiceProblem(lines, ['good'])).toBeNull();
    expect(choiceProblem(lines, ['good', 'forged'])).toBe('unknownOption');
    expect(choiceProblem(lines, ['good', 'site'])).toBe('unknownOption');
    expect(choiceProblem(lines, ['good', 'good'])).toBe('unknownOption');
    expect(choiceProblem(lines, [])).toBe('oneOfGroup');
    expect(choiceProblem(lines, ['good', 'better'])).toBe('oneOfGroup');
  });

  it('a deposit given as an amount is never more than the total', () => {
    expect(priceProposal({ lines: [line('a', 10_000)], deposit: { kind: 'amount', cents: 50_000 } }, []).deposit.totalCents).toBe(10_000);
  });
});
