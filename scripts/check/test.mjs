// `npm test` and `npm run test:quick`: the phases one after the other, each one's duration printed
// as it ends and all of them at the end; stops at the first phase that fails.
//   node scripts/check/test.mjs          builds (client, worker bundle check), typecheck, dependency rules, lint, launch check, worker tests, browser tests
//   node scripts/check/test.mjs --quick  the same without the fuzz suite and the browser tests (the edit loop)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bin, root, toolEnv } from '../lib/runtime.mjs';
import { printTestReport } from './test-report.mjs';

const quick = process.argv.includes('--quick');
const npmRun = (script, ...args) => ['npm', ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])]];
const phases = [
  ['assets build', ...npmRun('build:assets')],
  ['worker bundle (nothing browser- or build-only)', ...npmRun('build:worker')],
  ['typecheck', ...npmRun('typecheck')],
  ['dependency rules', ...npmRun('deps')],
  ['lint and format check', ...npmRun('lint')],
  ['launch check (report only)', ...npmRun('launch-check', '--report-only')],
  quick
    ? ['unit and worker tests, no fuzz', bin('vitest'), ['run', '--exclude', '**/fuzz*', '--exclude', '**/node_modules/**']]
    : ['unit and worker tests', bin('vitest'), ['run']],
  ...(quick ? [] : [['browser tests', bin('playwright'), ['test']]]),
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
// The runners' reports of this run only: none left over from an earlier one.
rmSync(`${root}/test-results`, { recursive: true, force: true });
const done = [];
const started = Date.now();
for (const [name, command, args] of phases) {
  console.log(`\n── ${name}`);
  const start = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, env: toolEnv, stdio: 'inherit' });
  done.push([name, Date.now() - start, status === 0]);
  console.log(`── ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - start)}`);
  if (status !== 0) break;
}
console.log(`\n${quick ? 'test:quick' : 'test'} phases:`);
for (const [name, ms, ok] of done) console.log(`  ${name.padEnd(32)} ${seconds(ms).padStart(6)}  ${ok ? 'passed' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(32)} ${seconds(Date.now() - started).padStart(6)}`);
const flaky = printTestReport(root);
process.exit(done.every(([, , ok]) => ok) && done.length === phases.length && flaky.length === 0 ? 0 : 1);
