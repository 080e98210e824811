import { applyD1Migrations, env } from 'cloudflare:test';
import { emptyDatabase } from './migration-helpers';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * migrations/0012_job_applications.sql on a database as it was before it
 * (docs/decisions/0050-job-applications.md): `submissions` is rebuilt without its status list, and
 * every lead, its history and its outbox rows come through; a status of an application's own set is
 * then taken, and a submission's file row goes with its submission.
 */
const id = '0e7b0012-0000-4000-8000-000000000001';

// Each test on the database as it was before the migration, then migrated (its tests change it).
beforeEach(async () => {
  await emptyDatabase();
  await applyD1Migrations(
    env.DB,
    env.TEST_MIGRATIONS.filter((migration) => migration.name < '0012'),
  );
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO submissions (id, form, lang, page, data, ip_hash, idempotency_key, payload_hash, created_at, email_key, mailbox_key, status, held_at)
       VALUES (?1, 'quote', 'fr', '/soumission', '{"firstName":"Avant"}', 'hash', ?1, 'p', '2026-11-20T15:00:00.000Z', 'a@example.org', 'a@example.org', 'in_progress', NULL)`,
    ).bind(id),
    env.DB.prepare(
      `INSERT INTO lead_history (submission_id, actor, kind, from_status, to_status) VALUES (?1, 'staff@example.com', 'status', 'new', 'in_progress')`,
    ).bind(id),
    env.DB.prepare(`INSERT INTO lead_history (submission_id, actor, kind, note) VALUES (?1, 'staff@example.com', 'note', 'Rappeler lundi')`).bind(id),
    env.DB.prepare(
      `INSERT INTO deliveries (submission_id, channel, attempts, sent_at, queued_at) VALUES (?1, 'email', 1, '2026-11-20T15:00:01.000Z', '2026-11-20T15:00:00.000Z')`,
    ).bind(id),
    env.DB.prepare(
      `INSERT INTO deliveries (submission_id, channel, attempts, error, queued_at) VALUES (?1, 'confirmation', 3, 'down', '2026-11-20T15:00:00.000Z')`,
    ).bind(id),
  ]);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
});

describe('migration 0012: applications beside the leads', () => {
  it('keeps every lead with its status, history and outbox rows', async () => {
    const row = await env.DB.prepare('SELECT form, status, mailbox_key, data FROM submissions WHERE id = ?').bind(id).first();
    expect(row).toEqual({ form: 'quote', status: 'in_progress', mailbox_key: 'a@example.org', data: '{"firstName":"Avant"}' });
    const history = await env.DB.prepare('SELECT kind, to_status, note FROM lead_history WHERE submission_id = ? ORDER BY id').bind(id).all();
    expect(history.results).toEqual([
      { kind: 'status', to_status: 'in_progress', note: null },
      { kind: 'note', to_status: null, note: 'Rappeler lundi' },
    ]);
    const deliveries = await env.DB.prepare('SELECT channel, attempts, sent_at, error FROM deliveries WHERE submission_id = ? ORDER BY channel').bind(id).all();
    expect(deliveries.results).toEqual([
      { channel: 'confirmation', attempts: 3, sent_at: null, error: 'down' },
      { channel: 'email', attempts: 1, sent_at: '2026-11-20T15:00:01.000Z', error: null },
    ]);
  });

  it('takes an application status, and a file row leaves with its submission', async () => {
    await env.DB.prepare("UPDATE submissions SET status = 'interview' WHERE id = ?").bind(id).run();
    await env.DB.prepare(
      "INSERT INTO submission_files (submission_id, object_key, type, name, size) VALUES (?1, 'applications/' || ?1, 'application/pdf', 'cv.pdf', 602)",
    )
      .bind(id)
      .run();
    await env.DB.prepare('DELETE FROM submissions WHERE id = ?').bind(id).run();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM submission_files').first('n')).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM deliveries').first('n')).toBe(0);
  });
});
