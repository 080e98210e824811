// One cold start of the worker as wrangler uploads it (dist/worker/), profiled the way `wrangler
// check startup` does it (an entry that imports the main module inside a request, under V8's CPU
// profiler), but sampled every 0.1 ms instead of 1 ms, for `npm run bench`.
//
// Why a second figure: V8's profiler records few samples while the isolate waits (here one every
// 12 to 25 ms), and each sample counts the time since the one before. So the first sample of the
// import also counts the wait before it, and wrangler's "Active" reads 12 ms or more as soon as any
// sample lands in the startup, however short the work (docs/decisions/0042-texts-read-from-static-assets.md).
// Here a sample counts at most four sampling intervals: a wait is no longer counted as work.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { workerOutdir } from '../build/worker.mjs';

const intervalMicros = 100;
const mostPerSample = 4 * intervalMicros;

/** `{ active, busy, samples }` in ms: active as wrangler sums it, busy with each sample capped. */
export async function profileStartup(dir = workerOutdir) {
  const modules = readdirSync(dir).filter((file) => file.endsWith('.mjs'));
  const worker = new Miniflare(
    convertV4MiniflareOptions({
      modulesRoot: '/',
      modules: [
        {
          type: 'ESModule',
          path: '/startup-profile-entry.mjs',
          contents: `export default { async fetch() { await import(${JSON.stringify(join(dir, 'index.mjs'))}); return new Response('ok'); } };`,
        },
        ...modules.map((file) => ({ type: 'ESModule', path: join(dir, file), contents: readFileSync(join(dir, file), 'utf8') })),
      ],
      compatibilityDate: '2026-11-09',
      inspectorPort: 0,
    }),
  );
  try {
    await worker.ready;
    const inspector = new WebSocket(new URL('/core:user:', await worker.getInspectorURL()));
    await new Promise((resolve, reject) => {
      inspector.onopen = resolve;
      inspector.onerror = reject;
    });
    const pending = new Map();
    inspector.onmessage = ({ data }) => {
      const message = JSON.parse(data);
      pending.get(message.id)?.(message.result);
    };
    let id = 0;
    const send = (method, params = {}) =>
      new Promise((resolve) => {
        pending.set(++id, resolve);
        inspector.send(JSON.stringify({ id, method, params }));
      });
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: intervalMicros });
    await send('Profiler.start');
    const response = await worker.dispatchFetch('https://startup.invalid/');
    if (!response.ok) throw new Error(`the worker's import failed: ${await response.text()}`);
    await response.text();
    const { profile } = await send('Profiler.stop');
    inspector.close();
    const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
    let active = 0;
    let busy = 0;
    let samples = 0;
    profile.samples.forEach((node, index) => {
      if (names.get(node) === '(idle)') return;
      const micros = profile.timeDeltas[index];
      active += micros;
      busy += Math.min(micros, mostPerSample);
      samples++;
    });
    const ms = (micros) => Math.round(micros / 100) / 10;
    return { active: ms(active), busy: ms(busy), samples };
  } finally {
    await worker.dispose();
  }
}
