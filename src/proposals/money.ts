/**
 * Money of a proposal (docs/decisions/0052-proposals.md): integers in cents, prices taxes included,
 * the GST and QST found inside a document's total once, each rounded half up, the amount before
 * taxes being what remains so that the three add up to the total exactly.
 */

/** Québec's two sales taxes, in thousandths of a percent (5 % and 9.975 %): never written 14.975 %. */
export const salesTaxes = { gstMilliPercent: 5000, qstMilliPercent: 9975 } as const;

const milliPercentWhole = 100_000n;

/** a / b rounded half up, for a ≥ 0 and b > 0 (BigInt: products of cents and rates pass 2^53). */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (2n * a + b) / (2n * b);
}

export type TaxesIncluded = {
  /** The amount before taxes. */
  beforeTaxCents: number;
  gstCents: number;
  qstCents: number;
  /** The amount the taxes are included in: beforeTax + GST + QST, exactly. */
  totalCents: number;
};

/**
 * The taxes included in an amount: GST = total × 5 / 114.975 and QST = total × 9.975 / 114.975
 * (Revenu Québec, "Calculating the taxes", taxes included), each rounded half up to the cent.
 */
export function taxesIncluded(totalCents: number): TaxesIncluded {
  assertCents(totalCents);
  const total = BigInt(totalCents);
  const inclusive = milliPercentWhole + BigInt(salesTaxes.gstMilliPercent) + BigInt(salesTaxes.qstMilliPercent);
  const gst = divideHalfUp(total * BigInt(salesTaxes.gstMilliPercent), inclusive);
  const qst = divideHalfUp(total * BigInt(salesTaxes.qstMilliPercent), inclusive);
  return { beforeTaxCents: Number(total - gst - qst), gstCents: Number(gst), qstCents: Number(qst), totalCents };
}

/** Basis points: hundredths of a percent (30 % = 3000). */
export type BasisPoints = number;

/** A share of an amount, rounded half up to the cent: a deposit of a total, a discount of a line. */
export function shareOf(cents: number, basisPoints: BasisPoints): number {
  assertCents(cents);
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) throw new RangeError(`not a share: ${basisPoints}`);
  return Number(divideHalfUp(BigInt(cents) * BigInt(basisPoints), 10_000n));
}

/**
 * A line's amount: quantity (in hundredths, so 7.5 hours is 750) × unit price, less its discount,
 * rounded half up once.
 */
export function lineAmount(quantityHundredths: number, unitPriceCents: number, discountBasisPoints: BasisPoints = 0): number {
  if (!Number.isInteger(quantityHundredths) || quantityHundredths < 0) throw new RangeError(`not a quantity: ${quantityHundredths}`);
  assertCents(unitPriceCents);
  if (!Number.isInteger(discountBasisPoints) || discountBasisPoints < 0 || discountBasisPoints > 10_000)
    throw new RangeError(`not a discount: ${discountBasisPoints}`);
  const product = BigInt(quantityHundredths) * BigInt(unitPriceCents) * BigInt(10_000 - discountBasisPoints);
  return Number(divideHalfUp(product, 100n * 10_000n));
}

function assertCents(cents: number) {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
}
