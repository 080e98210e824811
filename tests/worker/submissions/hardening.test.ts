import { env } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eventRate, maxEventBytes } from '../../../src/api/events';
import { networkOf } from '../../../src/http/client-address';
import { limits } from '../../../src/submissions/limits';
import { composeNotification } from '../../../src/submissions/notify.server';
import { loadTranslators } from '../../../src/i18n';
import { get, origin } from '../helpers';
import type { SubmissionRow } from '../../../src/submissions/storage.server';
import { call, formPost, freshIp, jsonPost, rowById, validContact } from './forms-helpers';

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('malformed plain posts', () => {
  const cases: [string, Record<string, string>, BodyInit][] = [
    ['multipart without a boundary', { 'content-type': 'multipart/form-data' }, 'x'],
    [
      'multipart with a wrong boundary',
      { 'content-type': 'multipart/form-data; boundary=abc' },
      '--xyz\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nA\r\n--xyz--\r\n',
    ],
    [
      'a part with an empty name',
      { 'content-type': 'multipart/form-data; boundary=b' },
      '--b\r\nContent-Disposition: form-data; name=""\r\n\r\nA\r\n--b--\r\n',
    ],
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
    for (const written of [
      '[2001:db8:9:9::1]',
      '[2001:DB8:9:9::1]:443',
      '2001:0db8:0009:0009:0:0:0:1',
      '2001:db8:9:9::0.0.0.1',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:9:9::1'),
    ]) {
      expect(networkOf(written), written).toBe(networkOf('2001:db8:9:9::1'));
    }
    expect(networkOf('::ffff:cb00:7109')).toBe('203.0.113.9');
    expect(networkOf('[::ffff:203.0.113.9]')).toBe('203.0.113.9');
    const answers: number[] = [];
    const network = `2001:db8:77:${(Date.now() % 0xffff).toString(16)}`;
    // The clock stands at the start of a window, so the posts cannot straddle two windows (a red run at a minute's turn).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 1000 / limits.rate.windowSeconds + 1) * limits.rate.windowSeconds * 1000);
    try {
      for (let i = 1; i <= 8; i++) {
        answers.push((await call(jsonPost('/api/contact', validContact, { 'cf-connecting-ip': `${network}::${i.toString(16)}` }))).status);
      }
    } finally {
      vi.useRealTimers();
    }
    expect(answers.filter((status) => status === 201).length).toBeLessThanOrEqual(5);
    expect(answers).toContain(429);
  });
});

describe('the notification', () => {
  // The French texts in, as the outbox loads them before composing (src/submissions/notify.server.ts).
  beforeAll(() => loadTranslators('fr'));
  const row = (data: Record<string, unknown>) =>
    ({
      id: 'x',
      form: 'contact',
      lang: 'fr',
      page: '/contact',
      data: JSON.stringify(data),
      spam: 0,
      created_at: '2026-11-23T10:00:00Z',
    }) as unknown as SubmissionRow;
  it('cleans control characters from the Reply-To name and the subject', () => {
    const mail = composeNotification(row({ ...validContact, firstName: 'Ann\r\nBcc: x@evil.example\u0007', subject: 'Hi\u001b[2J' }), env as never);
    expect(mail.replyTo?.name).not.toMatch(/[\u0000-\u001f]/);
    expect(mail.subject).not.toMatch(/[\u0000-\u001f]/);
  });
  it('keeps line breaks and tabs in the body and removes every other control character', () => {
    const mail = composeNotification(
      row({ ...validContact, message: 'Line one\r\nLine\ttwo\u001b[2J\u0007\u0000\u009b end', company: 'Acme\u0008' }),
      env as never,
    );
    expect(mail.text).toContain('Line one\nLine\ttwo[2J end');
    expect(mail.text).toContain('Acme');
    expect(mail.text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
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
    const response = await get('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin },
      body: endless,
      duplex: 'half',
    } as RequestInit);
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

  it('limits how many events one client may send', { timeout: 30_000 }, async () => {
    // The clock stands at the start of a window, so the run cannot straddle two windows.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.ceil(Date.now() / 1000 / eventRate.windowSeconds + 1) * eventRate.windowSeconds * 1000);
    try {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < eventRate.max + 5; i++) statuses.push((await event({ 'cf-connecting-ip': ip })).status);
      expect(statuses.filter((status) => status === 204)).toHaveLength(eventRate.max);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('e-mail addresses no mailbox can receive', () => {
  const refused = [
    'a@@b.example',
    'a@b.example,c@evil.example',
    'a@b.example\u0000',
    'a b@example.org',
    'a@b.example;c@evil.example',
    'Ann <a@b.example>',
    'a@b\u0007.example',
    'a\u00a0b@example.org',
  ];
  it.each(refused)('%j is refused by the API in the visitor’s language', async (email) => {
    for (const [lang, message] of [
      ['fr', 'Adresse courriel invalide'],
      ['en', 'Invalid email'],
    ]) {
      const response = await call(jsonPost('/api/contact', { ...validContact, email, lang }));
      expect(response.status).toBe(400);
      expect((await response.json<{ fields: Record<string, string> }>()).fields.email).toBe(message);
    }
  });
  it('is refused by the plain form post too, next to its field', async () => {
    const response = await call(formPost('/en/contact', Object.entries({ ...validContact, email: 'a@@b.example' })));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Invalid email');
  });
  it.each(["o'brien.t5001@example.com", 'ÉRIC.t5001@exemple.ca', 'a+tag@sub.example.org'])('%j is accepted', async (email) => {
    expect((await call(jsonPost('/api/contact', { ...validContact, email }))).status).toBe(201);
  });
});

describe('HTTP details', () => {
  it('answers If-None-Match: * and a list holding the page’s tag with 304, with the same Vary as the 200', async () => {
    const page = await get('/processus');
    const etag = page.headers.get('ETag')!;
    for (const header of ['*', `"other", ${etag}`, `W/${etag}`]) {
      const again = await get('/processus', { headers: { 'If-None-Match': header } });
      expect(again.status, header).toBe(304);
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Vary'), header).toBe(page.headers.get('Vary'));
      expect(again.headers.get('Cache-Control')).toBe(page.headers.get('Cache-Control'));
    }
    expect(page.headers.get('Vary')).toContain('Save-Data');
  });

  it('answers HEAD as GET without the body: same ETag and Cache-Control, and 304 when it matches', async () => {
    const page = await get('/en/about');
    const head = await get('/en/about', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('ETag')).toBe(page.headers.get('ETag'));
    expect(head.headers.get('Cache-Control')).toBe(page.headers.get('Cache-Control'));
    expect((await get('/en/about', { method: 'HEAD', headers: { 'If-None-Match': page.headers.get('ETag')! } })).status).toBe(304);
  });

  it('has one frame policy: CSP frame-ancestors none and X-Frame-Options DENY', async () => {
    const page = await get('/');
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('re-renders a plain form post with the form’s own fields only', async () => {
    const response = await call(
      formPost('/contact', [...Object.entries({ ...validContact, email: 'nope' }), ['smuggled', 'SMUGGLED-VALUE-42'], ['_honeypot', '']]),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Tremblay');
    expect(html).not.toContain('SMUGGLED-VALUE-42');
    expect(html).not.toContain('smuggled');
  });
});
