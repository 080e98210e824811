import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadTranslator, type T } from '../i18n';
import { formBodies, postGuard, refuseAsJson, refuseInWords } from './post-guard';

type E = { Bindings: { SITE_URL: string } };
const site = 'https://site.example';

function appWith(originRequired = false) {
  const app = new Hono<E>();
  app.post('/', postGuard<E>({ accepts: formBodies, maxBytes: 16, originRequired }, refuseAsJson), async (c) => c.text(await c.req.text()));
  return (headers: Record<string, string>, body: BodyInit = 'a=1') =>
    app.request('/', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body }, { SITE_URL: site });
}

describe('postGuard', () => {
  it('lets a same-origin form post of the right size through', async () => {
    const response = await appWith()({ origin: site });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('a=1');
  });

  it('refuses another origin (403), another media type (415) and a body past the limit (413), in one vocabulary', async () => {
    const post = appWith();
    const cases: [Record<string, string>, BodyInit, number, string][] = [
      [{ origin: 'https://evil.example' }, 'a=1', 403, 'forbidden'],
      [{ 'content-type': 'application/json' }, '{}', 415, 'unsupported_media_type'],
      [{}, 'a='.padEnd(17, 'x'), 413, 'too_large'],
    ];
    for (const [headers, body, status, error] of cases) {
      const response = await post(headers, body);
      expect(response.status, error).toBe(status);
      expect(await response.json()).toEqual({ error });
    }
  });

  it('counts a chunked body as it arrives', async () => {
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 4; i++) controller.enqueue(new TextEncoder().encode('a=xxxxxx&'));
        controller.close();
      },
    });
    const response = await appWith()({}, chunks);
    expect(response.status).toBe(413);
  });

  it('refuses a post without Origin where one is required', async () => {
    const post = appWith(true);
    expect((await post({})).status).toBe(403);
    expect((await post({ origin: site })).status).toBe(200);
  });

  it('answers a page’s refusal as a sentence in its language, with the same status', async () => {
    type Paged = { Bindings: { SITE_URL: string }; Variables: { t: T } };
    const app = new Hono<Paged>();
    app.use(async (c, next) => {
      c.set('t', await loadTranslator('fr'));
      await next();
    });
    app.post('/', postGuard<Paged>({ accepts: formBodies, maxBytes: 16, originRequired: true }, refuseInWords), (c) => c.text('ok'));
    const response = await app.request('/', { method: 'POST', headers: { 'content-type': 'text/plain', origin: site }, body: 'a' }, { SITE_URL: site });
    expect(response.status).toBe(415);
    expect(await response.text()).toBe('Type de contenu non pris en charge.');
  });
});
