import type { Bindings } from '../../env';
import { messageFileOf } from '../../conversation/messages.server';
import { attachment } from '../shared/download';

/**
 * A client's attachment (docs/decisions/0057-lead-conversation.md), for staff only: the bytes kept in
 * the private bucket, under the safe name and the type its bytes showed, always as an attachment
 * (never shown in the page), like a résumé (docs/decisions/0050-job-applications.md). Null when the
 * lead holds no such file.
 */
export async function attachmentDownload(env: Bindings, leadId: string, messageId: string, position: string): Promise<Response | null> {
  if (!/^\d{1,2}$/.test(position)) return null;
  const file = await messageFileOf(env.DB, leadId, messageId, Number(position));
  const object = file ? await env.RESUMES.get(file.object_key) : null;
  if (!file || !object) return null;
  return new Response(object.body, {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(object.size),
      'Content-Disposition': attachment(file.name, 'attachment'),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
