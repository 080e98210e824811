import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { site } from '../../../src/site';
import { outbox } from '../../../src/submissions/deliveries.server';
import { referenceOf } from '../../../src/submissions/reference';
import { emailKey } from '../../../src/text/email-key';
import { formNames, type FormName } from '../../../src/submissions/forms';
import { languages } from '../../../src/languages';
import { limits } from '../../../src/submissions/limits';
import { call, fakeEmail, freshIp, jsonPost, runCron, validContact, validQuote, type Sent } from './forms-helpers';
import { adminGet, mockCerts } from '../admin/admin-helpers';
import { atInstant } from '../helpers';
import { released } from '../../../src/submissions/index.server';
import type { Bindings } from '../../../src/env';

afterEach(() => {
  vi.restoreAllMocks();
});

const uniqueAddress = () => `visitor-${crypto.randomUUID().slice(0, 8)}@example.org`;
/** The messages sent to this address, in any capitalisation. */
const to = (sent: Sent[], address: string) => sent.filter((message) => String(message.to).toLowerCase() === address.toLowerCase());
/** A form post; no webhook unless the test sets one (a developer's .dev.vars may hold one). */
const post = async (path: string, body: object, overrides = {}) => {
  const response = await call(jsonPost(path, body, { 'cf-connecting-ip': freshIp() }), { LEAD_WEBHOOK_URL: undefined, ...overrides });
  expect(response.status).toBe(201);
  return response.json<{ id: string; reference: string }>();
};
const delivery = (id: string, channel: string) =>
  env.DB.prepare('SELECT * FROM deliveries WHERE submission_id = ? AND channel = ?')
    .bind(id, channel)
    .first<{ attempts: number; sent_at: string | null; error: string | null }>();
const pauseOver = (id: string) =>
  env.DB.prepare(`UPDATE deliveries SET next_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second') WHERE submission_id = ?`).bind(id).run();
const aged = (id: string) =>
  env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE id = ?`).bind(id).run();

describe("the visitor's confirmation", () => {
  it('is sent in the language of the page, with the reference and the choices in words, never the free text', async () => {
    const email = fakeEmail();
    const address = uniqueAddress();
    const answer = await post(
      '/api/quote',
      { ...validQuote, lang: 'en', email: address, company: 'Acme Secret Inc', projectDescription: 'Click http://evil.example now' },
      { EMAIL: email.binding },
    );
    expect(answer.reference).toBe(referenceOf(answer.id));
    const [mail] = to(email.sent, address);
    // The lead's own reply address (docs/decisions/0057-lead-conversation.md), never the company's mailbox.
    expect(mail).toMatchObject({ replyTo: { email: expect.stringMatching(/^reply\+[a-z2-7]{32}@reply\.example\.com$/), name: site.name } });
    expect(mail.headers).toMatchObject({ 'Content-Language': 'en-CA' });
    expect(mail.subject).toContain(answer.reference);
    expect(mail.html).toMatch(/^<!DOCTYPE html><html /);
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(answer.reference);
      expect(body).toContain('Mobile apps');
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('Acme Secret');
    }
    expect((await delivery(answer.id, 'confirmation'))?.sent_at).toBeTruthy();

    // Staff find the lead by the reference the visitor quotes.
    mockCerts();
    const inbox = await (await adminGet(`/en/admin?q=${answer.reference}`)).text();
    expect(inbox).toContain(`/en/admin/leads/${answer.id}`);
    expect(inbox).toContain('Leads 1 to 1 of 1');
  });

  it('is in French from a French page, and none goes out for a honeypot post', async () => {
    const email = fakeEmail();
    const address = uniqueAddress();
    const answer = await post(
      '/api/contact',
      { ...validContact, email: address, lang: 'fr', subject: 'Texte libre zorglub', message: 'Message zorglub' },
      { EMAIL: email.binding },
    );
    const [mail] = to(email.sent, address);
    expect(mail.text).toContain(answer.reference);
    expect(mail.text).toContain('courriel');
    expect(mail.text).not.toContain('zorglub');

    const bot = uniqueAddress();
    await call(jsonPost('/api/contact', { ...validContact, email: bot, _honeypot: 'http://spam.example' }), { EMAIL: email.binding });
    expect(to(email.sent, bot)).toHaveLength(0);
  });

  it('goes at most once an hour and three times a day to one address; every request is still stored and reaches staff', async () => {
    const email = fakeEmail();
    const address = uniqueAddress();
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await post('/api/quote', { ...validQuote, email: address }, { EMAIL: email.binding })).id);
    expect(to(email.sent, address)).toHaveLength(1);
    expect(email.sent.filter((message) => message.to === site.email && ids.some((id) => JSON.stringify(message).includes(id)))).toHaveLength(5);
    const stored = await env.DB.prepare(`SELECT count(*) AS n FROM submissions WHERE email_key = ?`).bind(emailKey(address)).first<{ n: number }>();
    expect(stored?.n).toBe(5);

    // Past the hour, a second and third go out; the fourth of the day does not.
    const hoursAgo = (id: string, hours: number) =>
      env.DB.batch([
        env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE id = ?`).bind(`-${hours} hours`, id),
        env.DB.prepare(`UPDATE deliveries SET queued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?) WHERE submission_id = ?`).bind(`-${hours} hours`, id),
      ]);
    await hoursAgo(ids[0], 5);
    await post('/api/quote', { ...validQuote, email: address.toUpperCase() }, { EMAIL: email.binding });
    expect(to(email.sent, address)).toHaveLength(2);
    const second = (await env.DB.prepare(
      `SELECT s.id FROM submissions s JOIN deliveries d ON d.submission_id = s.id WHERE d.channel = 'confirmation' AND d.skipped IS NULL AND s.email_key = ? AND s.id != ?`,
    )
      .bind(emailKey(address), ids[0])
      .first<{ id: string }>())!.id;
    await hoursAgo(second, 3);
    await post('/api/quote', { ...validQuote, email: address }, { EMAIL: email.binding });
    expect(to(email.sent, address)).toHaveLength(3);
    await env.DB.prepare(
      `UPDATE deliveries SET queued_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 hours') WHERE queued_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours')
       AND submission_id IN (SELECT id FROM submissions WHERE email_key = ?)`,
    )
      .bind(emailKey(address))
      .run();
    await post('/api/quote', { ...validQuote, email: address }, { EMAIL: email.binding });
    expect(to(email.sent, address)).toHaveLength(3);
    // The limits count by the e-mail key the submissions hold: no table keeps the address.
    const columns = await env.DB.prepare(`SELECT name FROM pragma_table_info('deliveries')`).all<{ name: string }>();
    expect(columns.results.map((column) => column.name)).not.toContain('email');
  });
});

