import { describe, expect, it, vi } from 'vitest';
import { allPages, href, languages } from '../../../src/routes';
import { get, origin } from '../helpers';

/** Where a browser would go with this Location, as the WHATWG URL parser reads it. */
const resolved = (location: string) => new URL(location, `${origin}/contact`);

describe('redirects that cannot leave the site', () => {
  it.each(['/%09/evil.example/', '/%09%5C/evil.example/', '/%09/evil.example/?next=1', '/en/%09/evil.example/', '/%5C/evil.example/', '/%5C%5Cevil.example/'])(
    '%s answers the 404 page, no Location',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toContain('<html');
    },
  );

  it.each(['/%0a/x/', '/%0d/x/', '/%00/x/', '/en/%0d%0aSet-Cookie:x=1/', '/%01/x/', '/%08/x', '/%0b/x/', '/%7f/x/'])(
    '%s answers 404, never 500 nor a raw control character',
    async (path) => {
      const errors = vi.spyOn(console, 'error');
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    },
  );

  it('redirects the trailing-slash form of every page to the route table’s own path, query kept', async () => {
    for (const page of allPages()) {
      for (const lang of languages) {
        const path = href(page.screen, lang, page.params);
        if (path === '/') continue;
        const response = await get(`${path}/?a=1`);
        expect(response.status, path).toBe(301);
        expect(response.headers.get('location'), path).toBe(`${path}?a=1`);
      }
    }
    expect((await get('/en/legal/conditions/')).headers.get('location')).toBe('/en/terms');
  });

  it('answers any other trailing slash with the 404 page in the path’s language', async () => {
    const fr = await get('/nulle-part/');
    expect(fr.status).toBe(404);
    expect(await fr.text()).toContain('lang="fr-CA"');
    const en = await get('/en/services/inconnu/');
    expect(en.status).toBe(404);
    expect(await en.text()).toContain('lang="en-CA"');
  });

  it('keeps every Location on the site', async () => {
    for (const path of ['/contact/', '/en/services/mobile/', '/en/legal/confidentialite']) {
      const location = (await get(path)).headers.get('location')!;
      expect(resolved(location).origin, path).toBe(origin);
    }
  });
});
