import type { Bindings } from '../env';
import type { FileKind, FileRules } from './form-file';

/**
 * A submission's file (an application's résumé, docs/decisions/0050-job-applications.md): its bytes
 * in the bucket its form's rules name, under their prefix and the submission's id, never under the
 * name the browser gave; its row in `submission_files` (migrations/0012_job_applications.sql) with
 * the type its bytes showed and a safe name to download it under.
 */
export type CheckedFile = { bytes: Uint8Array; kind: FileKind; name: string };

/** Where one submission's file is kept: its form's bucket and the object's key. */
export type FilePlace = { bucket: FileRules['bucket']; key: string };
export const placeOf = (rules: FileRules, id: string): FilePlace => ({ bucket: rules.bucket, key: `${rules.keyPrefix}${id}` });

/** The file's SHA-256 in hex: part of its post's payload hash (an idempotent retry sends the same bytes). */
export async function digestOf(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Puts the file's bytes in the bucket, before the row that names them is written. */
export async function putFile(env: Bindings, place: FilePlace, file: CheckedFile): Promise<void> {
  await env[place.bucket].put(place.key, file.bytes, { httpMetadata: { contentType: file.kind.mime } });
}

/** Removes a file whose row was not written (a failure is logged: the object is then an orphan no row names). */
export async function discardFile(env: Bindings, place: FilePlace): Promise<void> {
  await env[place.bucket].delete(place.key).catch((error) => console.error(`[files] could not delete ${place.key}`, error));
}

/** The file's row, written in the submission's batch only once the submission is in. */
export function fileRowStatement(db: D1Database, id: string, place: FilePlace, file: CheckedFile, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO submission_files (submission_id, object_key, type, name, size, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM submissions WHERE id = ?1)`,
    )
    .bind(id, place.key, file.kind.mime, file.name, file.bytes.byteLength, new Date(now).toISOString());
}

/** A stored file's row (what the staff e-mail, the privacy export and the download read; never its bytes). */
export type FileRow = { submission_id: string; object_key: string; type: string; name: string; size: number; created_at: string };

export const fileOf = (db: D1Database, id: string) => db.prepare('SELECT * FROM submission_files WHERE submission_id = ?').bind(id).first<FileRow>();

/** What deleting files needs: the database and the bucket. */
export type FileEnv = Pick<Bindings, 'DB' | 'RESUMES'>;

/** Deletes these objects from the bucket (R2 takes at most 1,000 keys a call). */
export async function deleteObjects(env: Pick<Bindings, 'RESUMES'>, keys: readonly string[]): Promise<void> {
  for (let at = 0; at < keys.length; at += 1000) await env.RESUMES.delete(keys.slice(at, at + 1000));
}

/**
 * Deletes the submissions a condition picks together with their files: the objects first, then the
 * rows (their file rows leave with them, ON DELETE CASCADE). Run again after a failure, it finds
 * what is left. `where` is SQL on `submissions` with its bindings, numbered (`?1`: it is read twice). Returns how many submissions and
 * files went.
 */
export async function deleteWithFiles(env: FileEnv, where: string, binds: unknown[]): Promise<{ submissions: number; files: number }> {
  // A lead's conversation keeps its attachments in the same bucket (docs/decisions/0057-lead-conversation.md): they go with it.
  const { results } = await env.DB.prepare(
    `SELECT object_key FROM submission_files WHERE submission_id IN (SELECT id FROM submissions WHERE ${where})
     UNION ALL SELECT f.object_key FROM lead_message_files f JOIN lead_messages m ON m.id = f.message_id
       WHERE m.submission_id IN (SELECT id FROM submissions WHERE ${where})`,
  )
    .bind(...binds)
    .all<{ object_key: string }>();
  const keys = results.map((row) => row.object_key);
  await deleteObjects(env, keys);
  const deleted = await env.DB.prepare(`DELETE FROM submissions WHERE ${where}`)
    .bind(...binds)
    .run();
  return { submissions: deleted.meta.changes ?? 0, files: keys.length };
}
