import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnv, Bindings } from '../../../src/env';
import { loadTranslator } from '../../../src/i18n';
import { site } from '../../../src/site';
import { formEndpoints, registerFormPosts } from '../../../src/submissions/index.server';
import { fakeEmail, formPost, jsonPost, runCron, type Row } from './forms-helpers';
import { addForm, survey } from './test-form';

addForm(survey);

/** The site's composition for this one form: its JSON endpoint and its no-JS post at /survey. */
const app = new Hono<AppEnv>();
app.use(async (c, next) => {
  c.set('lang', 'en');
  c.set('t', await loadTranslator('en'));
  await next();
});
app.route('/api', formEndpoints());
registerFormPosts(app, survey, (c, _form, state) => c.json(state), ['/survey']);

async function send(posted: Request | Promise<Request>, overrides: Partial<Bindings> = {}) {
  const request = await posted;
  const mail = fakeEmail();
  const ctx = createExecutionContext();
  const response = await app.fetch(request, { ...(env as unknown as Bindings), LEAD_WEBHOOK_URL: undefined, EMAIL: mail.binding, ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  // The company's notifications (the visitor's confirmation is tested in confirmation-webhook.test.ts).
  const all = mail.sent as { to: string; subject: string; text: string }[];
  return { response, sent: all.filter((message) => message.to === site.email), all };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const rowOf = (id: string) => env.DB.prepare('SELECT * FROM submissions WHERE id = ?').bind(id).first<Row>();
const rowsOf = (address: string) =>
  env.DB.prepare(`SELECT * FROM submissions WHERE form = 'survey' AND json_extract(data, '$.courriel') = ?`).bind(address).all<Row>();

describe('a third form, from its descriptor alone', () => {
  it('is taken as JSON, stored as a row of its own and notified in its own words', async () => {
    const { response, sent } = await send(
      jsonPost('/api/survey', { courriel: 'ann@example.org', topics: ['speed', 'price'], rating: 'good', comment: 'Fine.', _honeypot: '', lang: 'en' }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await rowOf(id);
    expect(row?.form).toBe('survey');
    expect(JSON.parse(row!.data)).toEqual({
      courriel: 'ann@example.org',
      prenom: '',
      nom: '',
      organisme: '',
      topics: ['speed', 'price'],
      rating: 'good',
      comment: 'Fine.',
    });
    expect(row?.email_sent_at).not.toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toBe('Survey: ann@example.org');
    expect(sent[0].text).toContain('Good, thanks');
    expect(sent[0].text).toContain('speed, price');
  });

  it('refuses what its schema refuses, with the errors in the visitor’s words', async () => {
    const { response, sent } = await send(jsonPost('/api/survey', { courriel: 'nope', topics: [], rating: 'meh', lang: 'en' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('invalid');
    expect(Object.keys(body.fields).sort()).toEqual(['courriel', 'rating', 'topics']);
    expect(sent).toHaveLength(0);
  });

  it('takes the plain post of its page, its checkboxes as a list, and holds it for review like every plain post: nothing sent yet', async () => {
    const fields: [string, string][] = [
      ['courriel', 'bob@example.org'],
      ['topics', 'speed'],
      ['topics', 'support'],
      ['rating', 'bad'],
      ['_honeypot', ''],
    ];
    const { response, sent } = await send(formPost('/survey', fields));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ form: 'survey', status: 'sent' });
    const { results } = await rowsOf('bob@example.org');
    expect(results).toHaveLength(1);
    expect(JSON.parse(results[0].data)).toMatchObject({ topics: ['speed', 'support'], rating: 'bad' });
    expect(results[0].page).toBe('/survey');
    // No proof of work without JavaScript: kept for staff, nothing sent (docs/decisions/0046-review-pile-and-email-budget.md).
    expect(results[0]).toMatchObject({ held_reasons: 'no_proof' });
    expect(sent).toEqual([]);
  });

  it('confirms to the visitor and alerts the team with its choices, in the words every form without its own shares, never a text key', async () => {
    const hook = 'https://hooks.example.test/leads';
    const alerts: string[] = [];
    const bodies: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== hook) throw new Error(`unexpected fetch in a test: ${request.url}`);
      const body = await request.text();
      bodies.push(body);
      alerts.push((JSON.parse(body) as { text: string }).text);
      return new Response(null, { status: 200 });
    });
    const { response, all } = await send(jsonPost('/api/survey', { courriel: 'dana@example.org', topics: ['speed'], rating: 'good', lang: 'en' }), {
      LEAD_WEBHOOK_URL: hook,
      LEAD_WEBHOOK_FORMAT: 'slack',
    });
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const confirmation = all.find((message) => message.to === 'dana@example.org');
    expect(confirmation?.subject).toBe(`Your request has been received — reference ${reference}`);
    expect(confirmation?.text).toContain('We received your request on ');
    expect(confirmation?.text).toContain('A member of our team will reply ');
    expect(alerts).toEqual([expect.stringMatching(/^Nouvelle demande\s:\s/)]);
    for (const text of [confirmation?.subject, confirmation?.text, ...alerts]) expect(text).not.toMatch(/(confirmation|webhook)\.\w/);
    // Its choices, in its own words (its descriptor's), in the visitor's confirmation and in the team's alert.
    expect(confirmation?.text).toContain('Good, thanks');
    expect(confirmation?.text).toContain('speed');
    expect(bodies).toEqual([expect.stringContaining('Good, thanks')]);
  });

  it('names the person and the organisation in the team’s alert, and holds a post whose name is a link, from its fields’ roles', async () => {
    const hook = 'https://hooks.example.test/leads';
    const bodies: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== hook) throw new Error(`unexpected fetch in a test: ${request.url}`);
      bodies.push(await request.text());
      return new Response(null, { status: 200 });
    });
    const posted = { courriel: 'eli@example.org', prenom: 'Éli', nom: 'Roy', organisme: 'Atelier Nord', topics: ['speed'], rating: 'good', lang: 'en' };
    const { response } = await send(jsonPost('/api/survey', posted), {
      LEAD_WEBHOOK_URL: hook,
      LEAD_WEBHOOK_FORMAT: 'standard',
      LEAD_WEBHOOK_SECRET: `whsec_${btoa('0123456789abcdef0123456789abcdef')}`,
    });
    expect(response.status).toBe(201);
    expect(bodies).toHaveLength(1);
    expect((JSON.parse(bodies[0]) as { data: { name: string; company: string } }).data).toMatchObject({ name: 'Éli Roy', company: 'Atelier Nord' });

    const { response: linked } = await send(jsonPost('/api/survey', { ...posted, courriel: 'spam@example.org', prenom: 'https://cheap.example.com' }));
    const { id } = (await linked.json()) as { id: string };
    expect(await rowOf(id)).toMatchObject({ held_reasons: 'link_in_name' });
  });

  it('keeps the refused plain post’s values for its page, with the errors', async () => {
    const { response } = await send(
      formPost('/survey', [
        ['courriel', 'carl@example.org'],
        ['rating', 'good'],
      ]),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      status: 'invalid',
      values: { courriel: 'carl@example.org', rating: 'good' },
      errors: { topics: { key: 'invalid' } },
    });
  });

  it('is deleted by the cron after its own shorter period, from its descriptor, while a newer one stays', async () => {
    const posted = async (courriel: string) => {
      const { response } = await send(jsonPost('/api/survey', { courriel, topics: ['speed'], rating: 'bad', _honeypot: '', lang: 'en' }));
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const age = (id: string, months: number) =>
      env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE id = ?`).bind(`-${months} months`, id).run();
    const old = await posted('old-survey@example.org');
    const recent = await posted('recent-survey@example.org');
    await age(old, survey.keptMonths! + 1);
    await age(recent, survey.keptMonths! - 1);
    await runCron({ LEAD_WEBHOOK_URL: undefined });
    expect(await rowOf(old)).toBeNull();
    expect(await rowOf(recent)).not.toBeNull();
  });
});
