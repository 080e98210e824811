import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sign } from 'hono/utils/jwt/jwt';
import { adminGet, adminPost, historyOf, leadRow, mockCerts, seedLead, snapshot, staffEmail, strangerKey, team, token, audience } from './admin-helpers';
import { get, origin } from '../helpers';

let certs: ReturnType<typeof mockCerts>;
beforeEach(() => {
  certs = mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const now = () => Math.floor(Date.now() / 1000);

/** Every kind of token the guard must refuse. */
const wrongTokens: [string, () => Promise<string | null>][] = [
  ['missing header', async () => null],
  ['empty header', async () => ''],
  ['malformed', async () => 'not.a.token'],
  ['garbage', async () => 'eyJhbGciOiJSUzI1NiJ9.@@@.###'],
  ['wrong audience', () => token({ aud: ['another-application'] })],
  ['wrong issuer', () => token({ iss: 'https://evil.cloudflareaccess.com' })],
  ['expired', () => token({ exp: now() - 120, iat: now() - 3600, nbf: now() - 3600 })],
  ['not valid yet', () => token({ nbf: now() + 3600 })],
  ['without expiry', () => token({ exp: undefined })],
  ['without e-mail', () => token({ email: undefined, common_name: 'service-token' })],
  ['signed by an unknown key', () => token({}, strangerKey.privateJwk)],
  ['unknown key with a known kid', () => token({}, { ...strangerKey.privateJwk, kid: 'team-key-1' })],
  [
    'alg none',
    async () =>
      `${btoa(JSON.stringify({ alg: 'none', kid: 'team-key-1' })).replace(/=+$/, '')}.${btoa(JSON.stringify({ aud: audience, iss: team, email: staffEmail, exp: now() + 600 })).replace(/=+$/, '')}.`,
  ],
  ['HS256 with the public key as secret', () => sign({ aud: audience, iss: team, email: staffEmail, exp: now() + 600 }, 'secret', 'HS256')],
];

describe('the staff inbox behind Cloudflare Access', () => {
  it('opens with a valid token, verified against the mocked team keys', async () => {
    const response = await adminGet('/admin');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(staffEmail);
    expect(certs).toHaveBeenCalledTimes(1);
    // The keys are cached: a second request does not fetch them again.
    expect((await adminGet('/en/admin')).status).toBe(200);
    expect(certs).toHaveBeenCalledTimes(1);
  });

  it.each(wrongTokens)('refuses a token %s with 403', async (_name, make) => {
    const response = await adminGet('/admin', await make());
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('<table');
  });

  it.each(wrongTokens)('changes nothing for a POST with a token %s', async (_name, make) => {
    const id = await seedLead();
    const before = await snapshot();
    const jwt = await make();
    for (const [path, fields] of [
      [`/admin/leads/${id}/status`, { status: 'won' }],
      [`/admin/leads/${id}/notes`, { note: 'pirate' }],
      ['/admin/privacy/erase', { email: 'marie1@example.com', confirm: 'marie1@example.com' }],
    ] as const) {
      expect((await adminPost(path, fields, { jwt })).status).toBe(403);
    }
    expect(await snapshot()).toBe(before);
    expect((await leadRow(id))?.status).toBe('new');
    expect(await historyOf(id)).toEqual([]);
  });

  it('refuses everyone while the Access vars are empty, even with a token signed by the team key', async () => {
    expect((await adminGet('/admin', undefined, { ACCESS_AUD: '' })).status).toBe(403);
    expect((await adminGet('/admin', undefined, { ACCESS_TEAM_DOMAIN: '' })).status).toBe(403);
    expect((await adminGet('/admin', undefined, { ACCESS_TEAM_DOMAIN: 'mrn-test.cloudflareaccess.com' })).status).toBe(403);
  });

  it('refetches the keys once for a new key id (rotation), not for every unknown one', async () => {
    expect((await adminGet('/admin', await token({}, strangerKey.privateJwk))).status).toBe(403);
    expect((await adminGet('/admin', await token({}, strangerKey.privateJwk))).status).toBe(403);
    expect(certs.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('answers 403 when the certs endpoint fails, never 500', async () => {
    vi.restoreAllMocks();
    mockCerts();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('down', { status: 503 }));
    expect((await adminGet('/admin')).status).toBe(403);
  });

  it('is never the site worker without the guard: the plain site request gets 403 too', async () => {
    const response = await get('/admin');
    expect(response.status).toBe(403);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
  });
});

describe('the local development identity', () => {
  it('is honoured for 127.0.0.1 and localhost when ADMIN_DEV_EMAIL is set', async () => {
    for (const host of ['http://127.0.0.1:8787', 'http://localhost:8787']) {
      const response = await adminGet('/admin', null, { ADMIN_DEV_EMAIL: 'dev@example.com' }, host);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('dev@example.com');
    }
  });

  it('is refused for any other host, even with the var set', async () => {
    for (const host of [origin, 'https://127.0.0.1.example.com', 'http://localhost.example.com', 'http://[::1]:8787']) {
      expect((await adminGet('/admin', null, { ADMIN_DEV_EMAIL: 'dev@example.com' }, host)).status).toBe(403);
    }
  });

  it('is refused on localhost when the var is not set', async () => {
    expect((await adminGet('/admin', null, { ADMIN_DEV_EMAIL: '' }, 'http://127.0.0.1:8787')).status).toBe(403);
  });
});
