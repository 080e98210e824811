#!/usr/bin/env node
// `npm run serve` (and so `npm start` and `npm run dev`; the browser tests' is scripts/test-tools/e2e-server.mjs): wrangler dev on 127.0.0.1:$PORT
// with the local staff identity and, unless .dev.vars sets Stripe's keys itself, the local Stripe
// stand-in (scripts/test-tools/stripe-stand-in/server.mjs) on $STRIPE_STAND_IN_PORT (12111), the site
// pointed at it with test keys, so the whole payment flow runs here (docs/decisions/0055-deposits-and-payments.md).
// Arguments are wrangler dev's (`--persist-to`, `--var SITE_URL:…`).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { bin, root, toolEnv } from '../lib/runtime.mjs';
import { standInKeys, startStandIn } from '../test-tools/stripe-stand-in/server.mjs';

const port = process.env.PORT || '8787';
const args = process.argv.slice(2);
const devVars = existsSync(`${root}.dev.vars`) ? readFileSync(`${root}.dev.vars`, 'utf8') : '';
const siteVar = args.flatMap((arg, index) =>
  arg === '--var' && args[index + 1]?.startsWith('SITE_URL:') ? [args[index + 1].slice('SITE_URL:'.length)] : [],
)[0];
const site = siteVar || `http://127.0.0.1:${port}`;

const stripeVars = [];
let standIn = null;
if (!/^STRIPE_SECRET_KEY=/m.test(devVars)) {
  // Test values of the stand-in only: a deployed site refuses a stand-in's base whatever its keys.
  const secret = standInKeys.webhookSecret;
  standIn = await startStandIn({ port: Number(process.env.STRIPE_STAND_IN_PORT || 12111), site, secret });
  stripeVars.push(
    '--var',
    `STRIPE_SECRET_KEY:${standInKeys.secretKey}`,
    '--var',
    `STRIPE_WEBHOOK_SECRET:${secret}`,
    '--var',
    `STRIPE_API_BASE:${standIn.origin}`,
  );
}

const wrangler = spawn(
  bin('wrangler'),
  [
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--var',
    `ADMIN_DEV_EMAIL:${process.env.ADMIN_DEV_EMAIL || 'staff@example.com'}`,
    '--show-interactive-dev-session=false',
    ...stripeVars,
    ...args,
  ],
  { stdio: 'inherit', env: toolEnv },
);
const stop = (signal) => wrangler.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
wrangler.on('exit', async (code) => {
  await standIn?.close();
  process.exit(code ?? 0);
});
