import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { checkFile, safeFileName } from './resume-file';
import type { PostRefusal, PostRules } from '../http/post-guard';
import type { FormDescriptor } from './descriptor';
import type { FormFile } from './form-file';
import type { FieldError } from './field-rules';
import type { CheckedFile } from './files.server';
import type { FormValues } from './form-state';

/** How the client wants its answer: JSON (`POST /api/<form>`, the islands) or the form's page again (a plain post). */
export type Reply = 'json' | 'page';

/**
 * Every post as the submit path takes it, however it came (JSON, a plain or multipart form, with or
 * without a file): its values, its file for a form that takes one (checked by its bytes, or the
 * field's error), and how to answer.
 */
export type PostInput = { reply: Reply; values: Record<string, unknown>; file?: CheckedFile | FieldError };

/**
 * A post read, or why not: refused by the guard before its body was read (`PostRefusal`), a body past
 * its bound, JSON that is not an object (`malformed`), a form body that does not parse (`unreadable`).
 */
export type PostRead = { kind: 'read'; input: PostInput } | { kind: PostRefusal | 'malformed' | 'unreadable' };

/** Reads the post's body into its input, never past the guard's bound; a form's body is read as `FormData`, whatever its encoding. */
export async function readPost(c: Context<AppEnv>, form: FormDescriptor, reply: Reply, rules: PostRules): Promise<PostRead> {
  if (rules.accepts.includes('application/json')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return { kind: 'malformed' };
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { kind: 'malformed' };
    return { kind: 'read', input: { reply, values: body as Record<string, unknown> } };
  }
  // A multipart body without its boundary, a truncated one, a charset the parser refuses…: unreadable.
  const read = await readBoundedForm(c.req.raw, rules.maxBytes);
  if (!read.ok) return { kind: read.reason === 'too_large' ? 'too_large' : 'unreadable' };
  const values = valuesOf(form, read.form);
  if (!form.file) return { kind: 'read', input: { reply, values } };
  return { kind: 'read', input: { reply, values, file: await fileOf(read.form.getAll(form.file.field), form.file) } };
}

/** The posted form as the schema expects it: one string per field, a list for a `list` field (checkboxes); the file and the `_key` of old pages left out. */
function valuesOf(form: FormDescriptor, body: FormData): FormValues {
  const lists = new Set(form.fields.filter(({ kind }) => kind === 'list').map(({ name }) => name as string));
  const values: FormValues = {};
  for (const field of new Set(body.keys())) {
    if (field === form.file?.field || field === '_key') continue;
    const list = body.getAll(field).filter((item): item is string => typeof item === 'string');
    values[field] = lists.has(field) ? list : (list[0] ?? '');
  }
  return values;
}

/** The one file of the field, checked by its bytes, or the field's error; the browser's name is kept only as a safe display name. */
async function fileOf(entries: ReturnType<FormData['getAll']>, rules: FormFile): Promise<CheckedFile | FieldError> {
  // A file input left empty still sends a part, with no name and no byte.
  const files = entries.filter((entry): entry is File => typeof entry !== 'string' && !(entry.name === '' && entry.size === 0));
  const [file] = files;
  if (files.length > 1 || !file) return files.length > 1 ? rules.errors.several : rules.errors.required;
  if (file.size > rules.maxBytes) return rules.errors.tooLarge;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkFile(bytes, rules);
  if (!check.ok) return rules.errors[check.reason === 'empty' ? 'empty' : check.reason === 'type' ? 'invalid' : 'tooLarge'];
  const kind = rules.kinds[check.kind];
  return { bytes, kind, name: safeFileName(file.name, kind) };
}

/**
 * A form's body read only up to a bound: a declared length over it is refused before a byte is
 * read, and a body that grows past it (no length, or a false one) is cut off as soon as it does.
 * A body that stops half-way does not parse, so nothing of it is stored.
 */
export type BoundedForm = { ok: true; form: FormData } | { ok: false; reason: 'too_large' | 'malformed' };

export async function readBoundedForm(request: Request, maxBytes: number): Promise<BoundedForm> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) return { ok: false, reason: 'too_large' };
  const type = { 'content-type': request.headers.get('content-type') ?? '' };
  // No body at all reads as an empty form (a multipart one, without its closing boundary, does not parse).
  if (!request.body)
    return new Response('', { headers: type }).formData().then(
      (form) => ({ ok: true as const, form }),
      () => ({ ok: false as const, reason: 'malformed' as const }),
    );
  let seen = 0;
  let tooLarge = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) {
          tooLarge = true;
          controller.error(new RangeError('body over its bound'));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  try {
    const form = await new Response(counted, { headers: type }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: tooLarge ? 'too_large' : 'malformed' };
  }
}