describe('the staff webhook', () => {
  const secret = `whsec_${btoa('a-test-secret-of-thirty-two-byte')}`;
  const hook = { LEAD_WEBHOOK_URL: 'https://hooks.example.test/leads', LEAD_WEBHOOK_SECRET: secret };

  function receiver(status = 200) {
    const posts: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url !== hook.LEAD_WEBHOOK_URL) throw new Error(`unexpected fetch in a test: ${request.url}`);
      posts.push(request);
      return new Response(null, { status });
    });
    return posts;
  }

  it('posts each lead once, signed per Standard Webhooks, with its facts and no message text', async () => {
    const posts = receiver();
    const answer = await post('/api/contact', { ...validContact, email: uniqueAddress(), message: 'Secret zorglub' }, { EMAIL: fakeEmail().binding, ...hook });
    expect(posts).toHaveLength(1);
    const body = await posts[0].text();
    const verified = new Webhook(secret).verify(body, Object.fromEntries(posts[0].headers)) as { type: string; data: Record<string, unknown> };
    expect(verified.type).toBe('lead.created');
    expect(verified.data).toMatchObject({ id: answer.id, form: 'contact', name: 'Marie Tremblay', company: 'Boulangerie Tremblay' });
    expect(verified.data.url).toBe(`${env.SITE_URL}/admin/leads/${answer.id}`);
    expect(Date.parse(String(verified.data.replyDueAt))).toBeGreaterThan(Date.parse(String(verified.data.receivedAt)));
    expect(body).not.toContain('zorglub');
    expect(() => new Webhook(`whsec_${btoa('another-secret-of-thirty-two-by')}`).verify(body, Object.fromEntries(posts[0].headers))).toThrow();
    await runCron({ EMAIL: fakeEmail().binding, ...hook });
    expect(posts).toHaveLength(1);
  });

  it('is retried by the cron when the receiver is down, while the e-mails go; after the limit it is a dead letter in the inbox', async () => {
    let posts = receiver(503);
    const email = fakeEmail();
    const address = uniqueAddress();
    const { id } = await post('/api/contact', { ...validContact, email: address }, { EMAIL: email.binding, ...hook });
    expect(posts).toHaveLength(1);
    expect(await delivery(id, 'webhook')).toMatchObject({ attempts: 1, sent_at: null, error: 'webhook answered 503' });
    expect(to(email.sent, address)).toHaveLength(1);
    expect((await delivery(id, 'confirmation'))?.sent_at).toBeTruthy();

    await aged(id);
    for (let attempt = 2; attempt <= outbox.maxAttempts; attempt += 1) {
      await pauseOver(id);
      await runCron({ EMAIL: email.binding, ...hook });
      expect((await delivery(id, 'webhook'))?.attempts).toBe(attempt);
    }
    await pauseOver(id);
    await runCron({ EMAIL: email.binding, ...hook });
    expect(posts).toHaveLength(outbox.maxAttempts);

    vi.restoreAllMocks();
    mockCerts();
    const page = await (await adminGet(`/en/admin/leads/${id}`)).text();
    expect(page).toMatch(/<dt>Team alert \(webhook\)<\/dt><dd><bdi>Given up[^<]*503/);
    expect(page).toMatch(/<dt>Confirmation to the visitor<\/dt><dd><bdi>Sent/);
    vi.restoreAllMocks();
    posts = receiver(200);
    await runCron({ EMAIL: email.binding, ...hook });
    expect(posts).toHaveLength(0);
  });

  it('writes when a lead came in as every text does, on Montréal’s clock (« 1er décembre 2026 à 8 h 05 », not Intl’s « 08 h 05 »)', async () => {
    await atInstant('2026-12-01T13:05:00Z', async () => {
      const posts = receiver();
      const email = fakeEmail();
      const address = uniqueAddress();
      await post('/api/quote', { ...validQuote, lang: 'fr', email: address }, { EMAIL: email.binding, ...hook, LEAD_WEBHOOK_FORMAT: 'slack' });
      expect(slackFacts(await posts[0].json<SlackMessage>())['Reçue le']).toBe('1er décembre 2026 à 8\u00a0h\u00a005');
      const [mail] = to(email.sent, address);
      expect(mail.text).toContain('le 1er décembre 2026 à 8\u00a0h\u00a005.');
    });
  });

  // A form added to the registry needs sample data here (the type says so), and its own words in both languages;
  // a form with a file posts multipart (the application: tests/worker/submissions/application-post.test.ts).
  type JsonForm = Exclude<FormName, 'application'>;
  const samples = { contact: validContact, quote: validQuote } satisfies Record<JsonForm, object>;
  const ownWords = {
    fr: {
      contact: ['Votre message a bien été reçu', 'Nouveau message'],
      quote: ['Votre demande de soumission a bien été reçue', 'Nouvelle demande de soumission'],
    },
    en: { contact: ['Your message has been received', 'Nouveau message'], quote: ['Your quote request has been received', 'Nouvelle demande de soumission'] },
  } satisfies Record<(typeof languages)[number], Record<JsonForm, [string, string]>>;
  for (const form of formNames.filter((name): name is JsonForm => name !== 'application'))
    for (const lang of languages)
      it(`names the ${form} form in its own words: the ${lang} confirmation's subject and the team's alert`, async () => {
        const posts = receiver();
        const email = fakeEmail();
        const address = uniqueAddress();
        const answer = await post(`/api/${form}`, { ...samples[form], lang, email: address }, { EMAIL: email.binding, ...hook, LEAD_WEBHOOK_FORMAT: 'slack' });
        const [subject, alert] = ownWords[lang][form];
        const [mail] = to(email.sent, address);
        expect(mail.subject).toBe(`${subject} — ${lang === 'fr' ? 'référence' : 'reference'} ${answer.reference}`);
        expect((await posts[0].json<{ text: string }>()).text).toMatch(new RegExp(`^${alert}\\s:\\s`));
      });

  it("sends Slack's incoming-webhook message when asked", async () => {
    const posts = receiver();
    const { reference } = await post(
      '/api/quote',
      { ...validQuote, email: uniqueAddress() },
      { EMAIL: fakeEmail().binding, ...hook, LEAD_WEBHOOK_FORMAT: 'slack' },
    );
    const body = await posts[0].json<SlackMessage>();
    expect(body.text).toContain(reference);
    expect(body.blocks[0]).toEqual({ type: 'header', text: { type: 'plain_text', text: 'Nouvelle demande de soumission\u00a0: John Smith', emoji: false } });
    expect(body.blocks.map((block) => block.type)).toEqual(['header', 'section', 'section', 'actions']);
    expect(slackFacts(body)).toMatchObject({ Référence: reference, Entreprise: '—', Langue: 'français' });
  });

  describe('a visitor’s name and company read as plain text', () => {
    const name = { firstName: '*Boss* `code` _it_ ~gone~', lastName: '<https://evil.example|click> https://evil.example www.evil.example' };
    const company = '> quoted & <!channel> [link](https://evil.example) **bold** evil@evil.example';
    const typed = [`${name.firstName} ${name.lastName}`, company];
    /** No link a client could find: no scheme, no `www.`, no dotted domain, no address. */
    const noLink = /https?:|www\.|\w\.\w|\w@\w/;

    /** Links in a name hold the post for review (docs/decisions/0046-review-pile-and-email-budget.md); staff accept it, and its webhook goes then. */
    async function postAndRelease(format: 'slack' | 'teams') {
      const settings = { EMAIL: fakeEmail().binding, ...hook, LEAD_WEBHOOK_FORMAT: format };
      const { id } = await post('/api/contact', { ...validContact, ...name, company, email: uniqueAddress() }, settings);
      const later: Promise<unknown>[] = [];
      expect(await released({ ...(env as unknown as Bindings), ...settings }, id, 'agent@example.com', (promise) => later.push(promise))).toBe(true);
      await Promise.all(later);
    }

    it('in Slack: only in plain_text objects, escaped, with no link; never in mrkdwn or the notification', async () => {
      const posts = receiver();
      await postAndRelease('slack');
      const body = await posts[0].json<SlackMessage>();
      const texts = textObjects(body.blocks);
      const plain = texts.filter((text) => text.type === 'plain_text').map((text) => text.text);
      for (const text of [body.text, ...texts.filter((text) => text.type !== 'plain_text').map((text) => text.text)]) {
        for (const word of ['Boss', 'code', 'evil', 'click', 'quoted', 'channel', 'bold']) expect(text).not.toContain(word);
      }
      const unescaped = (text: string) =>
        text
          .replace(/\u2060/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&');
      expect(plain.map(unescaped)).toEqual(expect.arrayContaining([`Nouveau message\u00a0: ${typed[0]}`, typed[1]]));
      for (const text of plain) {
        expect(text).not.toMatch(noLink);
        expect(text).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
      }
      expect(texts.every((text) => text.type === 'plain_text' || text.text.startsWith('*'))).toBe(true);
    });

    it('in Slack: a long name ends the header with an ellipsis within its 150 characters, escapes counted', async () => {
      const posts = receiver();
      const long = { firstName: '&'.repeat(limits.name), lastName: 'Z'.repeat(limits.name) };
      await post('/api/contact', { ...validContact, ...long, email: uniqueAddress() }, { EMAIL: fakeEmail().binding, ...hook, LEAD_WEBHOOK_FORMAT: 'slack' });
      const header = (await posts[0].json<SlackMessage>()).blocks[0].text!;
      expect(header.text.length).toBeLessThanOrEqual(150);
      expect(header.text).toMatch(/^Nouveau message\u00a0: (&amp;)+…$/);
    });

    it('in Teams: only in TextRuns (no Markdown there), with no link; never in a TextBlock or a FactSet', async () => {
      const posts = receiver();
      await postAndRelease('teams');
      const card = (await posts[0].json<{ attachments: { content: { body: CardElement[] } }[] }>()).attachments[0].content;
      const kinds = new Set(elements(card.body).map((element) => element.type));
      expect([...kinds].sort()).toEqual(['RichTextBlock', 'TextRun']);
      const runs = elements(card.body)
        .filter((element) => element.type === 'TextRun')
        .map((element) => String(element.text));
      expect(runs.map((text) => text.replace(/\u2060/g, ''))).toEqual(
        expect.arrayContaining([`Nouveau message\u00a0: ${typed[0]}`, typed[1], 'Entreprise\u00a0: ']),
      );
      for (const text of runs) expect(text).not.toMatch(noLink);
    });
  });
});

type SlackText = { type: string; text: string };
type SlackMessage = { text: string; blocks: { type: string; text?: SlackText; fields?: SlackText[]; elements?: { text: SlackText }[] }[] };
type CardElement = { type: string; text?: string; inlines?: CardElement[] };

/** Every text object of Slack's blocks: headers, section texts and fields, buttons. */
const textObjects = (blocks: SlackMessage['blocks']): SlackText[] =>
  blocks.flatMap((block) => [...(block.text ? [block.text] : []), ...(block.fields ?? []), ...(block.elements ?? []).map((element) => element.text)]);

/** A Slack message's facts, label (bold mrkdwn) to value (plain text), as its sections' fields pair them. */
function slackFacts(body: SlackMessage): Record<string, string> {
  const fields = body.blocks.flatMap((block) => block.fields ?? []);
  const facts: Record<string, string> = {};
  for (let i = 0; i < fields.length; i += 2) facts[fields[i].text.replace(/^\*|\*$/g, '')] = fields[i + 1].text;
  return facts;
}

/** A card's elements and their inlines, flattened. */
const elements = (body: CardElement[]): CardElement[] => body.flatMap((element) => [element, ...elements(element.inlines ?? [])]);
