import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../src/index';
import { pages } from '../../../src/pages';

describe('server error', () => {
  it('answers the bilingual 500 page with a reference that is also logged, and no stack trace', async () => {
    const app = createApp(); // its own instance: the shared app stays as every other test sees it
    // A page that fails while it is built: the pages are a module loaded on first use, with the site's 500 page.
    const failing = vi.spyOn(pages, 'about').mockImplementation(() => {
      throw new Error('secret internal detail');
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/a-propos', {}, { SITE_URL: 'https://www.example.com' });
    failing.mockRestore();
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).toContain('Erreur du serveur');
    expect(body).toContain('Server error');
    const reference = body.match(/Référence\u00a0: ([0-9a-f]{8})/)?.[1];
    expect(reference).toBeTruthy();
    expect(body).toContain(`Reference: ${reference}`);
    expect(body).not.toContain('secret internal detail');
    expect(logged.mock.calls.some((call) => String(call[0]).includes(reference!))).toBe(true);
    logged.mockRestore();
  });
});
