import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '../../../src/submissions/limits';
import { call, fakeEmail } from './forms-helpers';
import { applicationPost, objectKeys, pdf, validApplication } from './application-helpers';
import { inOneWindow } from '../helpers';
import { freshStorage } from '../fresh-storage';

/**
 * An application through the outbox (docs/decisions/0050-job-applications.md): the staff e-mail and
 * the webhook announce it with the opening, the name, the reference and the inbox's link, never the
 * file; the candidate's confirmation carries the reference; the review pile and the rate limits hold
 * as for the other forms.
 */
// Its tests count the hour's staff alerts, site-wide: each starts from empty storage, whichever ran
// before it (docs/decisions/0021-test-suite.md).
beforeEach(() => freshStorage());
afterEach(() => {
  vi.restoreAllMocks();
});

const hook = { LEAD_WEBHOOK_URL: 'https://hooks.example.test/leads', LEAD_WEBHOOK_SECRET: `whsec_${btoa('0123456789abcdef0123456789abcdef')}` };
const unique = () => `cand-${crypto.randomUUID().slice(0, 8)}@example.org`;
type Answer = { id: string; reference: string };

function receiver() {
  const posts: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== hook.LEAD_WEBHOOK_URL) throw new Error(`unexpected fetch in a test: ${request.url}`);
    posts.push(request);
    return new Response(null, { status: 200 });
  });
  return posts;
}

describe('a new application in the outbox', () => {
  it('is announced to staff by e-mail and webhook without the file, and confirmed to the candidate with its reference', async () => {
    const posts = receiver();
    const email = fakeEmail();
    const address = unique();
    const message = 'Mon message très personnel';
    const response = await call(applicationPost('/api/application', { ...validApplication, email: address, message, lang: 'en' }, [pdf()]), {
      EMAIL: email.binding,
      ...hook,
    });
    expect(response.status).toBe(201);
    const { id, reference } = await response.json<Answer>();
    const inbox = `/admin/leads/${id}`;

    const staff = email.sent.find((mail) => String(mail.to) !== address);
    expect(staff?.subject).toBe('Nouvelle candidature (Développeur principal polyvalent ou développeuse principale polyvalente)\u00a0: Camille Roy');
    expect(staff?.text).toContain(id);
    expect(staff?.text).toContain(`CV\u00a0: Mon CV ete.pdf (${Math.ceil(pdf().bytes.byteLength / 1024)}\u00a0Ko)`);
    expect(staff?.text).toContain(inbox);
    expect(staff).not.toHaveProperty('attachments');

    const confirmation = email.sent.find((mail) => String(mail.to) === address);
    expect(confirmation?.subject).toBe(`Your application has been received — reference ${reference}`);
    expect(confirmation?.text).toContain('kept for at most 12 months');
    expect(confirmation?.text).not.toContain(message);

    expect(posts).toHaveLength(1);
    const body = await posts[0].text();
    expect(JSON.parse(body)).toMatchObject({ type: 'lead.created', data: { reference, form: 'application', name: 'Camille Roy' } });
    expect(body).toContain(inbox);
    expect(body).toContain('Développeur principal polyvalent');
    for (const absent of [message, 'Mon CV', '%PDF', 'resume']) expect(body).not.toContain(absent);
  });

  it('without a proof of work, is kept for review with its file, and nothing is sent', async () => {
    const posts = receiver();
    const email = fakeEmail();
    const address = unique();
    const request = applicationPost('/api/application', { ...validApplication, email: address }, [pdf()], {}, { proof: false });
    const response = await call(request, { EMAIL: email.binding, ...hook });
    expect(response.status).toBe(201);
    const { id } = await response.json<Answer>();
    const row = await env.DB.prepare('SELECT held_reasons FROM submissions WHERE id = ?').bind(id).first<{ held_reasons: string }>();
    expect(row?.held_reasons).toBe('no_proof');
    expect(await objectKeys()).toContain(`applications/${id}`);
    expect(email.sent).toEqual([]);
    expect(posts).toEqual([]);
  });
});

describe('a flood of applications from one network', () => {
  it('stores at most the network limit, and no object without its row', { timeout: 60_000 }, async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const before = await objectKeys();
    const statuses = await inOneWindow(limits.networkRate.windowSeconds, async () => {
      const posts = Array.from({ length: limits.networkRate.max + 10 }, (_, n) =>
        call(
          applicationPost('/api/application', { ...validApplication, email: `flood${n}-${unique()}`, message: `Flood ${n}` }, [pdf()], {
            'cf-connecting-ip': `${prefix}:${n.toString(16)}::1`,
          }),
          { LEAD_WEBHOOK_URL: undefined, EMAIL: fakeEmail().binding },
        ),
      );
      return (await Promise.all(posts)).map((response) => response.status);
    });
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.networkRate.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const added = (await objectKeys()).filter((key) => !before.includes(key));
    const { n } = (await env.DB.prepare(`SELECT count(*) AS n FROM submission_files`).first<{ n: number }>()) ?? { n: 0 };
    expect(added).toHaveLength(limits.networkRate.max);
    expect(n).toBeGreaterThanOrEqual(limits.networkRate.max);
    for (const key of added) expect(await env.DB.prepare('SELECT 1 FROM submission_files WHERE object_key = ?').bind(key).first()).not.toBeNull();
  });
});
