import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Bindings } from '../../../src/env';
import { loadTranslator } from '../../../src/i18n';
import { forms } from '../../../src/submissions/forms';
import { limits } from '../../../src/submissions/limits';
import { registerFormPosts } from '../../../src/submissions/index.server';
import { call } from './forms-helpers';
import { origin } from '../helpers';
import { applicationPost, countByEmail, docx, fileRowOf, objectBytes, objectKeys, pdf, validApplication, type Upload } from './application-helpers';

/**
 * A candidate's application (docs/decisions/0050-job-applications.md), server side: the file is
 * judged by its bytes, put in the bucket, then the row, its file row and its outbox rows go in one
 * batch; any refusal or failure leaves nothing stored, neither row nor object.
 */
const noHooks = { LEAD_WEBHOOK_URL: undefined };
const unique = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.org`;
type Answer = { ok?: boolean; id: string; reference: string; error?: string; message?: string; fields?: Record<string, string> };

async function apply(fields: Record<string, string>, files: Upload[], overrides: Partial<Bindings> = noHooks, headers: Record<string, string> = {}) {
  const response = await call(applicationPost('/api/application', fields, files, headers), overrides);
  return { status: response.status, body: await response.json<Answer>() };
}

describe('an application posted to /api/application', () => {
  for (const [kind, upload] of [
    ['PDF', pdf],
    ['Word document', docx],
  ] as const)
    it(`stores a real ${kind}: the row, its object with the same bytes, its file row under a safe name`, async () => {
      const email = unique('ok');
      const file = upload();
      const { status, body } = await apply({ ...validApplication, email }, [file]);
      expect(status).toBe(201);
      expect(body.reference).toMatch(/\S/);
      const row = await env.DB.prepare('SELECT form, data FROM submissions WHERE id = ?').bind(body.id).first<{ form: string; data: string }>();
      expect(row?.form).toBe('application');
      expect(JSON.parse(row?.data ?? '{}')).toMatchObject({ opening: 'fullstack', email, consent: 'yes' });
      expect(row?.data).not.toContain('resume');
      expect(await objectBytes(body.id)).toEqual(file.bytes);
      const type = kind === 'PDF' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      expect(await fileRowOf(body.id)).toEqual({
        object_key: `applications/${body.id}`,
        type,
        name: kind === 'PDF' ? 'Mon CV ete.pdf' : 'cv.docx',
        size: file.bytes.byteLength,
      });
    });

  it('takes a spontaneous application (no opening) and refuses an opening that is no job', async () => {
    const spontaneous = await apply({ ...validApplication, opening: '', email: unique('spont') }, [pdf()]);
    expect(spontaneous.status).toBe(201);
    const unknown = await apply({ ...validApplication, opening: 'astronaut', email: unique('job') }, [pdf()]);
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields ?? {})).toEqual(['opening']);
  });

  it('never takes the file name for a path or a type: a name with a path and a double extension is shown safely, under the kind its bytes are', async () => {
    const { body } = await apply({ ...validApplication, email: unique('name') }, [
      { ...pdf(), name: '../../etc/passwd.exe', type: 'application/x-msdownload' },
    ]);
    expect(await fileRowOf(body.id)).toMatchObject({ object_key: `applications/${body.id}`, type: 'application/pdf', name: 'passwd.pdf' });
  });
});

describe('a refused application stores nothing', () => {
  const executable = () => {
    const bytes = Uint8Array.from(pdf().bytes);
    bytes.set([0x4d, 0x5a, 0x90, 0x00]);
    return { bytes, name: 'cv.pdf', type: 'application/pdf' };
  };
  const wrongHeader = () => {
    const bytes = Uint8Array.from(pdf().bytes);
    bytes[1] = 0x44;
    return { bytes, name: 'cv.pdf', type: 'application/pdf' };
  };
  const cases: [string, Record<string, string>, () => Upload[], string, string][] = [
    ['an empty file', {}, () => [{ bytes: new Uint8Array(), name: 'cv.pdf' }], 'resume', 'Le fichier est vide'],
    ['a renamed executable', {}, () => [executable()], 'resume', 'Le CV doit être un PDF ou un document Word (.docx)'],
    ['a PDF with a wrong header', {}, () => [wrongHeader()], 'resume', 'Le CV doit être un PDF ou un document Word (.docx)'],
    ['two files', {}, () => [pdf(), docx()], 'resume', 'Joignez un seul fichier'],
    ['no file', {}, () => [], 'resume', 'Joignez votre CV'],
    ['a missing consent', { consent: '' }, () => [pdf()], 'consent', 'Votre consentement est requis pour envoyer votre candidature'],
    [
      'a profile link that is not https',
      { profileUrl: 'http://camille.example.org' },
      () => [pdf()],
      'profileUrl',
      'Indiquez une adresse qui commence par https://',
    ],
  ];
  for (const [what, change, files, field, words] of cases)
    it(`${what}: 400 with the field's error in the visitor's language, no row, no object`, async () => {
      const email = unique('bad');
      const before = await objectKeys();
      const { status, body } = await apply({ ...validApplication, ...change, email, lang: 'fr' }, files());
      expect(status).toBe(400);
      expect(body.fields?.[field]).toBe(words);
      expect(await countByEmail(email)).toBe(0);
      expect(await objectKeys()).toEqual(before);
    });

  it('a file over the limit: 413 with the localized error, nothing stored', async () => {
    const email = unique('big');
    const before = await objectKeys();
    const big = new Uint8Array(limits.resumeBytes + 1);
    big.set(pdf().bytes.subarray(0, 8));
    const { status, body } = await apply({ ...validApplication, email, lang: 'en' }, [{ bytes: big, name: 'cv.pdf' }]);
    expect(status).toBe(413);
    expect(body.fields?.resume).toBe('The file is over 5 MB');
    expect(await countByEmail(email)).toBe(0);
    expect(await objectKeys()).toEqual(before);
  });

  it('a declared length over the bound: 413 before a byte of the body is read', async () => {
    let pulled = false;
    // No chunk asked for in advance (highWaterMark 0): a pull means the worker read the body.
    const body = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(`${origin}/api/application`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(limits.fileBodyBytes + 1), origin, 'accept-language': 'fr' },
      body,
    });
    const response = await call(request, noHooks);
    expect(response.status).toBe(413);
    expect((await response.json<Answer>()).fields?.resume).toBe('Le fichier dépasse 5\u00a0Mo');
    expect(pulled).toBe(false);
  });

  it('a body that stops half-way: 400, no row, no object', async () => {
    const email = unique('cut');
    const before = await objectKeys();
    const whole = new Uint8Array(await (await applicationPost('/api/application', { ...validApplication, email }, [pdf()])).arrayBuffer());
    const full = await applicationPost('/api/application', { ...validApplication, email }, [pdf()]);
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(cut);
        controller.close();
      },
    });
    const request = new Request(full.url, { method: 'POST', headers: { 'content-type': full.headers.get('content-type') ?? '', origin }, body: stream });
    const response = await call(request, noHooks);
    expect(response.status).toBe(400);
    expect(await countByEmail(email)).toBe(0);
    expect(await objectKeys()).toEqual(before);
  });

  it('a failed database write: the object is deleted again and the candidate is told (503)', async () => {
    const email = unique('down');
    const before = await objectKeys();
    const broken = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'batch') return async () => Promise.reject(new Error('D1_ERROR: down'));
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const { status, body } = await apply({ ...validApplication, email, lang: 'en' }, [pdf()], { ...noHooks, DB: broken });
    expect(status).toBe(503);
    expect(body.message).toMatch(/\S/);
    expect(await countByEmail(email)).toBe(0);
    expect(await objectKeys()).toEqual(before);
  });
});

describe('an application posted without JavaScript', () => {
  /** The page's plain post, its answer read as the state the page would render. */
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('lang', 'fr');
    c.set('t', await loadTranslator('fr'));
    await next();
  });
  registerFormPosts(app, forms.application, (c, _form, state) => c.json(state), ['/carriere/postuler/:slug']);
  const post = async (request: Promise<Request>) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(await request, { ...env, ...noHooks }, ctx);
    await waitOnExecutionContext(ctx);
    return {
      status: response.status,
      state: await response.json<{ status: string; reference?: string; errors: Record<string, { key: string }>; values: Record<string, string> }>(),
    };
  };

  it('stores a valid post and answers with the reference; a refused one keeps the fields and stores nothing', async () => {
    const sent = await post(applicationPost('/carriere/postuler/fullstack', { ...validApplication, email: unique('plain') }, [docx()]));
    expect(sent).toMatchObject({ status: 200, state: { status: 'sent' } });
    expect(sent.state.reference).toMatch(/\S/);
    const email = unique('plainbad');
    const refused = await post(
      applicationPost('/carriere/postuler/fullstack', { ...validApplication, email, consent: '' }, [{ bytes: new Uint8Array(), name: 'cv.pdf' }]),
    );
    expect(refused.status).toBe(400);
    expect(refused.state.errors).toEqual({ consent: { key: 'consentRequired' }, resume: { key: 'resumeEmpty' } });
    expect(refused.state.values).toMatchObject({ firstName: 'Camille', email });
    expect(await countByEmail(email)).toBe(0);
  });
});
