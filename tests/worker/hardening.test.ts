import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { eventRate, maxEventBytes } from '../../src/api/events';
import { networkOf } from '../../src/submissions/guard.server';
import { composeNotification } from '../../src/submissions/notify.server';
import { get, origin } from './helpers';
import type { SubmissionRow } from '../../src/submissions/storage.server';
import { call, freshIp, jsonPost, rowById, validContact } from './forms-helpers';

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('malformed plain posts', () => {
  const cases: [string, Record<string, string>, BodyInit][] = [
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, 'x'],
    ['multipart with a wrong boundary', { 'content-type': 'multipart/form-data; boundary=abc' }, '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nA\r\n--xyz--\r\n'],
    ['a part with an empty name', { 'content-type': 'multipart/form-data; boundary=b' }, '--b\r\nContent-Disposition: form-data; name=""\r\n\r\nA\r\n--b--\r\n'],
    ['a truncated multipart body', { 'content-type': 'multipart/form-data; boundary=b' }, '--b\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAnn'],
    ['urlencoded in iso-8859-1', { 'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1' }, 'firstName=Zo%E9&lastName=%FF%FE'],
  ];
  it.each(cases)('%s: a 4xx page in the visitor’s language, no stack trace, no row', async (_name, headers, body) => {
    const errors = quiet();
    const before = (await env.DB.prepare('SELECT COUNT(*) AS n FROM submissions').first<{ n: number }>())!.n;
    const response = await call(new Request(`${origin}/contact`, { method: 'POST', headers: { origin, 'cf-connecting-ip': freshIp(), ...headers }, body }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const html = await response.text();
    expect(html).toContain('lang="fr-CA"');
    expect(html).not.toMatch(/at \S+ \(|Error:/);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM submissions').first<{ n: number }>())!.n).toBe(before);
    errors.mockRestore();
  });
});

describe('the API answers in JSON, whatever the method or path', () => {
  it.each([
    ['GET', '/api/contact', 405],
    ['PUT', '/api/contact', 405],
    ['OPTIONS', '/api/quote', 405],
    ['DELETE', '/api/events', 405],
    ['GET', '/api/nothing', 404],
    ['POST', '/api/nothing', 404],
  ])('%s %s: %i in JSON', async (method, path, status) => {
    const response = await get(path, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('application/json');
    if (status === 405) expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('what a submission records about its page', () => {
  it.each([
    ['/contact?email=a@b.c', null],
    ['//evil.example', null],
    ['/nowhere', null],
    ['/en/contact', '/en/contact'],
  ])('page %s is stored as %s', async (page, stored) => {
    const response = await call(jsonPost('/api/contact', { ...validContact, page }));
    expect(response.status).toBe(201);
    expect((await rowById((await response.json<{ id: string }>()).id))!.page).toBe(stored);
  });
});

describe('the trailing-slash redirect', () => {
  it.each([
    ['/contact/', '/contact'],
    ['/en/services/mobile/?a=1', '/en/services/mobile?a=1'],
    ['//evil.example/', '/evil.example'],
  ])('%s answers 301 to %s, never to the Host header', async (path, location) => {
    const response = await get(path, { headers: { Host: 'evil.example' } });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('rate limits per client', () => {
  it('counts a whole IPv6 /64 as one client', async () => {
    expect(networkOf('2001:db8:9:9::1')).toBe(networkOf('2001:db8:9:9:ffff:1:2:3'));
    expect(networkOf('2001:db8:9:9::1')).not.toBe(networkOf('2001:db8:9:a::1'));
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    const answers: number[] = [];
    const network = `2001:db8:77:${(Date.now() % 0xffff).toString(16)}`;
    for (let i = 1; i <= 8; i++) {
      answers.push((await call(jsonPost('/api/contact', validContact, { 'cf-connecting-ip': `${network}::${i.toString(16)}` }))).status);
    }
    expect(answers.filter((status) => status === 201).length).toBeLessThanOrEqual(5);
    expect(answers).toContain(429);
  });
});

describe('the notification', () => {
  const row = (data: Record<string, unknown>) =>
    ({ id: 'x', form: 'contact', lang: 'fr', page: '/contact', data: JSON.stringify(data), spam: 0, created_at: '2026-11-23T10:00:00Z' }) as unknown as SubmissionRow;
  it('cleans control characters from the Reply-To name and the subject', () => {
    const mail = composeNotification(row({ ...validContact, firstName: 'Ann\r\nBcc: x@evil.example\u0007', subject: 'Hi\u001b[2J' }), env as never);
    expect(mail.replyTo?.name).not.toMatch(/[\u0000-\u001f]/);
    expect(mail.subject).not.toMatch(/[\u0000-\u001f]/);
  });
  it('sets Reply-To only for one plain address', () => {
    expect(composeNotification(row({ ...validContact, email: 'a@b.example,c@evil.example' }), env as never).replyTo).toBeUndefined();
    expect(composeNotification(row({ ...validContact, email: 'a@b.example' }), env as never).replyTo?.email).toBe('a@b.example');
  });
});

describe('POST /api/events, hardened', () => {
  const view = JSON.stringify({ type: 'pageview', route: 'home', path: '/', lang: 'fr' });
  const event = (headers: Record<string, string> = {}, body: BodyInit = view) =>
    get('/api/events', { method: 'POST', headers: { 'content-type': 'text/plain', origin, 'cf-connecting-ip': freshIp(), ...headers }, body });

  it('stops reading a chunked body past its limit', async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 10_000) return controller.close();
        controller.enqueue(new Uint8Array(4096).fill(32));
      },
    });
    const response = await get('/api/events', { method: 'POST', headers: { 'content-type': 'text/plain', origin }, body: endless, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled * 4096).toBeLessThan(maxEventBytes * 200);
  });

  it('refuses a cross-site request and accepts the site’s own origin', async () => {
    expect((await event({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await event({ origin: 'https://evil.example' })).status).toBe(403);
    // Served on another host than SITE_URL's (a preview, `npm start`): the site's origin is still its own.
    const elsewhere = new Request('http://127.0.0.1:8787/api/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: new URL(env.SITE_URL).origin, 'cf-connecting-ip': freshIp() },
      body: view,
    });
    expect((await exports.default.fetch(elsewhere)).status).toBe(204);
  });

  it('limits how many events one client may send', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < eventRate.max + 5; i++) statuses.push((await event({ 'cf-connecting-ip': ip })).status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(eventRate.max);
    expect(statuses.at(-1)).toBe(429);
  });
});
