#!/usr/bin/env node
// The launch check (docs/decisions/0026-launch-check.md): refuses to deploy placeholders and
// unconfirmed claims, listing each with the file and field to change. `npm run deploy` runs it first.
//   npm run launch-check                   list what must change; exit 1 if anything does
//   npm run launch-check -- --report-only  the same list, exit 0 (npm test: checks the check works
//                                          on the sample data, which it must refuse)
//   npm run launch-check -- --config F     read another wrangler config (default wrangler.toml)
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { importBundled } from '../lib/import-bundled.mjs';
import { unstable_readConfig } from 'wrangler';
import { readContent } from '../build/markdown/compile.mjs';

const root = new URL('../..', import.meta.url).pathname;
const { values: options } = parseArgs({
  options: {
    'report-only': { type: 'boolean', default: false },
    config: { type: 'string', default: `${root}wrangler.toml` },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log('npm run launch-check [-- --report-only] [-- --config wrangler.toml]');
  process.exit(0);
}

const { repositoryFacts, launchProblems, formatProblems } = await importBundled('src/launch/index.ts');

const wrangler = unstable_readConfig({ config: options.config }, { hideWarnings: true });
/** The deployed worker's secret names (a reply domain needs REPLY_ADDRESS_SECRET), or null when Cloudflare cannot be asked. */
function secretNames() {
  try {
    const listed = execFileSync('npx', ['wrangler', 'secret', 'list', '--format', 'json', '--config', options.config], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    });
    return JSON.parse(listed).map((secret) => secret.name);
  } catch {
    return null;
  }
}
const config = {
  vars: wrangler.vars ?? {},
  databaseIds: (wrangler.d1_databases ?? []).map((database) => database.database_id ?? ''),
  hasEmailBinding: (wrangler.send_email ?? []).some((binding) => binding.name === 'EMAIL'),
  // Stripe's secrets are not in wrangler.toml: the deploy's environment (the values given to
  // `wrangler secret put`) is checked when it has them (docs/decisions/0055-deposits-and-payments.md).
  stripe: Object.fromEntries(
    Object.entries({ secretKey: 'STRIPE_SECRET_KEY', webhookSecret: 'STRIPE_WEBHOOK_SECRET', apiBase: 'STRIPE_API_BASE' }).map(([key, name]) => [
      key,
      process.env[name] ?? (typeof wrangler.vars?.[name] === 'string' ? wrangler.vars[name] : undefined),
    ]),
  ),
  // Asked of Cloudflare only when replies are on, and never for the report npm test prints.
  secretNames: String(wrangler.vars?.REPLY_DOMAIN ?? '').trim() && !options['report-only'] ? secretNames() : null,
};
// Every entry of content/, drafts included (a bad file fails here as it fails the build).
const { entries } = await readContent();
const entryFacts = entries.map(({ file, data }) => ({ file, sample: data.sample, quote: Boolean(data.quote), consent: data.consent, results: data.results }));
const problems = launchProblems(repositoryFacts(config, new Date().toISOString().slice(0, 10), entryFacts));

if (problems.length === 0) {
  console.log('Launch check: no placeholder or unconfirmed claim left.');
  process.exit(0);
}
console.log(`Launch check: ${problems.length} thing(s) to change before going to production:\n${formatProblems(problems)}\n`);
if (options['report-only']) {
  console.log('(report only: the sample data is expected to fail this check; `npm run deploy` refuses it)');
  process.exit(0);
}
console.error('Refusing to deploy: replace the values above with the company’s own, then run `npm run launch-check` again.');
process.exit(1);
