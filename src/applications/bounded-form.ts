/**
 * A multipart body read only up to a bound: a declared length over it is refused before a byte is
 * read, and a body that grows past it (no length, or a false one) is cut off as soon as it does.
 * A body that stops half-way does not parse, so nothing of it is stored.
 */
export type BoundedForm = { ok: true; form: FormData } | { ok: false; reason: 'too_large' | 'malformed' };

export async function readBoundedForm(request: Request, maxBytes: number): Promise<BoundedForm> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) return { ok: false, reason: 'too_large' };
  if (!request.body) return { ok: false, reason: 'malformed' };
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
    const form = await new Response(counted, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: tooLarge ? 'too_large' : 'malformed' };
  }
}
