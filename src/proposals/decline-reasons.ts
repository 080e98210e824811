/**
 * Why a client declines a proposal, as its page offers them (docs/decisions/0052-proposals.md). A
 * module of its own, with no binding or text behind it: the dashboard reads it from `npm run stats` too.
 */
export const declineReasons = ['price', 'timing', 'scope', 'competitor', 'other'] as const;
export type DeclineReason = (typeof declineReasons)[number];
