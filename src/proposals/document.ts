/**
 * A proposal as staff write it (its draft) and as the client sees it (its frozen snapshot), and the
 * one computation of its figures (docs/decisions/0052-proposals.md). Every figure a page, an e-mail,
 * the certificate or the dashboard shows comes from `priceProposal`: nothing the browser sends is a total.
 */
import type { Lang } from '../languages';
import { type BasisPoints, lineAmount, shareOf, type TaxesIncluded, taxesIncluded } from './money';

/** Words in both languages: a line's name, the notes, the terms, the schedule. */
export type Bilingual = Record<Lang, string>;

/** Where a line came from: the catalogue of src/business/ (its names in both languages) or free text. */
export type LineSource = { kind: 'service'; id: string } | { kind: 'plan'; id: string } | { kind: 'addon'; id: string } | { kind: 'free' };

export type ProposalLine = {
  /** Stable within the proposal: the client's choices of options name lines by it. */
  id: string;
  source: LineSource;
  name: Bilingual;
  /** Hundredths: 1 is 100, 7.5 hours is 750. */
  quantityHundredths: number;
  unit: 'unit' | 'hour' | 'month';
  /** Taxes included, like every price of the site. */
  unitPriceCents: number;
  discountBasisPoints: BasisPoints;
  /** A fixed price or an estimate: the Civil Code treats them differently (art. 2107, 2109). */
  pricing: 'fixed' | 'estimate';
  /** An option the client may tick; with a `group`, one of a "pick one" set. */
  optional: boolean;
  group: string | null;
  /** The request's answer this line answers (e.g. `services:conception-web`, `plan`), or null. */
  answers: string | null;
};

export type Deposit = { kind: 'percent'; basisPoints: BasisPoints } | { kind: 'amount'; cents: number };

export type ProposalDraft = {
  client: { name: string; company: string; email: string; lang: Lang };
  lines: ProposalLine[];
  deposit: Deposit;
  paymentDays: number;
  validityDays: number;
  schedule: Bilingual;
  notes: Bilingual;
  terms: Bilingual;
};

/** Which options the client took: ticked optional lines, and one line per "pick one" group. */
export type OptionChoice = readonly string[];

/** The lines a choice includes: every line that is not optional, and the optional ones chosen. */
export function includedLines<L extends Pick<ProposalLine, 'id' | 'optional'>>(lines: readonly L[], chosen: OptionChoice): L[] {
  return lines.filter((line) => !line.optional || chosen.includes(line.id));
}

/** The choice shown before the client changes anything: the first line of each "pick one" group. */
export function defaultChoice(lines: readonly Pick<ProposalLine, 'id' | 'optional' | 'group'>[]): string[] {
  const groups = new Set<string>();
  const chosen: string[] = [];
  for (const line of lines) {
    if (line.optional && line.group && !groups.has(line.group)) {
      groups.add(line.group);
      chosen.push(line.id);
    }
  }
  return chosen;
}

/**
 * Why a choice cannot be accepted, or null: an id that is no option of the proposal, a line named
 * twice, or a "pick one" group with other than exactly one line chosen.
 */
export function choiceProblem(lines: readonly ProposalLine[], chosen: OptionChoice): 'unknownOption' | 'oneOfGroup' | null {
  const options = new Map(lines.filter((line) => line.optional).map((line) => [line.id, line]));
  if (new Set(chosen).size !== chosen.length || chosen.some((id) => !options.has(id))) return 'unknownOption';
  const groups = new Set(lines.flatMap((line) => (line.optional && line.group ? [line.group] : [])));
  for (const group of groups) {
    if (chosen.filter((id) => options.get(id)?.group === group).length !== 1) return 'oneOfGroup';
  }
  return null;
}

export type ProposalFigures = {
  lines: { id: string; amountCents: number; included: boolean }[];
  /** The document's total and the taxes it includes, computed once for the document. */
  total: TaxesIncluded;
  /** The deposit and the taxes it includes. */
  deposit: TaxesIncluded;
  /** The rest, payable on the payment terms. */
  balanceCents: number;
};

/** What of a line makes its figure and says whether a choice includes it. */
type LineFigures = Pick<ProposalLine, 'id' | 'quantityHundredths' | 'unitPriceCents' | 'discountBasisPoints' | 'optional'>;

/** Every figure of a proposal for a choice of options. */
export function priceProposal(draft: { lines: readonly LineFigures[]; deposit: Deposit }, chosen: OptionChoice): ProposalFigures {
  const included = new Set(includedLines(draft.lines, chosen).map((line) => line.id));
  const lines = draft.lines.map((line) => ({
    id: line.id,
    amountCents: lineAmount(line.quantityHundredths, line.unitPriceCents, line.discountBasisPoints),
    included: included.has(line.id),
  }));
  const totalCents = lines.reduce((sum, line) => (line.included ? sum + line.amountCents : sum), 0);
  const depositCents = draft.deposit.kind === 'percent' ? shareOf(totalCents, draft.deposit.basisPoints) : Math.min(draft.deposit.cents, totalCents);
  return { lines, total: taxesIncluded(totalCents), deposit: taxesIncluded(depositCents), balanceCents: totalCents - depositCents };
}
