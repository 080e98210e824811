import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site';
import { call, fakeEmail, jsonPost, rowById, runCron, validContact, validQuote } from './forms-helpers';

describe('notifications and the cron', () => {
  it('keeps a failed send in the outbox and the cron sends it later', async () => {
    const failing = fakeEmail(true);
    const response = await call(jsonPost('/api/quote', validQuote), { EMAIL: failing.binding });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    expect(await rowById(id)).toMatchObject({ notified_at: null, notify_attempts: 1, notify_error: 'simulated send failure' });

    await env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE id = ?`).bind(id).run();
    await runCron({ EMAIL: failing.binding });
    expect(await rowById(id)).toMatchObject({ notified_at: null, notify_attempts: 2 });

    const working = fakeEmail();
    await runCron({ EMAIL: working.binding });
    const row = await rowById(id);
    expect(row!.notified_at).not.toBeNull();
    expect(row!.notify_error).toBeNull();
    const mine = working.sent.filter((message) => JSON.stringify(message).includes(id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ to: site.email, subject: 'Nouvelle demande de soumission\u00a0: John Smith' });
    expect(mine[0].text).toContain('Applications mobiles');

    await runCron({ EMAIL: working.binding });
    expect(working.sent.filter((message) => JSON.stringify(message).includes(id))).toHaveLength(1);
  });

  it('deletes submissions older than the retention period and keeps the others', async () => {
    const ids = await Promise.all(
      [validContact, validContact, validContact].map(async (body) => (await (await call(jsonPost('/api/contact', body))).json<{ id: string }>()).id),
    );
    const age = (id: string, months: number) =>
      env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE id = ?`).bind(`-${months} months`, id).run();
    await age(ids[0], 25);
    await age(ids[1], 23);
    await runCron({ EMAIL: fakeEmail().binding });
    expect(await rowById(ids[0])).toBeNull();
    expect(await rowById(ids[1])).not.toBeNull();
    expect(await rowById(ids[2])).not.toBeNull();

    await age(ids[2], 2);
    await runCron({ EMAIL: fakeEmail().binding, RETENTION_MONTHS: '1' });
    expect(await rowById(ids[2])).toBeNull();
    expect(await rowById(ids[1])).toBeNull();
  });
});
