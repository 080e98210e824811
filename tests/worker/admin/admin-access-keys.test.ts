import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, mockCerts, strangerKey, teamKey, token } from './admin-helpers';

/** The team's keys are asked at most once a minute per isolate, whatever arrives (docs/decisions/0023-staff-access.md). */
let certs: ReturnType<typeof mockCerts>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  certs = mockCerts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const now = () => Math.floor(Date.now() / 1000);
const minuteLater = () => vi.setSystemTime(Date.now() + 61_000);
const randomKid = () => token({}, { ...strangerKey.privateJwk, kid: crypto.randomUUID() });
const statuses = (responses: Response[]) => [...new Set(responses.map((response) => response.status))];

describe("the team's Access keys", () => {
  // 200 whole inbox pages rendered at once: on a busy 2-core machine longer than the default 5 s; what counts is the one fetch.
  it('are fetched once for 200 concurrent valid requests on an empty cache', { timeout: 20_000 }, async () => {
    const jwt = await token();
    const responses = await Promise.all(Array.from({ length: 200 }, () => adminGet('/admin', jwt)));
    expect(statuses(responses)).toEqual([200]);
    expect(certs).toHaveBeenCalledTimes(1);
  });

  it('are fetched once for 200 concurrent forged requests on an empty cache', async () => {
    const forged = await Promise.all(Array.from({ length: 200 }, randomKid));
    expect(statuses(await Promise.all(forged.map((jwt) => adminGet('/admin', jwt))))).toEqual([403]);
    expect(certs).toHaveBeenCalledTimes(1);
  });

  it('are fetched once a minute for 200 concurrent unknown key ids once the cache is older than a minute', async () => {
    expect((await adminGet('/admin')).status).toBe(200);
    minuteLater();
    const forged = await Promise.all(Array.from({ length: 200 }, randomKid));
    expect(statuses(await Promise.all(forged.map((jwt) => adminGet('/admin', jwt))))).toEqual([403]);
    expect(certs).toHaveBeenCalledTimes(2);
    // The team's own key is still known: staff keep their way in during the pause.
    expect((await adminGet('/admin')).status).toBe(200);
    expect(certs).toHaveBeenCalledTimes(2);
  });

  it('remember a failed fetch: 200 requests while the endpoint answers 503 ask once, then once more a minute later', async () => {
    certs.mockImplementation(() => new Response('down', { status: 503 }));
    const jwt = await token();
    for (let i = 0; i < 200; i += 1) expect((await adminGet('/admin', jwt)).status).toBe(403);
    expect(certs).toHaveBeenCalledTimes(1);
    certs.mockImplementation(() => Response.json({ keys: [teamKey.publicJwk] }));
    expect((await adminGet('/admin', jwt)).status).toBe(403);
    minuteLater();
    expect((await adminGet('/admin', jwt)).status).toBe(200);
    expect(certs).toHaveBeenCalledTimes(2);
  });
});

describe('clock skew on an Access token', () => {
  it('accepts a token issued a few seconds in the future by Access’s clock', async () => {
    expect((await adminGet('/admin', await token({ iat: now() + 2, nbf: now() + 2 }))).status).toBe(200);
    expect((await adminGet('/admin', await token({ iat: now() + 55, nbf: now() + 55 }))).status).toBe(200);
  });

  it('refuses one whose nbf or iat is more than a minute ahead', async () => {
    expect((await adminGet('/admin', await token({ nbf: now() + 90 }))).status).toBe(403);
    expect((await adminGet('/admin', await token({ iat: now() + 90 }))).status).toBe(403);
    expect((await adminGet('/admin', await token({ iat: 'soon' }))).status).toBe(403);
  });
});
