import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { allPages, href, languages } from '../../src/routes';
import { categorySlugs, type Entry } from '../../src/publishing/entry-schema';

/** The compiled collections (`npm run build:assets` writes them), read as a file: Playwright imports no JSON. */
const entries = (JSON.parse(readFileSync(new URL('../../src/generated/content.json', import.meta.url), 'utf8')) as { entries: Entry[] }).entries.filter(
  (entry) => entry.publishAt <= Date.now(),
);

/**
 * The collections' pages in both languages: each list, the newest post's category, and the newest
 * post and case study (the other entries share their templates; tests/worker/pages/publishing.test.ts covers each).
 */
export const collectionPaths = languages.flatMap((lang) => {
  const newest = (kind: Entry['kind']) => entries.find((entry) => entry.kind === kind && entry.lang === lang);
  const post = newest('blog');
  const study = newest('case-studies');
  return [
    ...(study ? [href('caseStudies', lang), href('caseStudy', lang, { slug: study.slug })] : []),
    ...(post?.kind === 'blog'
      ? [href('blog', lang), href('blogCategory', lang, { slug: categorySlugs[post.category][lang] }), href('blogPost', lang, { slug: post.slug })]
      : []),
  ];
});

/** Every page of the site in both languages, as paths. */
export const everyPath = [...allPages().flatMap(({ screen, params }) => languages.map((lang) => href(screen, lang, params))), ...collectionPaths];

/** The widths a visitor's screen may have: small and common phones, tablet, small laptop, desktop, wide desktop. */
export const widths = [320, 375, 768, 1024, 1280, 1920] as const;

/** The two screens every page is photographed on. */
export const shotViewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** A file name for a path: `/en/services/mobile` → `en-services-mobile`, `/` → `home-fr`. */
export const slugOf = (path: string) => (path === '/' ? 'home-fr' : path.slice(1).replace(/\//g, '-'));

/**
 * Waits until the page looks final: fonts loaded, every image (even lazy ones) decoded, islands
 * hydrated, the badge layer counted.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    const loaded = (image: HTMLImageElement) =>
      new Promise<void>((done) => {
        if (image.complete) return done();
        image.addEventListener('load', () => done(), { once: true });
        image.addEventListener('error', () => done(), { once: true });
      }).then(() => image.decode().catch(() => undefined));
    await Promise.all(images.map(loaded));
  });
  await page.waitForFunction(() => !document.querySelector('.tech-badges[data-count="0"]'));
  await page.waitForLoadState('networkidle');
}
