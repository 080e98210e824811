import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { settle } from './layout';

type Options = Pick<PageAssertionsToHaveScreenshotOptions, 'fullPage' | 'clip' | 'animations' | 'caret'>;

/**
 * `toHaveScreenshot`, made once when the page already matches: a capture identical byte for byte to
 * its baseline passes at once (Chromium encodes the same pixels to the same PNG, and the baseline is
 * such a capture). Anything else, a missing baseline or `--update-snapshots` goes to
 * `toHaveScreenshot` itself, which waits for a stable page, compares within its tolerance, writes the
 * diff and the baselines. It saves its second capture and its decoding of two PNGs: about 0.6 s a shot
 * (docs/decisions/0021-test-suite.md).
 */
export async function matchesBaseline(target: Page | Locator, name: string, options: Options) {
  const info = test.info();
  if (info.config.updateSnapshots !== 'all' && info.config.updateSnapshots !== 'changed') {
    let baseline: Buffer | undefined;
    try {
      baseline = readFileSync(info.snapshotPath(name, { kind: 'screenshot' }));
    } catch {
      baseline = undefined;
    }
    if (baseline && (await target.screenshot(options)).equals(baseline)) return;
  }
  await expect(target as Page, 'screenshot').toHaveScreenshot(name, options);
}

/**
 * The whole page, once it looks final. A page whose height ends in a fraction of a pixel measures a
 * pixel more or less from one capture to the next (its scroll height rounds either way): it is
 * captured to its last whole pixel.
 */
export async function shootWholePage(page: Page, name: string) {
  await settle(page);
  const clip = await page.evaluate(() => ({
    x: 0,
    y: 0,
    width: window.innerWidth,
    height: Math.floor(document.documentElement.getBoundingClientRect().height),
  }));
  await matchesBaseline(page, `${name}.png`, { fullPage: true, clip, animations: 'disabled', caret: 'hide' });
}
