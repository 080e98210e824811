import { env } from 'cloudflare:test';
import { vi } from 'vitest';
import { sign } from 'hono/utils/jwt/jwt';
import type { HonoJsonWebKey } from 'hono/utils/jwt/jws';
import type { Bindings } from '../../../src/env';
import { forgetAccessKeys } from '../../../src/admin/shared/access';
import { call } from '../submissions/forms-helpers';
import { origin } from '../helpers';

/** The Access application of the tests: a team domain, an audience and a key pair made here. */
export const team = 'https://mrn-test.cloudflareaccess.com';
export const audience = 'test-audience-tag-0123456789abcdef';
export const staffEmail = 'agent@example.com';
export const accessEnv: Partial<Bindings> = { ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: audience, ADMIN_DEV_EMAIL: '' };

type KeyPair = { privateJwk: HonoJsonWebKey; publicJwk: HonoJsonWebKey };

async function keyPair(kid: string): Promise<KeyPair> {
  const pair = (await crypto.subtle.generateKey(
    { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;
  const privateJwk = { ...((await crypto.subtle.exportKey('jwk', pair.privateKey)) as HonoJsonWebKey), kid, alg: 'RS256' };
  const publicJwk = { ...((await crypto.subtle.exportKey('jwk', pair.publicKey)) as HonoJsonWebKey), kid, alg: 'RS256', use: 'sig' };
  return { privateJwk, publicJwk };
}

export const teamKey = await keyPair('team-key-1');
/** A key the team never published. */
export const strangerKey = await keyPair('stranger-key');

/** The team's certs endpoint, mocked: every other fetch fails the test. Returns how often the certs were asked. */
export function mockCerts() {
  forgetAccessKeys();
  const certs = vi.fn(() => Response.json({ keys: [teamKey.publicJwk], public_cert: { kid: teamKey.publicJwk.kid, cert: '-' } }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url === `${team}/cdn-cgi/access/certs`) return certs();
    throw new Error(`unexpected fetch in a test: ${url}`);
  });
  return certs;
}

const now = () => Math.floor(Date.now() / 1000);

/** An Access token as Cloudflare signs it; each field can be spoiled for a test. */
export function token(overrides: Record<string, unknown> = {}, key: HonoJsonWebKey = teamKey.privateJwk): Promise<string> {
  return sign(
    { aud: [audience], email: staffEmail, exp: now() + 600, iat: now() - 5, nbf: now() - 5, iss: team, type: 'app', sub: 'user-1', ...overrides },
    key,
    'RS256',
  );
}

/** A request to the admin as a browser behind Access sends it. */
export async function adminGet(path: string, jwt?: string | null, overrides: Partial<Bindings> = {}, url = origin) {
  const headers: Record<string, string> = {};
  if (jwt !== null) headers['cf-access-jwt-assertion'] = jwt ?? (await token());
  return call(new Request(url + path, { headers, redirect: 'manual' }), { ...accessEnv, ...overrides });
}

export async function adminPost(
  path: string,
  fields: Record<string, string> | string,
  options: { jwt?: string | null; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', origin, ...options.headers };
  if (options.jwt !== null) headers['cf-access-jwt-assertion'] = options.jwt ?? (await token());
  const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
  return call(new Request(origin + path, { method: 'POST', headers, body, redirect: 'manual' }), accessEnv);
}

let counter = 0;
export type Seed = { form?: 'contact' | 'quote'; lang?: 'fr' | 'en'; spam?: boolean; data?: Record<string, unknown>; createdAt?: string; ipHash?: string };

/** A stored submission, as the forms write it; returns its id. */
export async function seedLead(seed: Seed = {}): Promise<string> {
  const id = crypto.randomUUID();
  counter += 1;
  const form = seed.form ?? 'contact';
  const data =
    seed.data ??
    (form === 'contact'
      ? {
          firstName: 'Marie',
          lastName: `Tremblay${counter}`,
          email: `marie${counter}@example.com`,
          company: 'Boulangerie',
          subject: 'Site',
          message: 'Bonjour',
        }
      : {
          services: ['conception-web', 'mobile'],
          plan: '',
          budget: '5k-15k',
          timeline: 'normal',
          firstName: 'Jean',
          lastName: `Roy${counter}`,
          email: `jean${counter}@example.com`,
          company: '',
          phone: '',
          projectDescription: 'Une appli',
        });
  const createdAt = seed.createdAt ?? new Date().toISOString();
  const insert = env.DB.prepare(
    `INSERT INTO submissions (id, form, lang, page, data, spam, ip_hash, idempotency_key, payload_hash, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).bind(
    id,
    form,
    seed.lang ?? 'fr',
    form === 'contact' ? '/contact' : '/soumission',
    JSON.stringify(data),
    seed.spam ? 1 : 0,
    seed.ipHash ?? `hash-${id}`,
    `key-${id}`,
    'p',
    createdAt,
  );
  // A real lead's staff e-mail is queued with it (docs/decisions/0047-one-outbox.md).
  const queued = env.DB.prepare("INSERT INTO deliveries (submission_id, channel, queued_at) VALUES (?, 'email', ?)").bind(id, createdAt);
  await env.DB.batch(seed.spam ? [insert] : [insert, queued]);
  return id;
}

export const leadRow = (id: string) => env.DB.prepare('SELECT * FROM submissions WHERE id = ?').bind(id).first<Record<string, unknown>>();
export const historyOf = (id: string) =>
  env.DB.prepare('SELECT * FROM lead_history WHERE submission_id = ? ORDER BY id')
    .bind(id)
    .all<Record<string, unknown>>()
    .then((result) => result.results);

/** Everything the inbox can change, to compare before and after a refused request. */
export async function snapshot(): Promise<string> {
  const tables = ['submissions', 'lead_history', 'erasure_log', 'rate_limits'];
  const parts = await Promise.all(
    tables.map((table) =>
      env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`)
        .all()
        .then((result) => JSON.stringify(result.results)),
    ),
  );
  return parts.join('\n');
}

export type ApplicationSeed = {
  opening?: string;
  lang?: 'fr' | 'en';
  lastName?: string;
  createdAt?: string;
  /** The résumé as the application post stores it: its bytes in the bucket, its row in submission_files. */
  file?: { bytes: Uint8Array; type: string; name: string } | null;
};

/** A stored application (docs/decisions/0050-job-applications.md), as the form writes it: the row, its staff e-mail queued, its résumé; returns its id. */
export async function seedApplication(seed: ApplicationSeed = {}): Promise<string> {
  counter += 1;
  const id = crypto.randomUUID();
  const createdAt = seed.createdAt ?? new Date().toISOString();
  const data = {
    opening: seed.opening ?? '',
    firstName: 'Léa',
    lastName: seed.lastName ?? `Gagnon${counter}`,
    email: `lea${counter}@example.com`,
    phone: '514 555-0100',
    profileUrl: 'https://example.com/lea',
    message: 'Bonjour, je postule.',
    consent: 'yes',
  };
  const statements = [
    env.DB.prepare(
      `INSERT INTO submissions (id, form, lang, page, data, ip_hash, idempotency_key, payload_hash, created_at)
       VALUES (?, 'application', ?, '/carriere', ?, ?, ?, 'p', ?)`,
    ).bind(id, seed.lang ?? 'fr', JSON.stringify(data), `hash-${id}`, `key-${id}`, createdAt),
    env.DB.prepare("INSERT INTO deliveries (submission_id, channel, queued_at) VALUES (?, 'email', ?)").bind(id, createdAt),
  ];
  const file = seed.file === undefined ? { bytes: new TextEncoder().encode('%PDF-1.4 seed'), type: 'application/pdf', name: 'cv.pdf' } : seed.file;
  if (file) {
    await env.RESUMES.put(`applications/${id}`, file.bytes, { httpMetadata: { contentType: file.type } });
    statements.push(
      env.DB.prepare('INSERT INTO submission_files (submission_id, object_key, type, name, size, created_at) VALUES (?, ?, ?, ?, ?, ?)').bind(
        id,
        `applications/${id}`,
        file.type,
        file.name,
        file.bytes.byteLength,
        createdAt,
      ),
    );
  }
  await env.DB.batch(statements);
  return id;
}

/** A word of a test's own, to find its leads among the others'. */
export const tag = () => `Tag${crypto.randomUUID().slice(0, 8)}`;
export const body = async (response: Response) => response.text();
/** The rows of the list's table, as names in order. */
export const listedNames = (html: string) => [...html.matchAll(/<th scope="row"><a [^>]*><bdi>([^<]*)<\/bdi><\/a>/g)].map((match) => match[1]);
