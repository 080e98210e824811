// `npm run lint` (a phase of `npm test`): Biome's linter and formatter check (biome.json), then one
// rule Biome does not have: a module imports another module in one statement, never two.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root, toolEnv } from '../lib/runtime.mjs';

const biome = spawnSync(bin('biome'), ['check', '--max-diagnostics=50', ...process.argv.slice(2)], { cwd: root, env: toolEnv, stdio: 'inherit' });

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'client', 'tests', 'scripts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.endsWith('worker-configuration.d.ts'));
const importFrom = /^import\s[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;
const twice = sources.flatMap((file) => {
  const seen = new Map();
  for (const [, from, bare] of readFileSync(join(root, file), 'utf8').matchAll(importFrom)) seen.set(from ?? bare, (seen.get(from ?? bare) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([module]) => `${file}: '${module}' imported in more than one statement`);
});
for (const line of twice) console.error(line);
if (twice.length === 0) console.log(`no duplicate imports (${sources.length} files)`);
process.exit(biome.status === 0 && twice.length === 0 ? 0 : 1);
