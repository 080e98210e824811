import { replyDueAt } from '../../business-hours/reply-clock';

/**
 * Where each lead stands against the reply promise (docs/decisions/0034-reply-due-in-the-inbox.md),
 * counted by the one clock of src/business-hours/reply-clock.ts from since when it waits for a reply
 * (`waitingSinceSql`, null: answered): overdue (its due time has passed), due within the hour, or waiting.
 */
export type ReplyState = 'answered' | 'overdue' | 'dueSoon' | 'waiting';

export const dueSoonMs = 3_600_000;

export function replyState(waitingSince: string | null, now = Date.now()): ReplyState {
  if (!waitingSince) return 'answered';
  const due = replyDueAt(Date.parse(waitingSince)).getTime();
  if (due <= now) return 'overdue';
  return due - now <= dueSoonMs ? 'dueSoon' : 'waiting';
}

/** The clock looks back at most this far for a cutoff: a lead older than that is overdue whatever the calendar. */
const lookBackMs = 60 * 24 * 3_600_000;

/**
 * The latest receipt time whose reply is due by `instant`: a lead is overdue at `instant` exactly
 * when it was received at or before it. The due time only grows with the receipt time, so a
 * search over receipt times finds it to the millisecond, and the list filters in SQL.
 */
export function receivedDueBy(instant: number): string {
  let low = instant - lookBackMs;
  let high = instant;
  if (replyDueAt(high).getTime() <= instant) return new Date(high).toISOString();
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (replyDueAt(middle).getTime() <= instant) low = middle;
    else high = middle;
  }
  return new Date(low).toISOString();
}
