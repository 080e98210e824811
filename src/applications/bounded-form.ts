/**
 * A multipart body read only up to a bound: a declared length over it is refused before a byte is
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
