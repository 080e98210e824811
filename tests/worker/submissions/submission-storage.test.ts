import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { call, fakeEmail, jsonPost, rowById, validContact } from './forms-helpers';

/** The real D1, watched: every batch and every statement run outside a batch, by its SQL. */
function watchedDb(failures: { batch?: (attempt: number) => 'before' | 'after' | null } = {}) {
  const batches: string[][] = [];
  const alone: string[] = [];
  let attempt = 0;
  const sqlOf = new WeakMap<object, string>();
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          attempt += 1;
          batches.push(statements.map((statement) => sqlOf.get(statement) ?? ''));
          const fault = failures.batch?.(attempt) ?? null;
          if (fault === 'before') throw new Error('D1_ERROR: Network connection lost.');
          const results = await target.batch(statements);
          if (fault === 'after') throw new Error('D1_ERROR: Network connection lost.'); // written, answer lost
          return results;
        };
      }
      if (property === 'prepare') {
        return (sql: string) => {
          const statement = target.prepare(sql);
          const record = () => alone.push(sql);
          return new Proxy(statement, {
            get(inner, name) {
              const value = Reflect.get(inner, name);
              if (name === 'bind')
                return (...args: unknown[]) => {
                  const bound = (value as (...a: unknown[]) => D1PreparedStatement).apply(inner, args);
                  const watched = new Proxy(bound, {
                    get(b, n) {
                      const v = Reflect.get(b, n);
                      if (['first', 'run', 'all', 'raw'].includes(String(n))) record();
                      return typeof v === 'function' ? v.bind(b) : v;
                    },
                  });
                  sqlOf.set(watched, sql);
                  return watched;
                };
              if (['first', 'run', 'all', 'raw'].includes(String(name))) record();
              return typeof value === 'function' ? value.bind(inner) : value;
            },
          });
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, batches, alone };
}

// The notification's one statement after sending: the stored row is handed over, never read again.
/**
 * After the answer: the sends, and what they check first (the hour's staff alerts, the claim of the
 * delivery still queued), and the reply address the confirmation hands out (docs/decisions/0057-lead-conversation.md).
 */
const notification =
  /^\s*(UPDATE deliveries SET (sent_at|claimed_at)|SELECT count\(\*\) AS n FROM deliveries WHERE channel = \?|SELECT \(SELECT count\(\*\) FROM deliveries WHERE channel = \?1|SELECT \* FROM deliveries WHERE submission_id|INSERT INTO reply_addresses)/;

describe('storing a submission', () => {
  it('takes one D1 round trip on the request path: the key check, the rate count and the insert in one batch', async () => {
    const { db, batches, alone } = watchedDb();
    const response = await call(jsonPost('/api/contact', validContact, { 'Idempotency-Key': crypto.randomUUID() }), { DB: db, EMAIL: fakeEmail().binding });
    expect(response.status).toBe(201);
    expect(batches).toHaveLength(1);
    expect(batches[0].join(' ')).toMatch(/rate_limits[\s\S]*INSERT INTO submissions/);
    // The only other statements send and record the sends (staff e-mail, confirmation), after the answer (waitUntil).
    expect(alone.filter((sql) => !notification.test(sql))).toEqual([]);
  });

  it('retries a transient D1 error and stores the submission once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db, batches } = watchedDb({ batch: (attempt) => (attempt === 1 ? 'before' : null) });
    const email = fakeEmail();
    const key = crypto.randomUUID();
    const response = await call(jsonPost('/api/contact', validContact, { 'Idempotency-Key': key }), { DB: db, EMAIL: email.binding });
    expect(response.status).toBe(201);
    expect(batches).toHaveLength(2);
    const rows = await env.DB.prepare('SELECT id FROM submissions WHERE idempotency_key = ?').bind(key).all();
    expect(rows.results).toHaveLength(1);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/attempt 1 failed/);
    warn.mockRestore();
  });

  it('after a write whose answer was lost, the retry recognises its own row: stored once, answered as new, notified once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { db } = watchedDb({ batch: (attempt) => (attempt === 1 ? 'after' : null) });
    const email = fakeEmail();
    const key = crypto.randomUUID();
    const response = await call(jsonPost('/api/contact', validContact, { 'Idempotency-Key': key }), { DB: db, EMAIL: email.binding });
    expect(response.status).toBe(201);
    expect(response.headers.get('Idempotent-Replayed')).toBeNull();
    const { id } = await response.json<{ id: string }>();
    expect(await rowById(id)).not.toBeNull();
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM submissions WHERE idempotency_key = ?').bind(key).first<{ n: number }>())!.n).toBe(1);
    expect(email.sent.filter((message) => message.text?.includes(id))).toHaveLength(1);
    warn.mockRestore();
  });

  it('gives up after a few tries and answers 503; nothing is stored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db, batches } = watchedDb({ batch: () => 'before' });
    const key = crypto.randomUUID();
    const response = await call(jsonPost('/api/contact', validContact, { 'Idempotency-Key': key }), { DB: db });
    expect(response.status).toBe(503);
    expect(batches.length).toBeGreaterThan(1);
    expect(await env.DB.prepare('SELECT id FROM submissions WHERE idempotency_key = ?').bind(key).first()).toBeNull();
    warn.mockRestore();
    error.mockRestore();
  });
});
