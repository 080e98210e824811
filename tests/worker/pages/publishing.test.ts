import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockAt, get, html, origin } from '../helpers';

// The sample content of content/ (docs/decisions/0038-content-collections.md): three case studies
// and three posts in both languages, one post in French only (loi-96…, 2026-10-28), one in English
// only (bilingual-website…, 2026-11-03, the newest entry) and one French draft (sauvegardes…).
const paired = { fr: '/blogue/hebergement-mutualise-vps-ou-infonuagique', en: '/en/blog/shared-hosting-vps-or-cloud' };
const frenchOnly = '/blogue/loi-96-et-votre-site-web';
const newest = '/en/blog/bilingual-website-for-english-speaking-businesses';
const draft = '/blogue/sauvegardes-regle-3-2-1';
const newestOut = Date.parse('2026-11-03T05:00:00Z'); // midnight in Montréal (UTC−5)

// Each test sets the clock the worker compares entry dates with (clockAt); the real one comes back after it.
afterEach(() => vi.useRealTimers());

const hreflangs = (body: string) => [...body.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((found) => `${found[1]} ${found[2]}`);
const switcherTo = (body: string, lang: string) => new RegExp(`<a href="([^"]+)" hrefLang="${lang}"`).exec(body)?.[1];

describe('blog and case study pages', () => {
  it.each([
    ['/etudes-de-cas', 'Études de cas'],
    ['/en/case-studies', 'Case studies'],
    ['/blogue', 'Blogue'],
    ['/en/blog', 'Blog'],
    ['/blogue/categorie/infonuagique', 'Infonuagique'],
    ['/en/blog/category/cloud', 'Cloud'],
    ['/etudes-de-cas/clinique-rendez-vous-automatises', 'Une clinique de physiothérapie'],
    ['/en/case-studies/physio-clinic-automated-appointments', 'A physiotherapy clinic'],
    [paired.fr, 'Hébergement mutualisé'],
    [paired.en, 'Shared hosting'],
  ])('%s answers 200 with its title', async (path, title) => {
    clockAt('2026-11-24T12:00:00Z');
    const { status, body } = await html(path);
    expect(status).toBe(200);
    expect(body).toMatch(new RegExp(`<h1>[^<]*${title}`));
  });

  it.each([
    ['/blogue/pas-un-article', 'Article non trouvé', '/blogue'],
    ['/en/blog/not-a-post', 'Article not found', '/en/blog'],
    ['/etudes-de-cas/pas-une-etude', 'Étude de cas non trouvée', '/etudes-de-cas'],
    ['/en/case-studies/not-a-case', 'Case study not found', '/en/case-studies'],
  ])('an unknown entry %s answers 404 « %s » with a link back to its list', async (path, title, list) => {
    clockAt('2026-11-24T12:00:00Z');
    const { status, body } = await html(path);
    expect(status).toBe(404);
    expect(body).toContain(`<h1>${title}</h1>`);
    expect(body).toContain(`href="${list}" class="btn btn-primary"`);
    expect(body).toContain('name="robots" content="noindex"');
  });

  it.each(['/blogue/categorie/cuisine', '/en/blog/category/securite', '/etudes-de-cas?service=inconnu', '/blogue?page=2', '/blogue?page=abc'])(
    '%s answers 404',
    async (path) => {
      clockAt('2026-11-24T12:00:00Z');
      expect((await get(path)).status).toBe(404);
    },
  );

  it('filters case studies by service with plain links, each state its own URL', async () => {
    clockAt('2026-11-24T12:00:00Z');
    const all = (await html('/etudes-de-cas')).body;
    expect(all).toContain('href="/etudes-de-cas?service=automatisation"');
    const filtered = (await html('/etudes-de-cas?service=automatisation')).body;
    expect(filtered).toContain('href="/etudes-de-cas/clinique-rendez-vous-automatises"');
    expect(filtered).not.toContain('href="/etudes-de-cas/traiteur-campagne-publicitaire-locale"');
    expect(filtered).toContain('href="/etudes-de-cas?service=automatisation" aria-current="page"');
  });

  it('pairs an entry with its translation: hreflang, switcher and sitemap', async () => {
    clockAt('2026-11-24T12:00:00Z');
    const { body } = await html(paired.fr);
    expect(hreflangs(body)).toEqual([`fr-CA ${origin}${paired.fr}`, `en-CA ${origin}${paired.en}`, `x-default ${origin}${paired.fr}`]);
    expect(switcherTo(body, 'en')).toBe(paired.en);
    expect(switcherTo((await html(paired.en)).body, 'fr')).toBe(paired.fr);
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(
      `<url><loc>${origin}${paired.en}</loc><lastmod>2026-06-09</lastmod><xhtml:link rel="alternate" hreflang="fr-CA" href="${origin}${paired.fr}"/>`,
    );
  });

  it('gives an unpaired entry no hreflang, and its switcher leads to the other language’s list', async () => {
    clockAt('2026-11-24T12:00:00Z');
    const { body } = await html(frenchOnly);
    expect(hreflangs(body)).toEqual([]);
    expect(body).toContain(`<link rel="canonical" href="${origin}${frenchOnly}"/>`);
    expect(switcherTo(body, 'en')).toBe('/en/blog');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<url><loc>${origin}${frenchOnly}</loc><lastmod>2026-10-28</lastmod></url>`);
  });

  it('gives every entry its JSON-LD, its own share image and the blog its feed link', async () => {
    clockAt('2026-11-24T12:00:00Z');
    const { body } = await html(paired.en);
    const blocks = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((found) => JSON.parse(found[1]));
    expect(blocks.map((block) => block['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(body).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.com\/media\/blogue-comparatif-[0-9a-f]+-960\.jpg"\/>/);
    expect(body).toContain(`<link rel="alternate" type="application/rss+xml" title="Blog RSS feed" href="${origin}/en/blog.xml"/>`);
    const study = (await html('/en/case-studies/physio-clinic-automated-appointments')).body;
    const article = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(study)![1]);
    expect(article['@type']).toBe('Article');
    expect(article.about[0].name).toBe('Automation');
    const french = (await html('/etudes-de-cas/clinique-rendez-vous-automatises')).body;
    const parsed = [...french.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((found) => JSON.parse(found[1]));
    expect(parsed.map((block) => block['@type'])).toEqual(['Article', 'BreadcrumbList']);
  });

  it.each([
    ['/blogue.xml', '/blogue/automatiser-relances-de-factures'],
    ['/en/blog.xml', '/en/blog/automate-invoice-reminders'],
  ])('%s is well-formed RSS whose items link to absolute addresses', async (feed, entry) => {
    clockAt('2026-11-24T12:00:00Z');
    const response = await get(feed);
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xmlErrors(xml)).toEqual([]);
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<rss version="2\.0"[^>]*>\n<channel>/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>[\s\S]*?<\/item>/g)].map(([, link]) => link.replaceAll('&amp;', '&'));
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) expect(link).toMatch(/^https?:\/\//);
    expect(links.some((link) => link.endsWith(entry))).toBe(true);
  });
});

/**
 * What an XML parser would refuse in a feed (which holds elements, attributes and text only): a
 * tag that is not one, an element closed out of turn or never, a bare `&`, more than one root.
 */
function xmlErrors(xml: string): string[] {
  const errors: string[] = [];
  const open: string[] = [];
  let roots = 0;
  const attribute = `\\s+[\\w:.-]+="(?:[^"<&]|&(?:amp|lt|gt|quot|apos);)*"`;
  const tag = new RegExp(`^<(/?)([A-Za-z_][\\w:.-]*)((?:${attribute})*)\\s*(/?)>$`);
  for (const [token] of xml.replace(/^<\?xml [^?]*\?>/, '').matchAll(/<[^>]*>|[^<]+/g)) {
    if (!token.startsWith('<')) {
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(token)) errors.push(`a bare & in ${token.trim()}`);
      if (open.length === 0 && token.trim()) errors.push(`text outside the root: ${token.trim()}`);
      continue;
    }
    const found = tag.exec(token);
    if (!found) errors.push(`not a tag: ${token}`);
    else if (found[1]) {
      if (open.pop() !== found[2]) errors.push(`closed out of turn: ${token}`);
    } else {
      if (open.length === 0) roots++;
      if (!found[4]) open.push(found[2]);
    }
  }
  if (open.length > 0) errors.push(`never closed: ${open.join(', ')}`);
  if (roots !== 1) errors.push(`${roots} root elements`);
  return errors;
}

describe('publication', () => {
  it('never serves, lists, feeds or maps a draft', async () => {
    clockAt('2030-01-01T00:00:00Z');
    expect((await get(draft)).status).toBe(404);
    for (const path of ['/blogue', '/blogue/categorie/securite', '/blogue.xml', '/sitemap.xml']) {
      const response = await get(path);
      expect(await response.text()).not.toContain('sauvegardes-regle-3-2-1');
    }
    expect((await get('/blogue/categorie/securite')).status).toBe(404); // its only post is the draft
  });

  it('shows a future-dated entry by itself at its date, in pages reused before it, without a deploy', async () => {
    clockAt(newestOut - 60_000);
    expect((await get(newest)).status).toBe(404);
    const before = await get('/en/blog');
    expect(await before.text()).not.toContain(newest);
    expect(Number(/max-age=(\d+)/.exec(before.headers.get('Cloudflare-CDN-Cache-Control') ?? '')?.[1])).toBeLessThanOrEqual(60);
    expect(await (await get('/en/blog.xml')).text()).not.toContain(newest);
    const reused = await get('/en/blog');
    expect(reused.headers.get('Server-Timing')).toContain('stored');

    clockAt(newestOut);
    expect((await get(newest)).status).toBe(200);
    const after = await get('/en/blog');
    expect(await after.text()).toContain(`href="${newest}"`);
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
    expect(await (await get('/en/blog.xml')).text()).toContain(`<link>${origin}${newest}</link>`);
    expect(await (await get('/sitemap.xml')).text()).toContain(`<loc>${origin}${newest}</loc>`);
  });

  it('makes a collection with nothing out disappear: no menu link, no sitemap entry, 404', async () => {
    clockAt('2026-01-01T12:00:00Z');
    for (const path of ['/blogue', '/en/blog', '/etudes-de-cas', '/en/case-studies', '/blogue.xml', '/en/blog.xml'])
      expect((await get(path)).status, path).toBe(404);
    for (const path of ['/', '/en', '/services/automatisation']) {
      const { body } = await html(path);
      expect(body, path).not.toMatch(/href="(\/en)?\/(blogue|blog|etudes-de-cas|case-studies)[/"?]/);
    }
    expect(await (await get('/sitemap.xml')).text()).not.toMatch(/blogue|etudes-de-cas|case-studies|\/blog/);

    clockAt('2026-11-24T12:00:00Z');
    const { body } = await html('/');
    expect(body).toContain('href="/etudes-de-cas"');
    expect(body).toContain('href="/blogue"');
  });
});
