import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { purgeWindows, windowStart, withinRate } from './rate-limit';

const minute = 60_000;

describe('fixed-window rate limit', () => {
  it('starts windows on multiples of their length', () => {
    expect(windowStart(60, 0)).toBe(0);
    expect(windowStart(60, 59_999)).toBe(0);
    expect(windowStart(60, 60_000)).toBe(60);
    expect(windowStart(3600, 7_200_500)).toBe(7200);
  });

  it('lets `max` hits through in one window, refuses the next, and starts again in the next window', async () => {
    const bucket = `unit:${crypto.randomUUID()}`;
    const now = 10 * minute;
    const answers = [];
    for (let hit = 0; hit < 4; hit++) answers.push(await withinRate(env.DB, bucket, 60, 3, now));
    expect(answers).toEqual([true, true, true, false]);
    expect(await withinRate(env.DB, bucket, 60, 3, now + minute)).toBe(true);
    expect(await withinRate(env.DB, `unit:${crypto.randomUUID()}`, 60, 3, now)).toBe(true);
  });

  it('forgets the windows that began before the purge time, and only those', async () => {
    const bucket = `unit:${crypto.randomUUID()}`;
    await withinRate(env.DB, bucket, 60, 1, 10 * minute);
    await withinRate(env.DB, bucket, 60, 1, 20 * minute);
    await purgeWindows(env.DB, (15 * minute) / 1000);
    const { results } = await env.DB.prepare('SELECT window_start FROM rate_limits WHERE bucket = ?').bind(bucket).all<{ window_start: number }>();
    expect(results.map((row) => row.window_start)).toEqual([1200]);
  });
});
