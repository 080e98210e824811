#!/usr/bin/env node
// `npm run e2e:serve`: the browser tests' server. The worker as `npm start` builds it (dist/worker), with
// wrangler.toml's bindings, run by workerd through Miniflare on 127.0.0.1:$PORT, on the browser tests'
// database (.wrangler/e2e), beside its own Stripe stand-in on $STRIPE_STAND_IN_PORT. Not wrangler dev:
// its proxy worker, a second workerd every request went through, cost a third of the server's CPU
// (docs/decisions/0021-test-suite.md). The local staff identity, the e-mail handler
// (`POST /cdn-cgi/local/email`) and the list of mail sent (the local explorer) are Miniflare's, as under wrangler dev.
import { join } from 'node:path';
import { Log, LogLevel, Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { builtWorkerOptions } from '../lib/built-worker.ts';
import { root } from '../lib/runtime.mjs';
import { standInKeys, startStandIn } from './stripe-stand-in/server.mjs';

const port = Number(process.env.PORT || 8790);
const site = process.env.SITE_URL || `http://127.0.0.1:${port}`;
const worker = join(root, 'dist', 'worker');
const standIn = await startStandIn({ port: Number(process.env.STRIPE_STAND_IN_PORT || 12111), site, secret: standInKeys.webhookSecret });

const options = await builtWorkerOptions(worker);
const server = new Miniflare(
  convertV4MiniflareOptions({
    ...options,
    bindings: {
      ...options.bindings,
      SITE_URL: site,
      ADMIN_DEV_EMAIL: process.env.ADMIN_DEV_EMAIL || 'staff@example.com',
      STRIPE_SECRET_KEY: standInKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: standInKeys.webhookSecret,
      STRIPE_API_BASE: standIn.origin,
    },
    host: '127.0.0.1',
    port,
    resourcePersistencePath: join(root, '.wrangler', 'e2e', 'v3'),
    unsafeTriggerHandlers: true,
    unsafeLocalExplorer: true,
    // No request to Cloudflare for the `cf` object: Miniflare's placeholder.
    cf: false,
    log: new Log(LogLevel.WARN),
  }),
);
console.log(`e2e server: ${(await server.ready).href}`);
const stop = async () => {
  await server.dispose();
  await standIn.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
