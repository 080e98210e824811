import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retention } from '../../../src/business/terms';
import { adminPost, mockCerts, staffEmail } from '../admin/admin-helpers';
import { call, jsonPost, runCron, validContact } from './forms-helpers';
import { applicationPost, docx, fileRowOf, objectBytes, pdf, validApplication, type Upload } from './application-helpers';

/**
 * An application is kept only as long as said (docs/decisions/0050-job-applications.md): the cron
 * deletes it after `retention.applicationsMonths` with its file row and its object; a privacy
 * request finds, exports (the file's name, type and size, never its bytes) and erases it, object
 * included, and the erase log counts applications and files.
 */
beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const quiet = { LEAD_WEBHOOK_URL: undefined };
const unique = () => `keep-${crypto.randomUUID().slice(0, 8)}@example.org`;

async function apply(email: string, file: Upload = pdf()): Promise<string> {
  const response = await call(applicationPost('/api/application', { ...validApplication, email }, [file]), quiet);
  expect(response.status).toBe(201);
  return (await response.json<{ id: string }>()).id;
}
const ageBy = (id: string, months: number) =>
  env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE id = ?`).bind(`-${months} months`, id).run();
const exists = async (id: string) => (await env.DB.prepare('SELECT 1 FROM submissions WHERE id = ?').bind(id).first()) !== null;

describe('the retention of applications', () => {
  it('the cron deletes an application past its period with its file row and object; a newer one and an older lead stay', async () => {
    const old = await apply(unique());
    const recent = await apply(unique(), docx());
    const lead = await call(jsonPost('/api/contact', { ...validContact, email: unique() }), quiet);
    const leadId = (await lead.json<{ id: string }>()).id;
    await ageBy(old, retention.applicationsMonths + 1);
    await ageBy(recent, retention.applicationsMonths - 1);
    await ageBy(leadId, retention.applicationsMonths + 1);
    await runCron(quiet);
    expect(await exists(old)).toBe(false);
    expect(await fileRowOf(old)).toBeNull();
    expect(await objectBytes(old)).toBeNull();
    expect(await exists(recent)).toBe(true);
    expect(await objectBytes(recent)).toEqual(docx().bytes);
    expect(await exists(leadId)).toBe(true);
  });

  it('the review pile goes with its files after its short period', async () => {
    const response = await call(applicationPost('/api/application', { ...validApplication, email: unique() }, [pdf()], {}, { proof: false }), quiet);
    const { id } = await response.json<{ id: string }>();
    await env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE id = ?`)
      .bind(`-${retention.reviewPileDays + 1} days`, id)
      .run();
    await runCron(quiet);
    expect(await exists(id)).toBe(false);
    expect(await objectBytes(id)).toBeNull();
  });
});

describe('a privacy request of a candidate', () => {
  it('exports the application with its file as name, type and size, never its bytes or key', async () => {
    const email = unique();
    const id = await apply(email);
    const response = await adminPost('/admin/privacy/export.json', { email });
    const body = await response.text();
    const { submissions } = JSON.parse(body) as { submissions: Record<string, unknown>[] };
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ id, form: 'application', file: { name: 'Mon CV ete.pdf', type: 'application/pdf', size: pdf().bytes.byteLength } });
    expect(body).not.toContain('applications/');
    expect(body).not.toContain('%PDF');
  });

  it('erases the applications and their objects, and the log counts applications and files', async () => {
    const email = unique();
    const ids = [await apply(email), await apply(email, docx())];
    await call(jsonPost('/api/contact', { ...validContact, email }), quiet);
    const bystander = await apply(unique());
    const done = await adminPost('/admin/privacy/erase', { email, confirm: email });
    expect(done.status).toBe(303);
    for (const id of ids) {
      expect(await exists(id)).toBe(false);
      expect(await fileRowOf(id)).toBeNull();
      expect(await objectBytes(id)).toBeNull();
    }
    expect(await objectBytes(bystander)).toEqual(pdf().bytes);
    const log = await env.DB.prepare('SELECT actor, submissions, applications, files FROM erasure_log ORDER BY id DESC LIMIT 1').first();
    expect(log).toEqual({ actor: staffEmail, submissions: 3, applications: 2, files: 2 });
  });
});
