// The forms' proof of work on the phone profile of scripts/bench/taps.mjs (touch, 150 ms round trip,
// 1.6 Mbit/s, CPU 4×), as a new visitor: the first tap into the contact form's first field, then
// the time until the solution is there (docs/decisions/0044-proof-of-work.md). Measured inside the
// page: from the focus to the `proof-of-work` mark client/forms/proof.ts leaves with the solution.
// Chromium slows the page's thread only: DevTools' CPU throttling refuses workers ("only supported
// for pages"), so the solver runs at this machine's speed. The last column counts it 4× too: the
// figure for a phone whose every thread is 4× slower. Used by scripts/bench/run.mjs (BENCH_PARTS=proof).
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../lib/chromium.ts';

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
const path = '/en/contact';
const field = '#contact-firstName';

const probes = () => {
  window.__proof = { focus: null };
  const focused = (event) => {
    if (event.target.closest?.('form')) window.__proof.focus ??= performance.now();
  };
  addEventListener('focusin', focused, { capture: true });
};

async function once(browser, base) {
  const context = await browser.newContext({ ...phone, bypassCSP: true });
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
    const target = page.locator(field);
    await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500))); // the visitor's pause after load
    const box = await target.boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const measured = await page.waitForFunction(
      () => {
        const [mark] = performance.getEntriesByName('proof-of-work');
        if (!mark || window.__proof.focus === null) return null;
        const end = mark.startTime + mark.duration;
        return { total: end - window.__proof.focus, proof: mark.duration, solver: mark.detail?.solveMs ?? 0 };
      },
      null,
      { timeout: 30_000 },
    );
    return await measured.jsonValue();
  } finally {
    await context.close();
  }
}

const ms = (value) => `${Math.round(value)} ms`;
const worstAndMedian = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${ms(sorted.at(-1)).padStart(8)} ${ms(sorted[Math.floor(sorted.length / 2)]).padStart(8)}`;
};

export async function benchProof(base, { chromePath, tries = 10 } = {}) {
  console.log(`\n## Proof of work on the phone profile (touch, 150 ms RTT, 1.6 Mbit/s, CPU 4×), first tap into ${path}, ${tries} tries`);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  const runs = [];
  try {
    for (let i = 0; i < tries; i++) {
      runs.push(
        await once(browser, base).catch((error) => {
          console.log(`  (a try failed: ${error.message.split('\n')[0]})`);
          return null;
        }),
      );
    }
  } finally {
    await browser.close();
  }
  const done = runs.filter(Boolean);
  if (done.length === 0) return;
  const rows = [
    ['first focus → solution (React, challenge, solver)', done.map((run) => run.total)],
    ['  of which the proof (challenge and solver)', done.map((run) => run.proof)],
    ['  of which the solver in its worker (not throttled)', done.map((run) => run.solver)],
    ['first focus → solution, solver 4× slower too', done.map((run) => run.total + 3 * run.solver)],
  ];
  console.log(`${'measure'.padEnd(52)} ${'worst'.padStart(8)} ${'median'.padStart(8)}  all (${done.length} of ${tries})`);
  for (const [name, values] of rows) console.log(`${name.padEnd(52)} ${worstAndMedian(values)}  ${values.map(ms).join(', ')}`);
}
