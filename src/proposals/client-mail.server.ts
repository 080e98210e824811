/**
 * The e-mails a client's action triggers (docs/decisions/0052-proposals.md): an acceptance's copies,
 * a question's receipt and alert, a decline's alert. Each is bounded like the forms' confirmations.
 * The proposal outbox of staff's side adds these kinds to its own.
 */
export const clientMailKinds = {};
