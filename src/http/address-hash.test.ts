import { describe, expect, it } from 'vitest';
import { developmentSalt, hashIp, sha256 } from './address-hash';

describe('hashIp', () => {
  it('is the SHA-256 of the salt and the address, never the address itself', async () => {
    const hash = await hashIp({ IP_HASH_SALT: 'salt' }, '203.0.113.7');
    expect(hash).toBe(await sha256('salt|203.0.113.7'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('203.0.113.7');
  });

  it('depends on the salt, and falls back to the development salt', async () => {
    expect(await hashIp({ IP_HASH_SALT: 'one' }, '203.0.113.7')).not.toBe(await hashIp({ IP_HASH_SALT: 'two' }, '203.0.113.7'));
    expect(await hashIp({ IP_HASH_SALT: '' }, '203.0.113.7')).toBe(await sha256(`${developmentSalt}|203.0.113.7`));
  });
});
