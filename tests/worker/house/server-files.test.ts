import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { get } from '../helpers';

// The texts and the entries are files the worker reads from its static assets on first use
// (docs/decisions/0042-texts-read-from-static-assets.md). This file's test isolate starts with none read
// (a workerd of its own: vitest.config.ts); the entries' bodies are server-files-bodies.test.ts's.
describe('the files the worker reads from its static assets', () => {
  it('when one cannot be read, the visitor gets the bilingual 500 page, and the next request reads it again', async () => {
    // A French page first: the pages' code, the entries and the French texts are in.
    expect((await get('/tarifs')).status).toBe(200);

    const unavailable = vi.spyOn(env.ASSETS, 'fetch').mockImplementation(async () => new Response('unavailable', { status: 503 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await get('/en/pricing');
    const body = await failed.text();
    const errors = logged.mock.calls;
    unavailable.mockRestore();
    logged.mockRestore();
    expect(failed.status).toBe(500);
    expect(body).toContain('Server error');
    expect(body).toContain('Erreur du serveur');
    expect(errors.some((call) => call.some((part) => /\/server\/texts-en-[0-9a-f]{10}\.json: the ASSETS binding answered 503/.test(String(part))))).toBe(true);

    const again = await get('/en/pricing');
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Straightforward pricing');
  });
});
