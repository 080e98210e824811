/**
 * A deposit's states and how they move (docs/decisions/0055-deposits-and-payments.md): forward only.
 * awaiting → processing → paid, or → failed, from which the client may try again; a paid deposit may
 * become refunded (in part or in full) or disputed. An old or out-of-order event never moves a state
 * back: each change names the states it may start from, and the SQL that applies it says the same.
 */
export const depositStates = ['awaiting', 'processing', 'paid', 'failed', 'refunded', 'disputed'] as const;
export type DepositState = (typeof depositStates)[number];

/** The states each change may start from. */
export const movesFrom = {
  processing: ['awaiting', 'failed'],
  paid: ['awaiting', 'processing', 'failed'],
  failed: ['awaiting', 'processing'],
  refunded: ['paid', 'refunded'],
  disputed: ['paid', 'refunded'],
} as const satisfies Record<Exclude<DepositState, 'awaiting'>, readonly DepositState[]>;

/** Whether a deposit in `from` may move to `to`. */
export const mayMove = (from: DepositState, to: Exclude<DepositState, 'awaiting'>): boolean => (movesFrom[to] as readonly DepositState[]).includes(from);

/** A Checkout Session's outcome, forward only within the session: open → processing → paid or failed; open → expired. */
export const sessionMovesFrom = {
  processing: ['open'],
  paid: ['open', 'processing'],
  failed: ['open', 'processing'],
  expired: ['open'],
} as const;
export type SessionOutcome = 'open' | keyof typeof sessionMovesFrom;

/** Paid by a verified Stripe event, or recorded by staff off the site. */
export const onlineMethods = ['card', 'acss_debit'] as const;
export const offsiteMethods = ['e-transfer', 'bank-transfer', 'cheque'] as const;
export type PaymentMethod = (typeof onlineMethods)[number] | (typeof offsiteMethods)[number];
export type OffsiteMethod = (typeof offsiteMethods)[number];

/** A deposit counts as received (its invoice exists) in these states. */
export const receivedStates: readonly DepositState[] = ['paid', 'refunded', 'disputed'];

/** SQL list of states, for `state IN (…)`: the literals come from the lists above, never from input. */
export const sqlList = (states: readonly string[]) => `(${states.map((state) => `'${state}'`).join(', ')})`;
