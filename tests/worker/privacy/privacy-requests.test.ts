import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { emailKey } from '../../../src/text/email-key';
import { eraseHeld, exported, findHeld, inlineSql, findStatement } from '../../../src/privacy/requests';
import { limits } from '../../../src/submissions/limits';
import { call, freshIp, jsonPost, rowById, validContact, validQuote } from '../submissions/forms-helpers';
import { inOneWindow } from '../helpers';

const tag = () => crypto.randomUUID().slice(0, 8);
const post = async (path: string, body: Record<string, unknown>, ip = freshIp()) => {
  const response = await call(jsonPost(path, body, { 'cf-connecting-ip': ip }));
  expect(response.status).toBe(201);
  return (await response.json<{ id: string }>()).id;
};

describe('e-mail addresses compared one way everywhere', () => {
  it('stores each submission’s address under one key: trimmed, NFC, lower-cased in full Unicode', async () => {
    const id = await post('/api/contact', { ...validContact, email: ` E\u0301RIC.${tag()}@Exemple.CA ` });
    const row = await env.DB.prepare('SELECT email_key, data FROM submissions WHERE id = ?').bind(id).first<{ email_key: string; data: string }>();
    expect(row!.email_key).toMatch(/^éric\.\w+@exemple\.ca$/);
    expect(row!.email_key).toBe(emailKey(JSON.parse(row!.data).email));
    expect(emailKey('ÉRIC@X.CA')).toBe(emailKey('e\u0301ric@x.ca'));
  });

  it('finds a person however the address is capitalised or composed, apostrophes included', async () => {
    const person = tag();
    const upper = `ÉRIC.${person}@exemple.ca`;
    const ids = [
      await post('/api/contact', { ...validContact, email: upper }),
      await post('/api/quote', { ...validQuote, email: `e\u0301ric.${person}@EXEMPLE.ca` }),
    ];
    await post('/api/contact', { ...validContact, email: `other.${person}@exemple.ca` });
    for (const asked of [upper, `éric.${person}@exemple.ca`, ` Éric.${person}@Exemple.Ca `]) {
      expect((await findHeld(env.DB, asked)).map((row) => row.id).sort(), asked).toEqual([...ids].sort());
    }
    const quoted = `o'brien.${person}@example.com`;
    const id = await post('/api/contact', { ...validContact, email: quoted });
    expect((await findHeld(env.DB, quoted)).map((row) => row.id)).toEqual([id]);
    // The operators' command runs the same statement with the address written into it.
    expect(inlineSql(findStatement(quoted))).toContain(`'o''brien.${person}@example.com'`);
  });

  it('finds rows stored before the key existed, non-ASCII addresses included', async () => {
    const person = tag();
    const id = await post('/api/contact', { ...validContact, email: `ÉLODIE.${person}@exemple.ca` });
    await env.DB.prepare('UPDATE submissions SET email_key = NULL WHERE id = ?').bind(id).run();
    expect((await findHeld(env.DB, `élodie.${person}@EXEMPLE.ca`)).map((row) => row.id)).toEqual([id]);
  });
});

describe('erasing what a person left', () => {
  it('removes their submissions with their outbox state and their rate-limit rows, nobody else’s', async () => {
    const person = `erase.${tag()}@example.org`;
    const ip = freshIp();
    const blocked = await inOneWindow(limits.rate.windowSeconds, async () => {
      for (let i = 0; i < limits.rate.max; i++) await post('/api/contact', { ...validContact, email: person, message: `Message ${i}` }, ip);
      return call(jsonPost('/api/contact', { ...validContact, email: person, message: 'one too many' }, { 'cf-connecting-ip': ip }));
    });
    expect(blocked.status).toBe(429);
    const other = await post('/api/contact', { ...validContact, email: `someone.${tag()}@example.org` });

    const held = await findHeld(env.DB, person.toUpperCase());
    expect(held).toHaveLength(limits.rate.max);
    expect(exported(held)[0]).not.toHaveProperty('ip_hash');
    expect(exported(held)[0]).toHaveProperty('email', person);
    const counts = await eraseHeld(env.DB, held);
    // Each had its staff e-mail and its confirmation queued (one went out, one an hour per address, the others were
    // recorded as skipped): their outbox rows go too. No webhook is configured here.
    // The test's client address does not parse, so it is its own network: both its buckets go (0008).
    expect(counts).toEqual({
      lead_history: 0,
      rate_limits: 2,
      submission_files: 0,
      lead_message_files: 0,
      lead_messages: 0,
      // The one confirmation sent gave its lead a reply address (docs/decisions/0057-lead-conversation.md).
      reply_addresses: 1,
      deliveries: 2 * limits.rate.max,
      proposal_links: 0,
      proposals: 0,
      submissions: limits.rate.max,
    });

    expect(await findHeld(env.DB, person)).toEqual([]);
    expect(await rowById(other)).not.toBeNull();
    const buckets = await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limits WHERE substr(bucket, instr(bucket, ':') + 1) = ?")
      .bind(held[0].ip_hash)
      .first<{ n: number }>();
    expect(buckets!.n).toBe(0);
    // Their window no longer holds them back.
    expect((await call(jsonPost('/api/contact', { ...validContact, email: person }, { 'cf-connecting-ip': ip }))).status).toBe(201);
  });

  it('erases nothing when nothing is held', async () => {
    expect(await eraseHeld(env.DB, [])).toEqual({
      lead_history: 0,
      rate_limits: 0,
      submission_files: 0,
      lead_message_files: 0,
      lead_messages: 0,
      reply_addresses: 0,
      deliveries: 0,
      proposal_links: 0,
      proposals: 0,
      submissions: 0,
    });
  });
});
