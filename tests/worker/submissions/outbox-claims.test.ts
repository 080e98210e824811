import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import worker from '../../../src/index';
import type { Bindings } from '../../../src/env';
import { heldEmail } from '../helpers';
import { call, jsonPost, validContact } from './forms-helpers';
import { freshStorage } from '../fresh-storage';
import { seedProposal } from '../../../scripts/data/proposal-seed';

/**
 * The outboxes claim a row before sending it (docs/decisions/0047-one-outbox.md: a send is made by whoever claims the row): crons
 * and requests that meet on the same due row send it once. The runs are all started before any is
 * awaited, and the stand-in mail binding holds every send until all of them are in flight.
 */
beforeEach(() => freshStorage());

/** Crons started together, each with its own execution context, the mail binding replaced. */
function cronsTogether(count: number, EMAIL: SendEmail): Promise<void>[] {
  const controllers = Array.from({ length: count }, () => ({ controller: createScheduledController({ cron: '*/15 * * * *' }), ctx: createExecutionContext() }));
  return controllers.map(async ({ controller, ctx }) => {
    await worker.scheduled(controller, { ...(env as unknown as Bindings), EMAIL }, ctx);
    await waitOnExecutionContext(ctx);
  });
}

describe('claim, then send', () => {
  it('10 crons meeting on a lead whose staff e-mail and confirmation are due: each sent once', async () => {
    // Stored while the mail binding was down: both e-mails wait in the outbox.
    const response = await call(jsonPost('/api/contact', validContact), { EMAIL: undefined });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    await env.DB.batch([
      env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE id = ?`).bind(id),
      env.DB.prepare(`UPDATE deliveries SET next_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second') WHERE submission_id = ?`).bind(id),
    ]);
    const mail = heldEmail();
    await mail.together(cronsTogether(10, mail.binding));
    expect(mail.sent.filter((message) => message.to === validContact.email)).toHaveLength(1);
    expect(mail.sent.filter((message) => message.to !== validContact.email)).toHaveLength(1);
    const rows = await env.DB.prepare(
      `SELECT channel, attempts, sent_at FROM deliveries WHERE submission_id = ? AND channel IN ('email', 'confirmation') ORDER BY channel`,
    )
      .bind(id)
      .all();
    expect(rows.results).toEqual([
      { channel: 'confirmation', attempts: 2, sent_at: expect.any(String) },
      { channel: 'email', attempts: 2, sent_at: expect.any(String) },
    ]);
  });

  it('10 crons meeting on a proposal’s due e-mail: sent once', async () => {
    const proposal = await seedProposal(env.DB);
    await env.DB.prepare(
      `INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) VALUES (?, 'reminder', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes'), NULL)`,
    )
      .bind(proposal.id)
      .run();
    const mail = heldEmail();
    await mail.together(cronsTogether(10, mail.binding));
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0].subject).toContain(proposal.number);
  });
});
