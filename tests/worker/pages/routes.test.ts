import { describe, expect, it } from 'vitest';
import { allPages, counterpart, href, isContentScreen, languages, match, routeTable, screens } from '../../../src/routes';
import { serviceIds } from '../../../src/business/services';
import { jobs } from '../../../src/business/careers';
import { get, html, origin } from '../helpers';

const everyPage = allPages().flatMap((page) => languages.map((lang) => ({ ...page, lang, path: href(page.screen, lang, page.params) })));

describe('route table', () => {
  it('has a page per screen, per service and per application (each opening, and the spontaneous one), each with its own path in each language', () => {
    // The collections' screens are listed by src/publishing/ (tests/worker/pages/publishing.test.ts).
    expect(allPages()).toHaveLength(screens.filter((screen) => !isContentScreen(screen)).length - 2 + serviceIds.length + jobs.length + 1);
    expect(new Set(everyPage.map((page) => page.path)).size).toBe(allPages().length * languages.length);
  });

  it.each(everyPage)('$path answers 200 with its language, title and alternates', async ({ path, lang, screen, params }) => {
    const { status, body } = await html(path);
    expect(status).toBe(200);
    expect(body).toMatch(new RegExp(`<html lang="${lang}-CA"`));
    const title = body.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    expect(title.length).toBeGreaterThan(5);
    // No text key left untranslated (`careers:meta.title`); a title may have a colon of its own (« Postuler : … »).
    expect(title).not.toMatch(/meta\.|\w:\w/);
    expect(body).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(body).toContain(`<link rel="canonical" href="${origin}${path}"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="fr-CA" href="${origin}${href(screen, 'fr', params)}"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="en-CA" href="${origin}${href(screen, 'en', params)}"/>`);
    expect(body).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}${href(screen, 'fr', params)}"/>`);
  });

  it('gives each page of a language its own title', async () => {
    for (const lang of languages) {
      const titles = await Promise.all(
        everyPage.filter((page) => page.lang === lang).map(async (page) => (await html(page.path)).body.match(/<title>([^<]*)/)?.[1]),
      );
      expect(new Set(titles).size).toBe(titles.length);
    }
  });
});

describe('counterpart paths', () => {
  it.each(screens.filter((screen) => screen !== 'service'))('%s swaps languages both ways', (screen) => {
    expect(counterpart(routeTable[screen].fr)).toBe(routeTable[screen].en);
    expect(counterpart(routeTable[screen].en)).toBe(routeTable[screen].fr);
  });

  it('keeps the service slug', () => {
    for (const slug of serviceIds) {
      expect(counterpart(`/services/${slug}`)).toBe(`/en/services/${slug}`);
      expect(counterpart(`/en/services/${slug}`)).toBe(`/services/${slug}`);
    }
  });

  it('leads an unknown path to the other language’s home', () => {
    expect(counterpart('/inconnu')).toBe('/en');
    expect(counterpart('/en/unknown/deep')).toBe('/');
    expect(counterpart('/en')).toBe('/');
    expect(match('/en/services/a/b')).toBeNull();
  });

  it.each(['/en//evil.example', '/en/%5Cevil.example', '/en/%09/evil.example', '//evil.example', '/%2F%2Fevil.example', '/en/\\evil.example'])(
    '%s: the 404 page links only to this site',
    async (path) => {
      const { status, body } = await html(path);
      expect(status).toBe(404);
      const links = [...body.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link, path).toMatch(/^(\/(?![/\\])|#|mailto:|tel:|https:\/\/(www\.linkedin\.com|github\.com)\/)/);
      expect(body).not.toContain('evil.example"');
    },
  );

  it('links the switcher to the counterpart', async () => {
    const { body } = await html('/processus');
    expect(body).toMatch(/<a href="\/en\/process" hrefLang="en" lang="en"/);
  });
});

describe('not found', () => {
  it.each([
    ['/nexiste-pas', 'fr-CA', 'Page non trouvée', 'href="/"'],
    ['/en/does-not-exist', 'en-CA', 'Page not found', 'href="/en"'],
  ])('%s answers the 404 page in its language', async (path, lang, title, home) => {
    const { status, body } = await html(path);
    expect(status).toBe(404);
    expect(body).toContain(`<html lang="${lang}"`);
    expect(body).toContain(`<h1>${title}</h1>`);
    expect(body).toContain(`${home} class="btn btn-primary"`);
    expect(body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers an unknown service slug with the service-not-found view and 404', async () => {
    const fr = await html('/services/inconnu');
    expect(fr.status).toBe(404);
    expect(fr.body).toContain('Le service demandé est introuvable.');
    expect(fr.body).toContain('href="/services" class="btn btn-primary"');
    const en = await html('/en/services/unknown');
    expect(en.status).toBe(404);
    expect(en.body).toContain('The requested service could not be found.');
  });
});

describe('redirects', () => {
  it.each([
    ['/tarifs/', '/tarifs'],
    ['/en/services/mobile/', '/en/services/mobile'],
    ['/en/legal/confidentialite', '/en/privacy-policy'],
    ['/en/legal/conditions', '/en/terms'],
  ])('%s → %s (301)', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('location') ?? '', origin).pathname).toBe(to);
  });
});

describe('headers', () => {
  it('sends a content security policy that allows no third-party script', async () => {
    const response = await get('/');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('content-type')).toContain('text/html');
  });
});
