import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../../src/index';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Bindings } from '../../../src/env';
import { limits } from '../../../src/submissions/limits';
import { encodeProof } from '../../../src/submissions/proof-field';
import { issueChallenge } from '../../../src/submissions/index.server';
import { get, origin } from '../helpers';

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
export { call } from '../helpers';

/** The counter of the tests' challenges: known, so a proof is made without a search. */
const knownCounter = 7;

/**
 * A `_proof` as the browser sends it (docs/decisions/0044-proof-of-work.md): a challenge issued
 * `minFillSeconds` before `now` (a person's pace), solved by altcha-lib at its known counter.
 */
export async function validProof(now = Date.now()): Promise<string> {
  const challenge = await issueChallenge(env as unknown as Bindings, now - limits.proof.minFillSeconds * 1000, { counter: knownCounter });
  const solution = await solveChallenge({ challenge, deriveKey, counterStart: knownCounter });
  if (!solution) throw new Error('the known counter did not solve the challenge');
  return encodeProof(challenge, solution);
}

/**
 * A JSON post as a form island sends it. An object body carries a valid `_proof` unless it has its
 * own `_proof` or `{ proof: false }` says to post without one (a script, a browser without workers).
 */
export async function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}, { proof = true } = {}): Promise<Request> {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  const sent = proof && isObject && !('_proof' in body) ? { ...body, _proof: await validProof() } : body;
  return new Request(origin + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': freshIp(), ...headers },
    body: typeof sent === 'string' ? sent : JSON.stringify(sent),
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
  /** Its staff e-mail's row of the outbox (channel `email`): sent time, attempts (0 when none), last error, next try. */
  email_sent_at: string | null;
  email_attempts: number;
  email_error: string | null;
  email_next_at: string | null;
};

/** A submission with its staff e-mail's outbox state (docs/decisions/0047-one-outbox.md). */
export const rowById = (id: string) =>
  env.DB.prepare(
    `SELECT submissions.*, e.sent_at AS email_sent_at, coalesce(e.attempts, 0) AS email_attempts, e.error AS email_error, e.next_at AS email_next_at
     FROM submissions LEFT JOIN deliveries AS e ON e.submission_id = submissions.id AND e.channel = 'email' WHERE id = ?`,
  )
    .bind(id)
    .first<Row>();

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
