// What `npm test` prints after its phases: the machine's cores, each runner's ten slowest test files
// (from the JSON reports they keep under test-results/), and by name every browser test that passed
// only on its retry (docs/decisions/0021-test-suite.md).
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Vitest's JSON report: each file's wall time. */
function vitestFiles(report, root) {
  return report.testResults.map((file) => ({ file: relative(root, file.name), ms: file.endTime - file.startTime }));
}

/** Every test of Playwright's JSON report, with its file, its title path and its results. */
function playwrightTests(report) {
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) tests.push({ file: spec.file, title: [...titles, spec.title].join(' › '), test });
    }
    for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const suite of report.suites) walk(suite, []);
  return tests;
}

function playwrightFiles(tests) {
  const byFile = new Map();
  for (const { file, test } of tests) byFile.set(file, (byFile.get(file) ?? 0) + test.results.reduce((sum, result) => sum + result.duration, 0));
  return [...byFile].map(([file, ms]) => ({ file: `tests/e2e/${file}`, ms }));
}

function printSlowest(name, files, note) {
  console.log(`\nten slowest ${name} files (${note}):`);
  for (const { file, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${seconds(ms).padStart(8)}  ${file}`);
}

/** Prints the report; returns the titles of the browser tests that passed only on a retry. */
export function printTestReport(root) {
  console.log(`\nmachine: ${availableParallelism()} cores`);
  const vitest = readJson(`${root}/test-results/vitest.json`);
  if (vitest) printSlowest('worker and unit test', vitestFiles(vitest, root), 'wall time of each file, test-results/vitest.json');
  const playwright = readJson(`${root}/test-results/playwright.json`);
  if (!playwright) return [];
  const tests = playwrightTests(playwright);
  printSlowest('browser test', playwrightFiles(tests), 'time of its tests added up, test-results/playwright.json');
  const flaky = tests.filter(({ test }) => test.status === 'flaky').map(({ file, title }) => `${file} › ${title}`);
  if (flaky.length) {
    console.log('\nFAILED: passed only on a retry (a defect to find, not a pass):');
    for (const title of flaky) console.log(`  ${title}`);
  }
  return flaky;
}
