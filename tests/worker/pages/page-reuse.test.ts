import { describe, expect, it } from 'vitest';
import { allPages, href, languages } from '../../../src/routes';
import { forgetStoredPages } from '../../../src/render/page-store';
import { speculationRulesPath } from '../../../src/render/page-hints';
import manifest from '../../../src/generated/manifest.json';
import { call, get, readPage } from '../helpers';
import { formPost } from '../submissions/forms-helpers';

const how = (response: Response) => response.headers.get('Server-Timing')?.match(/desc="(\w+)"/)?.[1];

describe('rendered pages reused', () => {
  it('serves every known page, after its first render, as the same bytes with an ETag', async () => {
    const paths = allPages().flatMap((page) => languages.map((lang) => href(page.screen, lang, page.params)));
    expect(new Set(paths).size).toBe(allPages().length * languages.length); // one path per page and language
    forgetStoredPages();
    for (const path of paths) {
      const fresh = await readPage(path);
      expect(fresh.response.status, path).toBe(200);
      expect(how(fresh.response), path).toBe('rendered');
      const reused = await readPage(path);
      expect(how(reused.response), path).toBe('stored');
      expect(reused.body, path).toBe(fresh.body);
      expect(reused.response.headers.get('ETag')).toBe(fresh.response.headers.get('ETag'));
      expect(reused.response.headers.get('Content-Security-Policy')).toBe(fresh.response.headers.get('Content-Security-Policy'));
    }
    // Every page twice (about eighty of them with the application pages): past the default 5 s on a busy machine.
  }, 20_000);

  it('serves a stored page whole to every visitor after the first, however many come', async () => {
    forgetStoredPages();
    const fresh = await readPage('/en/pricing');
    for (let visitor = 0; visitor < 3; visitor++) {
      const reused = await readPage('/en/pricing');
      expect(how(reused.response)).toBe('stored');
      expect(reused.body).toBe(fresh.body);
    }
  });

  it('answers 304 Not Modified, without a body, to a matching If-None-Match', async () => {
    const first = await get('/tarifs');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^"[a-z0-9]+-[a-z0-9]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    const again = await get('/tarifs', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(etag);
    expect((await get('/tarifs', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
    expect((await get('/en/pricing', { headers: { 'If-None-Match': etag } })).status).toBe(200);
  });

  it('never keeps a 404, an unknown service, a form’s answer or a page preset by its query', async () => {
    for (const path of ['/nulle-part', '/en/nowhere', '/services/inconnu']) {
      for (let i = 0; i < 2; i++) {
        const { response } = await readPage(path);
        expect(response.status).toBe(404);
        expect(response.headers.get('ETag')).toBeNull();
        expect(how(response)).toBeUndefined();
      }
    }
    const invalid = await call(formPost('/contact', [['firstName', 'Zoé']]));
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('ETag')).toBeNull();
    const page = await readPage('/contact');
    expect(page.body).not.toContain('Zoé');
    expect(page.body).not.toContain('contact-lastName-error');
    for (let i = 0; i < 2; i++) {
      const { response: preset } = await readPage('/soumission?plan=starter');
      expect(preset.headers.get('ETag')).toBeNull();
      expect(how(preset)).toBeUndefined();
    }
  });
});

describe('hints for the next page', () => {
  it('points every page to speculation rules that prefetch same-origin pages only', async () => {
    const page = await get('/services');
    expect(page.headers.get('Speculation-Rules')).toBe(`"${speculationRulesPath}"`);
    const rules = await get(speculationRulesPath);
    expect(rules.headers.get('Content-Type')).toBe('application/speculationrules+json');
    const json = await rules.json<{ prefetch: { where: unknown; eagerness: string }[] }>();
    expect(json.prefetch[0].eagerness).toBe('moderate');
    const patterns = JSON.stringify(json)
      .match(/"href_matches":(\[[^\]]*\]|"[^"]*")/g)!
      .flatMap((entry) => JSON.parse(entry.slice('"href_matches":'.length)));
    expect(patterns.length).toBeGreaterThan(0);
    for (const pattern of patterns) expect(pattern).toMatch(/^\/(?!\/)/);
    expect(patterns).toContain('/api/*');
    // A proposal's private page is never fetched ahead: an opening is what a person did.
    expect(patterns).toEqual(expect.arrayContaining(['/proposition/*', '/en/proposal/*']));
  });

  it('prefetches nothing for a visitor who asked to save data', async () => {
    const page = await get('/services', { headers: { 'Save-Data': 'on' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('Speculation-Rules')).toBeNull();
    expect(page.headers.get('Vary')).toContain('Save-Data');
  });

  it('announces the stylesheet for early hints, and not the entry script (no compiling while the page is parsed)', async () => {
    const link = (await get('/')).headers.get('Link') ?? '';
    expect(link).toBe(`<${manifest.style}>; rel=preload; as=style`);
  });
});
