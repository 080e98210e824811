import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/index';
import type { Bindings } from '../../src/env';
import { get, origin } from './helpers';

let ipCounter = 0;
/** A fresh documentation-range client IP per call, so rate limits of one test never touch another. */
export const freshIp = () => {
  ipCounter = (ipCounter + 1) % 250;
  return `198.51.100.${ipCounter + 1}-${crypto.randomUUID().slice(0, 6)}`;
};

/** A beacon to /api/events as the analytics module sends it (plain text), from a fresh client unless `headers` say otherwise. */
export function postEvent(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return get('/api/events', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: origin, 'CF-Connecting-IP': freshIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export type Sent = Parameters<SendEmail['send']>[0];

/** A stand-in for the send_email binding that records what it is asked to send, or fails. */
export function fakeEmail(fail = false) {
  const sent: Sent[] = [];
  const binding = {
    async send(message: Sent) {
      if (fail) throw new Error('simulated send failure');
      sent.push(message);
      return { messageId: `<${crypto.randomUUID()}@test>` };
    },
  } as unknown as SendEmail;
  return { sent, binding };
}

/** How the form tests call the worker (tests/worker/helpers.ts). */
export { call } from './helpers';

export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': freshIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function formPost(path: string, fields: [string, string][], headers: Record<string, string> = {}): Request {
  return new Request(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'cf-connecting-ip': freshIp(), ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export type Row = {
  id: string;
  form: string;
  lang: string;
  page: string | null;
  data: string;
  spam: number;
  ip_hash: string;
  idempotency_key: string | null;
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
};

export const rowById = (id: string) => env.DB.prepare('SELECT * FROM submissions WHERE id = ?').bind(id).first<Row>();

export const validContact = {
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: 'marie@example.org',
  company: 'Boulangerie Tremblay',
  subject: 'Site web',
  message: 'Bonjour, nous voulons refaire notre site.',
  _honeypot: '',
};

export const validQuote = {
  services: ['conception-web', 'mobile'],
  budget: '5k-15k',
  timeline: 'normal',
  firstName: 'John',
  lastName: 'Smith',
  email: 'john@example.org',
  company: '',
  phone: '514 555-0199',
  projectDescription: 'An online store.',
  _honeypot: '',
};

/** Runs the worker's cron once, as Cloudflare would, with some bindings replaced. */
export async function runCron(overrides: Partial<Bindings> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '*/15 * * * *' }), { ...(env as unknown as Bindings), ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
}
