import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { site } from '../../src/site';
import { retention } from '../../src/content/terms';
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
    await age(ids[0], retention.submissionsMonths + 1);
    await age(ids[1], retention.submissionsMonths - 1);
    await runCron({ EMAIL: fakeEmail().binding });
    expect(await rowById(ids[0])).toBeNull();
    expect(await rowById(ids[1])).not.toBeNull();
    expect(await rowById(ids[2])).not.toBeNull();

    await age(ids[1], retention.submissionsMonths + 1);
    await runCron({ EMAIL: fakeEmail().binding });
    expect(await rowById(ids[1])).toBeNull();
  });
});

describe('the cron’s retention steps', () => {
  it('deletes analytics totals older than their retention period and keeps the others', async () => {
    const day = (monthsAgo: number) => env.DB.prepare(`SELECT date('now', ?) AS day`).bind(`-${monthsAgo} months`).first<{ day: string }>();
    const old = (await day(retention.analyticsMonths + 1))!.day;
    const recent = (await day(retention.analyticsMonths - 1))!.day;
    for (const when of [old, recent]) {
      await env.DB.prepare(`INSERT INTO page_views_daily (day, route, path, lang, views) VALUES (?, 'home', '/', 'fr', 3)`).bind(when).run();
    }
    await runCron({ EMAIL: fakeEmail().binding });
    const days = await env.DB.prepare(`SELECT day FROM page_views_daily WHERE day IN (?, ?)`).bind(old, recent).all<{ day: string }>();
    expect(days.results.map((row) => row.day)).toEqual([recent]);
  });

  it('still deletes what is past retention when the outbox step fails, and the run reports the failure', async () => {
    const { id } = await (await call(jsonPost('/api/contact', validContact))).json<{ id: string }>();
    await env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE id = ?`)
      .bind(`-${retention.submissionsMonths + 1} months`, id)
      .run();
    const failingOutbox = new Proxy(env.DB, {
      get(target, property) {
        if (property !== 'prepare') return Reflect.get(target, property).bind?.(target) ?? Reflect.get(target, property);
        return (sql: string) => {
          if (/notified_at IS NULL/i.test(sql)) throw new Error('D1_ERROR: simulated outage');
          return target.prepare(sql);
        };
      },
    });
    await expect(runCron({ EMAIL: fakeEmail().binding, DB: failingOutbox })).rejects.toThrow(/a step failed/);
    expect(await rowById(id)).toBeNull();
  });
});
