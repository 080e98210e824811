import type { Bindings } from '../env';
import { resumeTypes, type ResumeKind } from './application';

/**
 * A submission's file (an application's résumé, docs/decisions/0050-job-applications.md): its bytes
 * in the private bucket `RESUMES` under `applications/<submission id>`, never under the name the
 * browser gave; its row in `submission_files` (migrations/0012_job_applications.sql) with the type
 * its bytes showed and a safe name to download it under.
 */
export type CheckedFile = { bytes: Uint8Array; kind: ResumeKind; name: string };

export const objectKeyOf = (id: string) => `applications/${id}`;

/** The longest display name, extension included. */
const nameLength = 80;

/**
 * A name to show and download the file under: the given name's last segment without its extension,
 * accents dropped, anything but letters, digits and `-_. ` made a dash, then the extension of the
 * kind its bytes showed (`cv.exe.pdf` stays a PDF's name; `../../etc/passwd` becomes `passwd.pdf`).
 */
export function safeFileName(given: string, kind: ResumeKind): string {
  const extension = `.${resumeTypes[kind].extension}`;
  const base = (given.split(/[/\\]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 _.-]+/g, '-')
    .replace(/([ _.-])[ _.-]+/g, '$1')
    .replace(/^[ _.-]+|[ _.-]+$/g, '')
    .slice(0, nameLength - extension.length)
    .replace(/[ _.-]+$/, '');
  return `${base || 'resume'}${extension}`;
}

/** The file's SHA-256 in hex: part of its post's payload hash (an idempotent retry sends the same bytes). */
export async function digestOf(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Puts the file's bytes in the bucket, before the row that names them is written. */
export async function putFile(env: Bindings, id: string, file: CheckedFile): Promise<void> {
  await env.RESUMES.put(objectKeyOf(id), file.bytes, { httpMetadata: { contentType: resumeTypes[file.kind].mime } });
}

/** The file's row, written in the submission's batch only once the submission is in. */
export function fileRowStatement(db: D1Database, id: string, file: CheckedFile, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO submission_files (submission_id, object_key, type, name, size, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM submissions WHERE id = ?1)`,
    )
    .bind(id, objectKeyOf(id), resumeTypes[file.kind].mime, file.name, file.bytes.byteLength, new Date(now).toISOString());
}

/** A stored file's row (what the staff e-mail, the privacy export and the download read; never its bytes). */
export type FileRow = { submission_id: string; object_key: string; type: string; name: string; size: number; created_at: string };

export const fileOf = (db: D1Database, id: string) => db.prepare('SELECT * FROM submission_files WHERE submission_id = ?').bind(id).first<FileRow>();

/** Deletes these objects from the bucket (R2 takes at most 1,000 keys a call). */
/** What deleting files needs: the database and the bucket. */
export type FileEnv = Pick<Bindings, 'DB' | 'RESUMES'>;

export async function deleteObjects(env: Pick<Bindings, 'RESUMES'>, keys: readonly string[]): Promise<void> {
  for (let at = 0; at < keys.length; at += 1000) await env.RESUMES.delete(keys.slice(at, at + 1000));
}

/**
 * Deletes the submissions a condition picks together with their files: the objects first, then the
 * rows (their file rows leave with them, ON DELETE CASCADE). Run again after a failure, it finds
 * what is left. `where` is SQL on `submissions` with its bindings. Returns how many submissions and
 * files went.
 */
export async function deleteWithFiles(env: FileEnv, where: string, binds: unknown[]): Promise<{ submissions: number; files: number }> {
  const { results } = await env.DB.prepare(`SELECT object_key FROM submission_files WHERE submission_id IN (SELECT id FROM submissions WHERE ${where})`)
    .bind(...binds)
    .all<{ object_key: string }>();
  const keys = results.map((row) => row.object_key);
  await deleteObjects(env, keys);
  const deleted = await env.DB.prepare(`DELETE FROM submissions WHERE ${where}`)
    .bind(...binds)
    .run();
  return { submissions: deleted.meta.changes ?? 0, files: keys.length };
}
