import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { exports } from 'cloudflare:workers';
import { vi } from 'vitest';
import worker from '../../src/index';
import type { Bindings } from '../../src/env';

/**
 * The one module that calls the worker in worker tests. `get` and `html`: a request as a browser
 * sends it, through the worker's own entry. `call`: with this environment (real D1 unless
 * replaced), waiting for the work the worker does after answering. `readPage`: the same, reading
 * the body first (the work that keeps a copy of a page waits for its reader).
 */
export const origin = 'https://www.example.com';

/** Every request from now on sees this clock (only `Date` is faked); `vi.useRealTimers()` gives the real one back. */
export function clockAt(instant: number | string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(typeof instant === 'string' ? Date.parse(instant) : instant);
}

/** Runs `run` with the clock at `instant`, then gives the real clock back. */
export async function atInstant<Result>(instant: number | string, run: () => Promise<Result>): Promise<Result> {
  clockAt(instant);
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
}

/**
 * Runs `run` with the clock at the start of the next window of a rate limit of `windowSeconds`
 * (src/http/rate-limit.ts), so a flood cannot straddle two windows; then gives the real clock back.
 */
export function inOneWindow<Result>(windowSeconds: number, run: () => Promise<Result>): Promise<Result> {
  return atInstant((Math.floor(Date.now() / 1000 / windowSeconds) + 1) * windowSeconds * 1000, run);
}

/** A real request to the worker, as a browser would send it. */
export function get(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(origin + path, { redirect: 'manual', ...init }));
}

export async function html(path: string): Promise<{ status: number; body: string }> {
  const response = await get(path);
  return { status: response.status, body: await response.text() };
}

function run(request: Request, overrides: Partial<Bindings>) {
  const ctx = createExecutionContext();
  const response = worker.fetch(request, { ...(env as unknown as Bindings), ...overrides }, ctx);
  return { ctx, response };
}

/** Calls the worker with this environment (real D1 unless replaced) and waits for its background work. */
export async function call(request: Request | Promise<Request>, overrides: Partial<Bindings> = {}): Promise<Response> {
  const { ctx, response } = run(await request, overrides);
  const answer = await response;
  await waitOnExecutionContext(ctx);
  return answer;
}

/** A visit read to its end, returning once the worker's work after the answer is done. */
export async function readPage(path: string, init?: RequestInit): Promise<{ response: Response; body: string }> {
  const { ctx, response: answer } = run(new Request(origin + path, { redirect: 'manual', ...init }), {});
  const response = await answer;
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/**
 * A stand-in for the EMAIL binding that holds every send until the racing runs are all in flight:
 * as many sends held as there are runs not yet ended (each run has reached a send or ended without
 * one). Only then do the held sends go, all together, as on a busy worker where no send ends before
 * another starts. `together` awaits the runs' promises (already started: built first, released at once).
 */
export function heldEmail() {
  const sent: { to: unknown; subject: string; text: string }[] = [];
  let held: (() => void)[] = [];
  let arrived = 0;
  let settled = 0;
  let runs = Number.POSITIVE_INFINITY;
  let open = false;
  const check = () => {
    if (open || arrived + settled < runs) return;
    open = true;
    for (const release of held) release();
    held = [];
  };
  const binding = {
    async send(message: { to: unknown; subject: string; text: string }) {
      if (!open) {
        arrived += 1;
        await new Promise<void>((release) => {
          held.push(release);
          check();
        });
      }
      sent.push(message);
      return { messageId: `<${crypto.randomUUID()}@test>` };
    },
  } as unknown as SendEmail;
  async function together<Result>(started: Promise<Result>[]): Promise<Result[]> {
    runs = started.length;
    return Promise.all(
      started.map((run) =>
        run.finally(() => {
          settled += 1;
          check();
        }),
      ),
    );
  }
  return { sent, binding, together };
}

/**
 * Requests to the worker all started at once (every Request built first), each with its own execution
 * context: one promise per request, resolved with its answer once the work after it is done too.
 */
export function startedTogether(requests: Request[], overrides: Partial<Bindings> = {}): Promise<Response>[] {
  const started = requests.map((request) => run(request, overrides));
  return started.map(async ({ ctx, response }) => {
    const answer = await response;
    await waitOnExecutionContext(ctx);
    return answer;
  });
}
