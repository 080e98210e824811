import type { Context } from 'hono';
import type { StaffEnv } from '../shared/access';
import { openings, type Filters, type Opening } from '../shared/filters';
import type { InboxView } from '../shared/inbox-views';
import { whereOf } from '../shared/lead-queries.server';
import { attachment } from '../shared/download';

/**
 * An application's side of the inbox (docs/decisions/0050-job-applications.md): how many per
 * opening, its résumé's record (`submission_files`) and the résumé's bytes, for staff only.
 */
export type ResumeFile = { object_key: string; type: string; name: string; size: number; created_at: string };

export const resumeOf = (db: D1Database, id: string) =>
  db.prepare('SELECT object_key, type, name, size, created_at FROM submission_files WHERE submission_id = ?').bind(id).first<ResumeFile>();

/** How many applications each opening has under the list's status and pile (spam left out unless asked), every opening listed. */
export async function openingCounts(db: D1Database, view: InboxView, filters: Pick<Filters, 'status' | 'review'>): Promise<Record<Opening, number>> {
  const where = whereOf(view, { status: filters.status, review: filters.review }, true);
  const { results } = await db
    .prepare(`SELECT coalesce(json_extract(data, '$.opening'), '') AS opening, count(*) AS n FROM submissions ${where.sql} GROUP BY 1`)
    .bind(...where.binds)
    .all<{ opening: string; n: number }>();
  const counts = Object.fromEntries(openings.map((opening) => [opening, 0])) as Record<Opening, number>;
  for (const row of results) {
    const opening = (row.opening === '' ? 'spontaneous' : row.opening) as Opening;
    if (opening in counts) counts[opening] += row.n;
  }
  return counts;
}

/** The résumé's bytes as they were stored, streamed from the bucket, under its safe name and stored type; null when there is none. */
export async function resumeDownload(c: Context<StaffEnv>, id: string): Promise<Response | null> {
  const file = await resumeOf(c.env.DB, id);
  const object = file ? await c.env.RESUMES.get(file.object_key) : null;
  if (!file || !object) return null;
  return new Response(object.body, {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(object.size),
      'Content-Disposition': attachment(file.name),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
