import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, adminPost, mockCerts, seedLead, snapshot, staffEmail } from './admin-helpers';
import { call, jsonPost, validContact } from '../submissions/forms-helpers';

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A person with two submissions (one typed with capitals and spaces), their notes, history and rate-limit windows; and a bystander. */
async function person() {
  const tag = crypto.randomUUID().slice(0, 6);
  const firstName = `Éloïse${tag}`;
  const address = `Éloïse.${tag}@Example.com`;
  const ipHash = `ip-${crypto.randomUUID()}`;
  const first = await seedLead({
    form: 'contact',
    ipHash,
    data: { firstName, lastName: 'Gagnon', email: `  ${address.toUpperCase()} `, company: '', subject: 's', message: 'm' },
  });
  const second = await seedLead({
    form: 'quote',
    ipHash,
    data: {
      services: ['mobile'],
      plan: '',
      budget: '< 5k',
      timeline: 'urgent',
      firstName,
      lastName: 'Gagnon',
      email: address.toLowerCase(),
      company: '',
      phone: '',
      projectDescription: '',
    },
  });
  const other = await seedLead();
  await adminPost(`/admin/leads/${first}/notes`, { note: `Rappeler ${firstName}` });
  await adminPost(`/admin/leads/${second}/status`, { status: 'won' });
  await adminPost(`/admin/leads/${other}/notes`, { note: 'someone else' });
  await env.DB.batch([
    env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, 1, 1)').bind(`contact:${ipHash}`),
    env.DB.prepare('INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, 1, 1)').bind(`quote:${ipHash}`),
  ]);
  return { address, firstName, ipHash, ids: [first, second], other };
}

const count = async (sql: string, ...binds: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...binds)
      .first<{ n: number }>()
  )?.n;

describe('privacy requests', () => {
  it('finds everything held about an address, whatever its case or spacing', async () => {
    const { address, ids } = await person();
    const html = await (await adminPost('/en/admin/privacy', { email: ` ${address.toLowerCase()}` })).text();
    expect(html).toContain('2 leads hold this address.');
    for (const id of ids) expect(html).toContain(`/en/admin/leads/${id}`);
    expect(await (await adminPost('/en/admin/privacy', { email: 'nobody@example.com' })).text()).toContain('Nothing is held about this address.');
    // A submission stored by the form today (under its e-mail key) is found the same way.
    const fresh = `Fresh.${crypto.randomUUID().slice(0, 6)}@Example.com`;
    expect((await call(jsonPost('/api/contact', { ...validContact, email: fresh }))).status).toBe(201);
    expect(await (await adminPost('/en/admin/privacy', { email: fresh.toLowerCase() })).text()).toContain('1 lead holds this address.');
    const invalid = await adminPost('/admin/privacy', { email: 'pas une adresse' });
    expect(invalid.status).toBe(400);
    expect(await invalid.text()).toContain('aria-describedby="find-email-error"');
  });

  it('exports it as JSON with history and notes, without the IP hash', async () => {
    const { address, firstName, ipHash } = await person();
    const response = await adminPost('/admin/privacy/export.json', { email: address });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const exported = JSON.parse(text) as { submissions: { form: string; history: { kind: string; note: string | null }[] }[] };
    expect(exported.submissions.map((row) => row.form)).toEqual(['contact', 'quote']);
    expect(exported.submissions[0].history).toEqual([expect.objectContaining({ kind: 'note', note: `Rappeler ${firstName}` })]);
    expect(exported.submissions[1].history).toEqual([expect.objectContaining({ kind: 'status' })]);
    expect(text).not.toContain(ipHash);
  });

  it('erases nothing until the address is typed again, then everything of the person, and logs count, who and when only', async () => {
    const { address, firstName, ipHash, ids, other } = await person();
    const before = await snapshot();
    const wrong = await adminPost('/admin/privacy/erase', { email: address, confirm: 'eloise@example.com' });
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('aria-describedby="confirm-email-error"');
    expect(wrongHtml).toContain('rien n&#x27;a été effacé');
    expect((await adminPost('/admin/privacy/erase', { email: address, confirm: '' })).status).toBe(400);
    expect(await snapshot()).toBe(before);

    const done = await adminPost('/admin/privacy/erase', { email: address, confirm: ` ${address.toUpperCase()}` });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/admin/privacy?erased=2#outcome');

    const ids_ = JSON.stringify(ids);
    expect(await count('SELECT count(*) AS n FROM submissions WHERE id IN (SELECT value FROM json_each(?))', ids_)).toBe(0);
    expect(await count('SELECT count(*) AS n FROM lead_history WHERE submission_id IN (SELECT value FROM json_each(?))', ids_)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM rate_limits WHERE bucket LIKE '%' || ?", ipHash)).toBe(0);
    // Nothing of the person anywhere, in any table.
    const tables = (
      await env.DB.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
      ).all<{ name: string }>()
    ).results;
    for (const { name } of tables) {
      const dump = JSON.stringify((await env.DB.prepare(`SELECT * FROM ${name}`).all()).results).toLowerCase();
      for (const trace of [address.toLowerCase(), firstName.toLowerCase(), ipHash, ...ids]) expect(dump, `${name} holds ${trace}`).not.toContain(trace);
    }
    // The bystander stays, with their note.
    expect(await count('SELECT count(*) AS n FROM submissions WHERE id = ?', other)).toBe(1);
    expect(await count('SELECT count(*) AS n FROM lead_history WHERE submission_id = ?', other)).toBe(1);

    const log = await env.DB.prepare('SELECT * FROM erasure_log ORDER BY id DESC LIMIT 1').first<Record<string, unknown>>();
    expect(log).toMatchObject({ actor: staffEmail, submissions: 2, applications: 0, files: 0 });
    expect(Object.keys(log ?? {}).sort()).toEqual(['actor', 'applications', 'at', 'files', 'id', 'submissions']);

    const page = await (await adminGet('/admin/privacy?erased=2')).text();
    expect(page).toMatch(/<p id="outcome" role="status"[^>]*>2 demandes effacées/);
    expect(page).toContain(`<td>${staffEmail}</td><td>2</td>`);
  });

  it('refuses an erase posted from another site', async () => {
    const { address } = await person();
    const before = await snapshot();
    expect((await adminPost('/admin/privacy/erase', { email: address, confirm: address }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});
