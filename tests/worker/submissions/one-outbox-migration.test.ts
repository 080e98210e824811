import { applyD1Migrations, env } from 'cloudflare:test';
import { emptyDatabase } from './migration-helpers';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/site';
import { outbox } from '../../../src/submissions/deliveries.server';
import { channelNames } from '../../../src/submissions/channels.server';
import { adminGet, mockCerts } from '../admin/admin-helpers';
import { fakeEmail, runCron } from './forms-helpers';

/**
 * migrations/0011_one_outbox.sql on a database as it was before it (docs/decisions/0047-one-outbox.md):
 * the staff e-mail's state moves from the `notify_*` columns of `submissions` into its `email` rows
 * of `deliveries`, and the one outbox carries on from there.
 */
const before = env.TEST_MIGRATIONS.filter((migration) => migration.name < '0011');
const ids = {
  unsent: '0e7b0011-0000-4000-8000-000000000001',
  dead: '0e7b0011-0000-4000-8000-000000000002',
  sent: '0e7b0011-0000-4000-8000-000000000003',
  held: '0e7b0011-0000-4000-8000-000000000004',
  spam: '0e7b0011-0000-4000-8000-000000000005',
};
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const sentAt = ago(170);

/** A submission in the schema of migration 0010, with its staff e-mail's columns. */
function oldSubmission(id: string, { spam = 0, held = false, notifiedAt = null as string | null, attempts = 0, error = null as string | null }) {
  return env.DB.prepare(
    `INSERT INTO submissions (id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash, created_at, held_at, held_reasons,
       notified_at, notify_attempts, notify_error, notify_next_at)
     VALUES (?1, 'contact', 'en', '/en/contact', ?2, ?3, 'hash', ?1, 'p', ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
  ).bind(
    id,
    JSON.stringify({ firstName: 'Old', lastName: id.slice(-1), email: `old${id.slice(-1)}@example.org`, subject: 'Before', message: 'Hello' }),
    spam,
    ago(180),
    held ? ago(180) : null,
    held ? 'no_proof' : null,
    notifiedAt,
    attempts,
    error,
    attempts ? ago(1) : null,
  );
}

// Each test on the database as it was before the migration, then migrated (its tests change it).
beforeEach(async () => {
  await emptyDatabase();
  await applyD1Migrations(env.DB, before);
  await env.DB.batch([
    oldSubmission(ids.unsent, { attempts: 2, error: 'Email service unavailable' }),
    oldSubmission(ids.dead, { attempts: outbox.maxAttempts, error: 'rejected for good' }),
    oldSubmission(ids.sent, { notifiedAt: sentAt, attempts: 1 }),
    oldSubmission(ids.held, { held: true }),
    oldSubmission(ids.spam, { spam: 1 }),
    env.DB.prepare("INSERT INTO deliveries (submission_id, channel, attempts, sent_at, queued_at) VALUES (?1, 'confirmation', 1, ?2, ?2)").bind(
      ids.sent,
      sentAt,
    ),
  ]);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});

const emailRow = (id: string) =>
  env.DB.prepare("SELECT attempts, error, sent_at FROM deliveries WHERE submission_id = ? AND channel = 'email'")
    .bind(id)
    .first<{ attempts: number; error: string | null; sent_at: string | null }>();

describe('the staff e-mail, carried into the one outbox by migration 0011', () => {
  it('keeps every state: unsent with its attempts and error, dead, sent with its time; none for a held or spam post', async () => {
    expect(await emailRow(ids.unsent)).toEqual({ attempts: 2, error: 'Email service unavailable', sent_at: null });
    expect(await emailRow(ids.dead)).toEqual({ attempts: outbox.maxAttempts, error: 'rejected for good', sent_at: null });
    expect(await emailRow(ids.sent)).toEqual({ attempts: 1, error: null, sent_at: sentAt });
    expect(await emailRow(ids.held)).toBeNull();
    expect(await emailRow(ids.spam)).toBeNull();
    const confirmation = await env.DB.prepare("SELECT attempts FROM deliveries WHERE submission_id = ? AND channel = 'confirmation'")
      .bind(ids.sent)
      .first<{ attempts: number }>();
    expect(confirmation).toEqual({ attempts: 1 });
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('submissions') WHERE name LIKE 'notif%'").all();
    expect(columns.results).toEqual([]);
  });

  it('the cron sends the e-mail left unsent before the migration, once, and leaves the dead letter alone', async () => {
    const email = fakeEmail();
    await runCron({ EMAIL: email.binding });
    const mine = (id: string) => email.sent.filter((message) => message.text?.includes(id));
    expect(mine(ids.unsent)).toHaveLength(1);
    expect(mine(ids.unsent)[0]).toMatchObject({ to: site.email });
    expect(await emailRow(ids.unsent)).toMatchObject({ attempts: 3, error: null, sent_at: expect.any(String) });
    expect(mine(ids.dead)).toHaveLength(0);
    expect(mine(ids.sent)).toHaveLength(0);
    expect(await emailRow(ids.dead)).toEqual({ attempts: outbox.maxAttempts, error: 'rejected for good', sent_at: null });
    await runCron({ EMAIL: email.binding });
    expect(mine(ids.unsent)).toHaveLength(1);
  });

  it('shows the dead letter on the lead’s page, and a held post as nothing sent', async () => {
    mockCerts();
    const dead = await (await adminGet(`/en/admin/leads/${ids.dead}`)).text();
    expect(dead).toContain(`Given up after ${outbox.maxAttempts} attempts. Last error: rejected for good`);
    const held = await (await adminGet(`/en/admin/leads/${ids.held}`)).text();
    expect(held.match(/Nothing sent: in review/g)).toHaveLength(channelNames.length);
    vi.restoreAllMocks();
  });
});
