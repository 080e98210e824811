import { describe, expect, it } from 'vitest';
import { readBoundedForm } from './post-read.server';

/** A form as a browser sends it, with its declared length. */
const multipart = async (parts: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  const encoded = new Request('https://example.com/', { method: 'POST', body: form });
  const bytes = await encoded.arrayBuffer();
  const headers = { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(bytes.byteLength) };
  return new Request('https://example.com/', { method: 'POST', body: bytes, headers });
};
/** The same bytes sent as a stream: no declared length, as a chunked upload arrives. */
const streamed = async (request: Request, cut = 0) => {
  const bytes = new Uint8Array(await request.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length - cut; at += 1000) controller.enqueue(bytes.slice(at, Math.min(at + 1000, bytes.length - cut)));
      controller.close();
    },
  });
  return new Request('https://example.com/', { method: 'POST', body, headers: { 'content-type': request.headers.get('content-type') ?? '' } });
};

describe('a multipart body read up to its bound', () => {
  it('gives the fields and the file of a body within the bound', async () => {
    const result = await readBoundedForm(await multipart({ firstName: 'Camille', resume: new File(['%PDF-1.4'], 'cv.pdf') }), 10_000);
    expect(result.ok && result.form.get('firstName')).toBe('Camille');
    expect(result.ok && (result.form.get('resume') as File).size).toBe(8);
  });

  it('refuses a declared length over the bound before reading, and a streamed body as soon as it passes it', async () => {
    const big = await multipart({ resume: new File([new Uint8Array(20_000)], 'cv.pdf') });
    expect(Number(big.headers.get('content-length'))).toBeGreaterThan(10_000);
    expect(await readBoundedForm(big.clone(), 10_000)).toEqual({ ok: false, reason: 'too_large' });
    const chunked = await streamed(big);
    expect(chunked.headers.get('content-length')).toBeNull();
    expect(await readBoundedForm(chunked, 10_000)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('stores nothing of a body that stops half-way', async () => {
    const cut = await streamed(await multipart({ firstName: 'Camille', resume: new File([new Uint8Array(5000)], 'cv.pdf') }), 2000);
    expect(await readBoundedForm(cut, 10_000)).toEqual({ ok: false, reason: 'malformed' });
  });
});
