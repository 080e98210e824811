import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/site';
import { retention } from '../../../src/business/terms';
import { outbox } from '../../../src/submissions/deliveries.server';

/** The staff e-mail's rows of the outbox. */
const email = `channel = 'email'`;
/** Minutes between now and the staff e-mail's next try. */
const pauseMinutes = async (id: string) =>
  (await env.DB.prepare(`SELECT (julianday(next_at) - julianday('now')) * 1440 AS minutes FROM deliveries WHERE ${email} AND submission_id = ?`)
    .bind(id)
    .first<{ minutes: number }>())!.minutes;
/** As if the pause had gone by. */
const pauseOver = (id: string) =>
  env.DB.prepare(`UPDATE deliveries SET next_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second') WHERE ${email} AND submission_id = ?`).bind(id).run();
import { call, fakeEmail, jsonPost, rowById, runCron, validContact, validQuote } from './forms-helpers';
import { freshStorage } from '../fresh-storage';

// The cron sends every unsent row of the outbox, site-wide: each test starts from empty storage,
// whichever ran before it (docs/decisions/0021-test-suite.md).
beforeEach(() => freshStorage());

describe('notifications and the cron', () => {
  it('keeps a failed send in the outbox and the cron sends it later', async () => {
    const failing = fakeEmail(true);
    const response = await call(jsonPost('/api/quote', validQuote), { EMAIL: failing.binding });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    expect(await rowById(id)).toMatchObject({ email_sent_at: null, email_attempts: 1, email_error: 'simulated send failure' });

    await env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE id = ?`).bind(id).run();
    // Not before its pause is over: the first retry waits a few minutes.
    await runCron({ EMAIL: failing.binding });
    expect(await rowById(id)).toMatchObject({ email_attempts: 1 });
    expect(await pauseMinutes(id)).toBeCloseTo(outbox.firstPauseMinutes, 0);
    await pauseOver(id);
    await runCron({ EMAIL: failing.binding });
    expect(await rowById(id)).toMatchObject({ email_sent_at: null, email_attempts: 2 });
    expect(await pauseMinutes(id)).toBeCloseTo(outbox.firstPauseMinutes * 2, 0);

    await pauseOver(id);
    const working = fakeEmail();
    await runCron({ EMAIL: working.binding });
    const row = await rowById(id);
    expect(row!.email_sent_at).not.toBeNull();
    expect(row!.email_error).toBeNull();
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
      await env.DB.prepare(`INSERT INTO quote_wizard_daily (day, stage, visits) VALUES (?, 'services', 2)`).bind(when).run();
    }
    await runCron({ EMAIL: fakeEmail().binding });
    for (const table of ['page_views_daily', 'quote_wizard_daily']) {
      const days = await env.DB.prepare(`SELECT day FROM ${table} WHERE day IN (?, ?)`).bind(old, recent).all<{ day: string }>();
      expect(
        days.results.map((row) => row.day),
        table,
      ).toEqual([recent]);
    }
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
          if (/d\.sent_at IS NULL/i.test(sql)) throw new Error('D1_ERROR: simulated outage');
          return target.prepare(sql);
        };
      },
    });
    await expect(runCron({ EMAIL: fakeEmail().binding, DB: failingOutbox })).rejects.toThrow(/a step failed/);
    expect(await rowById(id)).toBeNull();
  });
});

describe('the outbox under a failing e-mail service', () => {
  it('never starves: newer unsent rows are tried before old ones are tried again, and every row is tried', { timeout: 30_000 }, async () => {
    // Earlier rows out of the way, sent before this hour's staff alerts (0046).
    await env.DB.prepare(
      `UPDATE deliveries SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 hours') WHERE ${email} AND (sent_at IS NULL OR sent_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'))`,
    ).run();
    const failing = fakeEmail(true);
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await call(jsonPost('/api/contact', { ...validContact, message: `Message ${i}` }), { EMAIL: failing.binding });
      ids.push((await response.json<{ id: string }>()).id);
    }
    await env.DB.prepare(
      `UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes')
       WHERE id IN (SELECT submission_id FROM deliveries WHERE ${email} AND sent_at IS NULL)`,
    ).run();
    await env.DB.prepare(`UPDATE deliveries SET next_at = NULL WHERE ${email} AND sent_at IS NULL`).run();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let run = 0; run < 3; run++) {
      await runCron({ EMAIL: failing.binding });
      await env.DB.prepare(`UPDATE deliveries SET next_at = NULL WHERE ${email} AND sent_at IS NULL`).run();
    }
    errors.mockRestore();
    const attempts = await env.DB.prepare(`SELECT attempts AS n FROM deliveries WHERE ${email} AND submission_id IN (${ids.map(() => '?').join(',')})`)
      .bind(...ids)
      .all<{ n: number }>();
    const counts = attempts.results.map((row) => row.n);
    // 60 rows, 50 a run, three runs: each row tried once on posting and then at least twice more.
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('gives up after the last attempt: a dead letter, kept and no longer tried', async () => {
    await env.DB.prepare(`UPDATE deliveries SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE ${email} AND sent_at IS NULL`).run();
    const failing = fakeEmail(true);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { id } = await (await call(jsonPost('/api/contact', validContact), { EMAIL: failing.binding })).json<{ id: string }>();
    await env.DB.prepare(`UPDATE deliveries SET attempts = ?1, next_at = NULL WHERE ${email} AND submission_id = ?2`)
      .bind(outbox.maxAttempts - 1, id)
      .run();
    await env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE id = ?`).bind(id).run();
    await runCron({ EMAIL: failing.binding });
    expect(await rowById(id)).toMatchObject({ email_attempts: outbox.maxAttempts, email_sent_at: null });
    await pauseOver(id);
    const working = fakeEmail();
    await runCron({ EMAIL: working.binding });
    expect(working.sent.filter((message) => message.text?.includes(id))).toHaveLength(0);
    expect(await rowById(id)).toMatchObject({ email_attempts: outbox.maxAttempts, email_sent_at: null });
    errors.mockRestore();
  });
});
