// First tap → visible result, as a new visitor on a slow phone: Chromium with touch, 150 ms round
// trip, 1.6 Mbit/s down, CPU 4× slower, empty cache, no cookie choice; the tap comes 500 ms after
// the page's `load` event. Each figure is measured inside the page: from the touch to the first
// animation frame that shows the result (for a link: from the next page's DOMContentLoaded to the
// frame that shows its toast). Used by scripts/bench/run.mjs (BENCH_PARTS=taps); prints, asserts nothing.
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../lib/chromium.ts';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const tablet = { viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: false, deviceScaleFactor: 1 };
const shown = (selector) =>
  `(() => { const e = document.querySelector(${JSON.stringify(selector)}); return !!e && getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().height > 0; })()`;

/** What is tapped, where, and the page-side expression that is true once the result shows. */
const cases = [
  { name: 'menu button (phone)', path: '/', device: phone, tap: '.menu-toggle', result: shown('#mobile-menu') },
  { name: 'services dropdown (1280 px, touch)', path: '/', device: tablet, tap: '.dropdown-toggle', result: shown('#services-menu') },
  { name: 'language menu (1280 px, touch)', path: '/en/pricing', device: tablet, tap: '.language-toggle', result: shown('#language-menu') },
  { name: 'FAQ item on /tarifs', path: '/tarifs', device: phone, tap: '.faq-item summary', result: `document.querySelector('.faq-item').open` },
  {
    name: 'service card on /soumission',
    path: '/soumission',
    device: phone,
    tap: '.choice-card:has(input[name="services"])',
    result: `document.querySelector('input[name="services"]').checked`,
  },
  {
    name: 'plan radio on /en/quote',
    path: '/en/quote',
    device: phone,
    tap: '.choice-card:has(input[name="plan"][value]:not([value=""]))',
    result: `document.querySelector('input[name="plan"]:not([value=""])').checked`,
  },
  {
    name: "wizard's Next, nothing chosen (message)",
    path: '/soumission',
    device: phone,
    tap: '.quote-step .wizard-js',
    result: `document.activeElement?.name === 'services' && document.getElementById('quote-services-error') !== null`,
  },
  {
    // Apply on /en/careers once raised a toast in place; it is now a link to the opening's form, whose first box is this.
    name: 'consent box of an application form',
    path: '/en/careers/apply/fullstack',
    device: phone,
    tap: 'input[name="consent"]',
    result: `document.querySelector('input[name="consent"]').checked`,
  },
  { name: 'quote link on / (carried toast)', path: '/', device: phone, tap: '.hero-actions .btn-primary', next: true },
  { name: 'custom quote on /tarifs (carried toast)', path: '/tarifs', device: phone, tap: '.cta-band .hero-actions .btn-light', next: true },
];

// Installed in every document: the time of the first touch, of DOMContentLoaded, and of the first frame showing a toast.
const probes = () => {
  window.__bench = { tap: null, dcl: null, toast: null };
  addEventListener('touchstart', () => (window.__bench.tap ??= performance.now()), { capture: true, passive: true });
  document.addEventListener('DOMContentLoaded', () => (window.__bench.dcl = performance.now()));
  const look = () => {
    const toast = document.querySelector('.toast');
    if (toast && toast.getBoundingClientRect().height > 0) window.__bench.toast = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};

async function once(browser, { path, device, tap, result, next }, base) {
  // The probes are evaluated in the page, which our CSP keeps from eval: bypassed for the measurement only.
  const context = await browser.newContext({ ...device, bypassCSP: true });
  await context.addInitScript(probes);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto(base + path, { waitUntil: 'load', timeout: 60_000 });
    const target = page.locator(tap).first();
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' })); // clear of the cookie banner at the bottom
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500))); // the visitor's pause after load, in the page's own clock
    if (!next) {
      await page.evaluate((expression) => {
        // biome-ignore lint/security/noGlobalEval: the bench's own condition, evaluated in the page it measures.
        const watch = () => (window.__bench.result = (0, eval)(expression) ? performance.now() : (requestAnimationFrame(watch), null));
        watch();
      }, result);
    }
    const box = await target.boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (next) {
      await page.waitForURL((url) => url.pathname !== path, { timeout: 30_000 });
      const toast = await page
        .waitForFunction(() => window.__bench?.toast && window.__bench.dcl && window.__bench.toast - window.__bench.dcl, null, { timeout: 6_000 })
        .catch(() => null);
      return toast ? Math.max(0, await toast.jsonValue()) : Infinity;
    }
    const took = await page
      .waitForFunction(() => window.__bench.result && window.__bench.result - window.__bench.tap, null, { timeout: 10_000 })
      .catch(() => null);
    return took ? await took.jsonValue() : Infinity;
  } finally {
    await context.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'never');

export async function benchTaps(base, { chromePath, tries = 5, only } = {}) {
  console.log(`\n## First tap → visible result, phone profile (touch, 150 ms RTT, 1.6 Mbit/s, CPU 4×), ${tries} tries`);
  console.log("(links: from the next page's DOMContentLoaded to its toast)");
  console.log(`${'first tap'.padEnd(42)} ${'worst'.padStart(8)} ${'median'.padStart(8)}  all`);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumFlags,
  });
  try {
    for (const item of cases.filter(({ name }) => !only || name.includes(only))) {
      const times = [];
      for (let i = 0; i < tries; i++) {
        times.push(
          await once(browser, item, base).catch((error) => {
            console.log(`  (${item.name}: a try failed: ${error.message.split('\n')[0]})`);
            return Infinity;
          }),
        );
      }
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `${item.name.padEnd(42)} ${ms(sorted.at(-1)).padStart(8)} ${ms(sorted[Math.floor(sorted.length / 2)]).padStart(8)}  ${times.map(ms).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
  }
}
