// A visitor's first page from a fresh isolate, for `npm run bench` (BENCH_PARTS=firstvisit): the
// production build (scripts/bench/server.mjs) started afresh `tries` times. Each time the stylesheet
// is fetched until it answers, so wrangler's proxy and the asset layer are warm; then, timed: the
// stylesheet once more (the floor: a static asset fetched the same way), a first request (the home
// page, a blog post, or the speculation rules, in turn, so each is the isolate's first request as
// often; the rules run none of the page code: the worker's own cost of a first request), the same
// again (warm), a page that is not the first request (the other one, or the home page after the
// rules), it again, and the first page in the other language. Every request has a connection of its own (no keep-alive)
// and asks for no encoding, so the first byte is the worker's first chunk, not a compressed whole.
// Prints, per measure, the median first byte and whole answer, and their ratios to the asset's.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { bin } from '../lib/runtime.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One GET on its own connection: `{ status, firstByte, whole, timing }` in ms, timing from Server-Timing. */
function timed(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent: false, headers: { 'accept-encoding': 'identity', accept: 'text/html,*/*' } }, (res) => {
      const firstByte = performance.now() - started;
      res.on('data', () => {});
      res.on('end', () => resolve({ status: res.statusCode, firstByte, whole: performance.now() - started, timing: res.headers['server-timing'] ?? '' }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function untilAnswered(url) {
  for (let tries = 0; ; tries++) {
    try {
      if ((await timed(url)).status === 200) return;
    } catch {}
    if (tries > 240) throw new Error(`${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * `pages`: `{ home, post, rules, otherLanguage, asset }` paths. `startup()` gives `wrangler check startup`'s
 * "Active" (ms), run `startups` times between the starts.
 */
export async function benchFirstVisit({ port, persist, root, env, tries, pages, startup, startups = 3 }) {
  const base = `http://127.0.0.1:${port}`;
  const samples = {};
  const add = (name, sample) => {
    samples[name] ??= [];
    samples[name].push(sample);
  };
  // A server left on the port would answer for the fresh ones, warm: every figure would be wrong.
  const listening = await new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
    socket.on('error', () => resolve(false));
  });
  if (listening) throw new Error(`${base}: something already listens on port ${port}; stop it first`);
  const statuses = new Set();
  const home = ['home page', pages.home];
  const post = ['blog post', pages.post];
  const rules = ['speculation rules (no page code)', pages.rules];
  const orders = [
    [home, post],
    [post, home],
    [rules, home],
  ];
  for (let run = 0; run < tries * orders.length; run++) {
    const server = spawn(bin('node'), ['scripts/bench/server.mjs', String(port), persist], { cwd: root, env, stdio: 'ignore', detached: true });
    const exited = new Promise((resolve) => server.on('exit', resolve));
    try {
      await untilAnswered(base + pages.asset);
      add('a static asset (the stylesheet)', await timed(base + pages.asset));
      const [first, second] = orders[run % orders.length];
      const fresh = await timed(base + first[1]);
      statuses.add(`${first[0]} fresh: ${fresh.timing || 'no Server-Timing'}`);
      add(`${first[0]}, fresh isolate (its first request)`, fresh);
      add(`${first[0]}, warm (the same again)`, await timed(base + first[1]));
      add(`${second[0]}, first in a used isolate`, await timed(base + second[1]));
      add(`${second[0]}, warm (the same again)`, await timed(base + second[1]));
      add('other language home page, first in that isolate', await timed(base + pages.otherLanguage));
    } finally {
      try {
        process.kill(-server.pid);
      } catch {}
      await exited;
    }
  }
  const active = Array.from({ length: startups }, startup);
  const floor = samples['a static asset (the stylesheet)'];
  const floorFirst = median(floor.map((sample) => sample.firstByte));
  const floorWhole = median(floor.map((sample) => sample.whole));
  console.log(`\n## First visit: the production build started ${tries * orders.length} times; medians (ms) and ratios to the static asset`);
  console.log(`${'measure'.padEnd(52)} ${'first byte'.padStart(10)} ${'whole'.padStart(8)} ${'×asset'.padStart(7)} ${'n'.padStart(3)}`);
  for (const [name, values] of Object.entries(samples).sort(([a], [b]) => a.localeCompare(b))) {
    const first = median(values.map((sample) => sample.firstByte));
    const whole = median(values.map((sample) => sample.whole));
    const bad = values.filter((sample) => sample.status !== 200).length;
    console.log(
      `${name.padEnd(52)} ${first.toFixed(1).padStart(10)} ${whole.toFixed(1).padStart(8)} ${`${(whole / floorWhole).toFixed(1)}×`.padStart(7)} ${String(values.length).padStart(3)}${bad ? `  (${bad} not 200)` : ''}  first byte ${(first / floorFirst).toFixed(1)}×`,
    );
  }
  console.log(`server timing of the fresh requests: ${[...statuses].join('; ')}`);
  console.log(`startup (wrangler check startup, active): median ${median(active)} ms of ${active.join(', ')} ms`);
}
