import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPost, mockCerts } from '../admin/admin-helpers';
import { staffPost } from '../proposals/staff-helpers';
import { fakeEmail, runCron } from '../submissions/forms-helpers';
import { deliver, leadOf, rawOf, replyFrom } from './conversation-helpers';

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A lead with a whole conversation: a client's reply with attachments, a staff reply, an out-of-office. */
async function conversation(address: string) {
  const lead = await leadOf(address);
  await replyFrom('reply-gmail-fr.eml', lead, address);
  await replyFrom('reply-attachments.eml', lead, address);
  await staffPost(`/admin/leads/${lead.id}/reply`, { reply: 'Bonjour Marie, bien reçu.' }, { EMAIL: fakeEmail().binding });
  await replyFrom('out-of-office.eml', lead, address);
  return lead;
}

const count = async (table: string, where: string, bind: string) =>
  ((await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).bind(bind).first<{ n: number }>()) ?? { n: -1 }).n;

describe('the conversation is part of the lead (Law 25)', () => {
  it('a privacy export holds every e-mail exchanged, its text and its attachments’ names, never their bytes or keys', async () => {
    const address = 'marie.tremblay@example.org';
    const lead = await conversation(address);
    const response = await adminPost('/admin/privacy/export.json', { email: address });
    const exported = (await response.json()) as { submissions: { id: string; messages: Record<string, unknown>[] }[] };
    const held = exported.submissions.find((row) => row.id === lead.id);
    expect(held?.messages.map((message) => [message.direction, message.kind])).toEqual([
      ['in', 'reply'],
      ['in', 'reply'],
      ['out', 'reply'],
      ['in', 'auto'],
    ]);
    expect(held?.messages[0].text).toContain('Le budget reste le même');
    expect(held?.messages[1].attachments).toEqual(['plan du site.pdf', 'maquette-2.pdf', 'maquette-3.pdf', 'maquette-4.pdf', 'maquette-5.pdf']);
    expect(held?.messages[2]).toMatchObject({ text: 'Bonjour Marie, bien reçu.', by: 'agent@example.com' });
    const text = JSON.stringify(exported);
    expect(text).not.toContain('replies/');
    expect(text).not.toContain('%PDF');
  });

  it('an erasure leaves nothing of the thread: rows, attachments in the bucket, and the reply address, which is then refused', async () => {
    const address = `eloise.${crypto.randomUUID().slice(0, 6)}@example.org`;
    const lead = await conversation(address);
    const { results: before } = await env.DB.prepare(
      'SELECT f.object_key FROM lead_message_files f JOIN lead_messages m ON m.id = f.message_id WHERE m.submission_id = ?',
    )
      .bind(lead.id)
      .all<{ object_key: string }>();
    expect(before.length).toBe(5);
    const done = await adminPost('/admin/privacy/erase', { email: address, confirm: address });
    expect(done.status).toBe(303);
    expect(await count('lead_messages', 'submission_id = ?', lead.id)).toBe(0);
    expect(await count('reply_addresses', 'submission_id = ?', lead.id)).toBe(0);
    for (const { object_key } of before) expect(await env.RESUMES.head(object_key)).toBeNull();
    for (const { object_key } of before) expect(await count('lead_message_files', 'object_key = ?', object_key)).toBe(0);
    // The address is revoked with the lead.
    const late = await deliver(rawOf('reply-gmail-en.eml', { REPLY_ADDRESS: lead.replyAddress }), { from: address, to: lead.replyAddress });
    expect(late.rejected).toMatch(/Unknown address/);
  });

  it('its retention is the lead’s: the cron’s purge takes the thread and its attachments with the lead', async () => {
    const address = 'marie.tremblay@example.org';
    const lead = await leadOf(address);
    await replyFrom('reply-attachments.eml', lead, address);
    const [file] = (
      await env.DB.prepare('SELECT f.object_key FROM lead_message_files f JOIN lead_messages m ON m.id = f.message_id WHERE m.submission_id = ?')
        .bind(lead.id)
        .all<{ object_key: string }>()
    ).results;
    await env.DB.prepare(`UPDATE submissions SET created_at = '2000-01-01T00:00:00.000Z' WHERE id = ?`).bind(lead.id).run();
    await runCron({ EMAIL: fakeEmail().binding });
    expect(await count('lead_messages', 'submission_id = ?', lead.id)).toBe(0);
    expect(await env.RESUMES.head(file.object_key)).toBeNull();
  });
});
