import type { Page } from '@playwright/test';
import { allPages, href, languages } from '../../src/routes';

/** Every page of the site in both languages, as paths. */
export const everyPath = allPages().flatMap(({ screen, params }) => languages.map((lang) => href(screen, lang, params)));

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
