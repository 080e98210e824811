import { env } from 'cloudflare:test';
import { origin } from '../helpers';
import { freshIp, validProof } from './forms-helpers';
import { fixture } from '../fixtures';

/** A candidate's fields as the application page sends them (the résumé apart). */
export const validApplication = {
  opening: 'fullstack',
  firstName: 'Camille',
  lastName: 'Roy',
  email: 'camille@example.org',
  phone: '',
  profileUrl: 'https://camille.example.org',
  message: 'Bonjour, je postule.',
  consent: 'yes',
  _honeypot: '',
};

export type Upload = { bytes: Uint8Array; name: string; type?: string };

/** A real résumé of the fixtures, by kind. */
export const pdf = (): Upload => ({ bytes: fixture('resume.pdf'), name: 'Mon CV été.pdf', type: 'application/pdf' });
export const docx = (): Upload => ({
  bytes: fixture('resume.docx'),
  name: 'cv.docx',
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
});

/**
 * A multipart post as a browser sends the application form (fields, then each file under `resume`),
 * with a valid proof of work unless `proof: false`.
 */
export async function applicationPost(
  path: string,
  fields: Record<string, string>,
  files: Upload[],
  headers: Record<string, string> = {},
  { proof = true } = {},
): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (proof && !('_proof' in fields)) form.append('_proof', await validProof());
  for (const file of files) form.append('resume', new File([file.bytes], file.name, { type: file.type ?? 'application/octet-stream' }));
  const encoded = new Request(origin + path, { method: 'POST', body: form });
  const bytes = await encoded.arrayBuffer();
  return new Request(origin + path, {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', origin, 'cf-connecting-ip': freshIp(), ...headers },
    body: bytes,
  });
}

/** Every object in the résumé bucket (R2 as simulated by the pool). */
export async function objectKeys(): Promise<string[]> {
  const listed = await env.RESUMES.list({ prefix: 'applications/' });
  return listed.objects.map((object) => object.key);
}

/** The bytes stored for a submission, or null. */
export async function objectBytes(id: string): Promise<Uint8Array | null> {
  const object = await env.RESUMES.get(`applications/${id}`);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

export const fileRowOf = (id: string) =>
  env.DB.prepare('SELECT object_key, type, name, size FROM submission_files WHERE submission_id = ?')
    .bind(id)
    .first<{ object_key: string; type: string; name: string; size: number }>();

/** How many submissions carry this address (each test uses its own). */
export const countByEmail = async (email: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM submissions WHERE json_extract(data, '$.email') = ?`).bind(email).first<{ n: number }>())?.n ?? 0;
