import type { Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { readBoundedForm } from '../applications/bounded-form';
import { checkResume } from '../applications/resume-file';
import { formBodies, postGuard, refuseInWords, type PostRefusal } from '../http/post-guard';
import { clientIp } from '../http/client-address';
import type { FormDescriptor } from './descriptor';
import type { FormValues } from './form-state';
import { limits } from './limits';
import { answerOutcome, valuesOf, type FormAnswer } from './post-answer.server';
import { validate, type FieldError, type FieldErrors } from './field-rules';
import type { Outcome, SubmitContext } from './submit.server';
import { safeFileName, type CheckedFile } from './files.server';

/**
 * A form with a file (an application and its résumé, docs/decisions/0050-job-applications.md): its
 * multipart body read up to `limits.fileBodyBytes`, the file judged by its bytes, then the shared
 * store with the file. The JSON endpoint (`api.server.ts`) and the page's plain post both use it.
 */
export type FilePost = { kind: 'too_large' } | { kind: 'unreadable' } | { kind: 'read'; fields: FormValues; file: CheckedFile | FieldError };

/** The refusal of a file over the limit, as its field's error (the figure in MB, as the page says it). */
const tooLargeError: FieldError = { key: 'resumeTooLarge', max: limits.resumeBytes / 1024 / 1024 };
export const fileTooLargeErrors = (form: FormDescriptor): FieldErrors => (form.file ? { [form.file]: tooLargeError } : {});

/** The one file of the field, checked by its bytes, or the field's error; the browser's name is kept only as a safe display name. */
async function fileOf(entries: ReturnType<FormData['getAll']>): Promise<CheckedFile | FieldError> {
  // A file input left empty still sends a part, with no name and no byte.
  const files = entries.filter((entry): entry is File => typeof entry !== 'string' && !(entry.name === '' && entry.size === 0));
  if (files.length > 1) return { key: 'resumeSeveral' };
  const [file] = files;
  if (!file) return { key: 'resumeRequired' };
  if (file.size > limits.resumeBytes) return tooLargeError;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkResume(bytes, limits.resumeBytes);
  if (check.ok) return { bytes, kind: check.kind, name: safeFileName(file.name, check.kind) };
  return check.reason === 'empty' ? { key: 'resumeEmpty' } : check.reason === 'type' ? { key: 'resumeInvalid' } : tooLargeError;
}

/** Reads the post: 'too_large' before a byte past the bound, 'unreadable' for a body that stops half-way or does not parse. */
export async function readFilePost(request: Request, form: FormDescriptor): Promise<FilePost> {
  const read = await readBoundedForm(request, limits.fileBodyBytes);
  if (!read.ok) return { kind: read.reason === 'too_large' ? 'too_large' : 'unreadable' };
  const body: Record<string, string[]> = {};
  for (const [name, value] of read.form) {
    if (typeof value === 'string') body[name] = [...(body[name] ?? []), value];
  }
  const { _key: _ignored, ...fields } = valuesOf(form, body);
  return { kind: 'read', fields, file: await fileOf(read.form.getAll(form.file ?? '')) };
}

/** Validates the fields and stores them with the file; every refusal (fields and file together) stores nothing. */
export async function submitFilePost(form: FormDescriptor, read: Extract<FilePost, { kind: 'read' }>, ctx: SubmitContext): Promise<Outcome> {
  const result = validate(form.schema, { ...read.fields, lang: ctx.lang, page: ctx.page ?? undefined });
  const fileError = 'key' in read.file ? { [form.file ?? '']: read.file } : {};
  if (!result.ok || 'key' in read.file) return { kind: 'invalid', errors: { ...(result.ok ? {} : result.errors), ...fileError } };
  // Storing, e-mails and the webhook are compiled on the first post (docs/decisions/0041-worker-modules-loaded-on-use.md).
  const { store } = await import('./submit.server');
  return store(form, result.value as Record<string, unknown>, { ...ctx, file: read.file });
}

/** The plain (no-JS) post of a form with a file at its pages' paths: the page again, with its errors or the reference. */
export function registerFilePosts<Form extends string>(app: Hono<AppEnv>, form: FormDescriptor<string, Form>, answer: FormAnswer<Form>, paths: string[]) {
  const refuse = (c: Context<AppEnv>, why: PostRefusal) => (why === 'too_large' ? tooLarge(c, form, answer) : refuseInWords(c, why));
  for (const path of paths)
    app.post(path, postGuard<AppEnv>({ accepts: formBodies, maxBytes: limits.fileBodyBytes }, refuse), async (c) => {
      const read = await readFilePost(c.req.raw, form);
      if (read.kind === 'too_large') return tooLarge(c, form, answer);
      if (read.kind === 'unreadable') {
        c.status(400);
        return answer(c, form.name, { form: form.name, values: {}, errors: {}, status: 'failed', notice: c.get('t')('forms:api.unreadable') });
      }
      const lang = c.get('lang');
      const outcome = await submitFilePost(form, read, {
        env: c.env,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        ip: clientIp(c.req.raw.headers),
        idempotencyKey: null,
        keyFromContent: true,
        lang,
        page: c.req.path,
      });
      return answerOutcome(c, form, answer, read.fields, outcome);
    });
}

/** A body over the bound, refused before it is read: the page with the file's error, 413. */
function tooLarge<Form extends string>(c: Context<AppEnv>, form: FormDescriptor<string, Form>, answer: FormAnswer<Form>) {
  c.status(413);
  return answer(c, form.name, { form: form.name, values: {}, errors: fileTooLargeErrors(form), status: 'invalid' });
}
