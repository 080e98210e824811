import type { PostResult } from './form-kit';

/** How far an upload has gone: a fraction from 0 to 1, or null while the browser cannot say. */
export type UploadProgress = (fraction: number | null) => void;

/**
 * Posts a submission with its files as `multipart/form-data`, through XMLHttpRequest since fetch
 * reports no upload progress (docs/decisions/0050-job-applications.md). Like `createPoster`, the
 * idempotency key stays the same while the fields and the files do (the proof of work aside), so
 * a retry never stores the same application twice.
 */
export function createMultipartPoster(endpoint: string, progress: UploadProgress) {
  let last: { content: string; key: string } | null = null;
  return (payload: object, files: Record<string, File>): Promise<PostResult> => {
    const { _proof, ...rest } = payload as { _proof?: string };
    const content = JSON.stringify([rest, Object.entries(files).map(([name, file]) => [name, file.name, file.size, file.lastModified])]);
    if (!last || last.content !== content) last = { content, key: crypto.randomUUID() };
    const body = new FormData();
    for (const [name, value] of Object.entries(payload)) body.append(name, String(value));
    for (const [name, file] of Object.entries(files)) body.append(name, file);
    const key = last.key;
    return new Promise((resolve) => {
      const request = new XMLHttpRequest();
      request.open('POST', endpoint);
      request.setRequestHeader('Idempotency-Key', key);
      request.responseType = 'json';
      request.upload.addEventListener('progress', (event) => progress(event.lengthComputable ? event.loaded / event.total : null));
      request.addEventListener('load', () => {
        progress(null);
        const answer = (request.response ?? {}) as { id?: string; reference?: string; error?: string; message?: string; fields?: Record<string, string> };
        if (request.status >= 200 && request.status < 300 && answer.id && answer.reference) {
          last = null;
          resolve({ ok: true, id: answer.id, reference: answer.reference });
          return;
        }
        console.error('submission failed', request.status, answer.error);
        // A refusal to wait out (too many posts, the site's bound on files) says so in its own words.
        const wait = request.getResponseHeader('Retry-After') !== null && answer.message ? { message: answer.message } : {};
        resolve({ ok: false, fields: answer.fields, ...wait });
      });
      const failed = () => {
        progress(null);
        console.error('submission failed: network');
        resolve({ ok: false });
      };
      request.addEventListener('error', failed);
      request.addEventListener('abort', failed);
      request.send(body);
    });
  };
}
