import { readFileSync } from 'node:fs';
import { expect, hydrated, test } from './test';

test('hashed client files are served with long immutable cache headers', async ({ page, request }) => {
  const loaded: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/build/')) loaded.push(response.url());
  });
  await page.goto('/en/quote');
  // The wizard's chunk and React load when the visitor reaches for it.
  await page.locator('.quote-wizard').hover();
  await hydrated(page, '.quote-wizard');
  const script = await page.locator('script[type="module"]').getAttribute('src');
  const style = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  expect(script).toMatch(/^\/build\/main-[A-Z0-9]+\.js$/);
  expect(style).toMatch(/^\/build\/styles-[0-9a-f]+\.css$/);
  for (const url of [script!, style!, ...loaded]) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
  expect(loaded.some((url) => /\/chunks\/QuoteWizard\.island-/.test(url))).toBe(true);
});

test('the entry script and what it imports at once name no island: a new island adds nothing to a page without it', async ({ page, request }) => {
  await page.goto('/en/about');
  const script = (await page.locator('script[type="module"]').getAttribute('src'))!;
  const loadedAtOnce = new Set<string>();
  const read = async (path: string) => {
    if (loadedAtOnce.has(path)) return;
    loadedAtOnce.add(path);
    const text = await (await request.get(path)).text();
    expect(text, path).not.toMatch(/\.island\b|ContactForm|QuoteWizard|QuebecMap|ApplicationForm|BackButton/);
    for (const [, imported] of text.matchAll(/\bimport\s*(?:[\w${}\s,*]+from\s*)?["']([^"']+)["']/g)) await read(new URL(imported, `http://x${path}`).pathname);
  };
  await read(script);
  expect(loadedAtOnce.size).toBeGreaterThan(1);
  // The island's module is the one the page names.
  await page.goto('/en/contact');
  const module = await page.locator('[data-island="ContactForm"]').getAttribute('data-module');
  expect(module).toMatch(/^\/build\/chunks\/ContactForm\.island-[A-Z0-9]+\.js$/);
  await page.locator('.contact-form').hover();
  await hydrated(page, 'form.contact-form');
});

test('static files carry the pages’ security headers', async ({ request }) => {
  const page = await request.get('/');
  for (const path of ['/favicon.svg', '/images/hero.svg', '/noscript.css']) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    for (const header of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'strict-transport-security',
      'x-frame-options',
      'permissions-policy',
    ]) {
      expect(file.headers()[header], `${path} ${header}`).toBe(page.headers()[header]);
    }
  }
});

test('the files the worker reads from its assets (texts, post bodies) are never served', async ({ page, request }) => {
  const files = JSON.parse(readFileSync('src/generated/server-files.json', 'utf8')) as { texts: Record<string, string>; entryBodies: string };
  for (const path of [...Object.values(files.texts), files.entryBodies]) {
    expect(path).toMatch(/^\/server\//);
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    // The site's own 404 page, not the file.
    expect(await response.text(), path).toContain('<!DOCTYPE html>');
  }
  // Yet the worker reads them: an English post shows its words and its body.
  await page.goto('/en/blog/automate-invoice-reminders');
  await expect(page.getByRole('link', { name: 'Pricing' }).first()).toBeVisible();
  await expect(page.locator('.prose p').first()).not.toBeEmpty();
});
