// `npm test` and `npm run test:quick`: the phases one after the other, each one's duration printed
// as it ends and all of them at the end; stops at the first phase that fails. The checks that only
// read the sources run side by side, their output printed whole as each ends (docs/decisions/0021-test-suite.md).
//   node scripts/check/test.mjs          builds (client, worker bundle check), typecheck, dependency rules, lint, launch check, worker tests, browser tests
//   node scripts/check/test.mjs --quick  the same without the fuzz suite and the browser tests (the edit loop)
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bin, root, toolEnv } from '../lib/runtime.mjs';
import { printTestReport } from './test-report.mjs';

const quick = process.argv.includes('--quick');
const npmRun = (name, script, ...args) => ({ name, command: 'npm', args: ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])] });
/** A phase is one command, or a list of commands run at once. */
const phases = [
  npmRun('assets build', 'build:assets'),
  npmRun('worker bundle (nothing browser- or build-only)', 'build:worker'),
  [
    npmRun('typecheck', 'typecheck'),
    npmRun('dependency rules', 'deps'),
    npmRun('lint and format check', 'lint'),
    npmRun('launch check (report only)', 'launch-check', '--report-only'),
    // Not a check: the browser tests' database, made while the checks run rather than before their server starts.
    ...(quick ? [] : [npmRun("browser tests' database", 'e2e:database')]),
  ],
  quick
    ? { name: 'unit and worker tests, no fuzz', command: bin('vitest'), args: ['run', '--exclude', '**/fuzz*', '--exclude', '**/node_modules/**'] }
    : { name: 'unit and worker tests', command: bin('vitest'), args: ['run'] },
  ...(quick ? [] : [{ name: 'browser tests', command: bin('playwright'), args: ['test'], env: { E2E_DATABASE_READY: '1' } }]),
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const done = [];

function runAlone({ name, command, args, env = {} }) {
  console.log(`\n── ${name}`);
  const start = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, env: { ...toolEnv, ...env }, stdio: 'inherit' });
  done.push([name, Date.now() - start, status === 0]);
  console.log(`── ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - start)}`);
  return status === 0;
}

/** Runs the commands at once; each one's output is printed whole when it ends, under its name. */
async function runTogether(group) {
  console.log(`\n── ${group.map(({ name }) => name).join(', ')}: at once`);
  const results = await Promise.all(
    group.map(
      ({ name, command, args }) =>
        new Promise((resolve) => {
          const start = Date.now();
          const child = spawn(command, args, { cwd: root, env: toolEnv, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const text = Buffer.concat(output).toString().trimEnd();
            console.log(`\n── ${name}${text ? `\n${text}` : ''}\n── ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - start)}`);
            done.push([name, Date.now() - start, status === 0]);
            resolve(status === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}

// The runners' reports of this run only: none left over from an earlier one.
rmSync(`${root}/test-results`, { recursive: true, force: true });
const started = Date.now();
let passed = true;
for (const phase of phases) {
  passed = Array.isArray(phase) ? await runTogether(phase) : runAlone(phase);
  if (!passed) break;
}
console.log(`\n${quick ? 'test:quick' : 'test'} phases:`);
// The names in a column as wide as the longest, so the durations line up.
const column = Math.max('total'.length, ...done.map(([name]) => name.length));
for (const [name, ms, ok] of done) console.log(`  ${name.padEnd(column)} ${seconds(ms).padStart(6)}  ${ok ? 'passed' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(column)} ${seconds(Date.now() - started).padStart(6)}`);
const flaky = printTestReport(root);
process.exit(passed && flaky.length === 0 ? 0 : 1);
