import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cspHeader, securityHeadersMiddleware, staticHeaderLines } from './security-headers';

describe('security headers', () => {
  it('write the policy as a header value, and the same lines for the static files', () => {
    expect(cspHeader()).toContain("default-src 'self'");
    expect(cspHeader()).toContain("frame-ancestors 'none'");
    const lines = staticHeaderLines();
    expect(lines).toContain(`Content-Security-Policy: ${cspHeader()}`);
    expect(lines.some((line) => line.startsWith('X-Content-Type-Options: nosniff'))).toBe(true);
  });

  it('are on every answer of an app that uses the middleware', async () => {
    const app = new Hono().use(securityHeadersMiddleware()).get('/', (c) => c.text('ok'));
    const response = await app.request('/');
    expect(response.headers.get('content-security-policy')).toBe(cspHeader());
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    for (const line of staticHeaderLines()) {
      const [name, value] = line.split(/: (.*)/s);
      expect(response.headers.get(name), name).toBe(value);
    }
  });
});
