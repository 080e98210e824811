import { describe, expect, it } from 'vitest';
import { replyState } from './reply-due';

/** Received on Tuesday 24 November 2026 at 10 h in Montréal: due Wednesday at 10 h. */
const received = '2026-11-24T15:00:00.000Z';
const at = (local: string) => Date.parse(local);

describe("a lead's place against the reply promise", () => {
  it.each([
    ['waiting the evening it arrived', '2026-11-24T20:00:00-05:00', 'waiting'],
    ['waiting until the hour before its due time', '2026-11-25T08:59:59-05:00', 'waiting'],
    ['due within the hour from 9 h the next day', '2026-11-25T09:00:00-05:00', 'dueSoon'],
    ['overdue at its due time', '2026-11-25T10:00:00-05:00', 'overdue'],
    ['overdue the week after', '2026-12-01T10:00:00-05:00', 'overdue'],
  ] as const)('%s', (_, now, state) => {
    expect(replyState(received, at(now))).toBe(state);
  });

  it('is answered once nothing waits for a reply (a first reply exists, no question since), late or not', () => {
    expect(replyState(null, at('2026-12-02T10:00:00-05:00'))).toBe('answered');
  });
});
