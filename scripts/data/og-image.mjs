// Renders the shared Open Graph image (public/images/og-image.png, 1200×630) with the local Chromium.
// Run once after changing the company name or brand colours: `node scripts/data/og-image.mjs`.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const logo = readFileSync(new URL('../../public/images/logo.svg', import.meta.url), 'utf8');
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  font-family:system-ui,sans-serif;color:#fff;background:linear-gradient(135deg,#1e3a8a,#1d4ed8)">
  <div style="display:flex;align-items:center;gap:24px"><div style="width:96px;height:96px;background:#fff;border-radius:20px;padding:12px;box-sizing:border-box">${logo}</div>
  <div style="font-size:48px;font-weight:800">Mont-Royal Numérique</div></div>
  <div style="font-size:60px;font-weight:800;line-height:1.1;max-width:980px">Sites web, logiciels sur mesure et automatisation</div>
  <div style="font-size:32px;color:#dbeafe">Montréal, Québec · Web design, custom software &amp; automation</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: new URL('../../public/images/og-image.png', import.meta.url).pathname });
await browser.close();
console.log('public/images/og-image.png written');
