import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { limits } from '../../../src/submissions/limits';
import { retention } from '../../../src/business/terms';
import { pageSize } from '../../../src/admin/shared/filters';
import { adminGet, adminPost, historyOf, mockCerts } from '../admin/admin-helpers';
import { call, fakeEmail, formPost, jsonPost, runCron, validContact, validQuote } from './forms-helpers';
import { inOneWindow } from '../helpers';
import { freshStorage } from '../fresh-storage';

/**
 * The forms against abuse (docs/decisions/0046-review-pile-and-email-budget.md): a naive bot's posts
 * are kept but held, people's posts are leads as before, confirmations have a budget and one limit per
 * mailbox, a network has its own limit, staff alerts become a digest in a flood.
 */
// Its tests count site-wide (the review pile, the hour's staff alerts, the confirmation budget): each
// starts from empty storage, whichever ran before it (docs/decisions/0021-test-suite.md).
beforeEach(() => freshStorage());

const unique = () => crypto.randomUUID().slice(0, 8);
const noWebhook = { LEAD_WEBHOOK_URL: undefined };

type Stored = { id: string; held_at: string | null; held_reasons: string | null; status: string };
const rowOf = (id: string) => env.DB.prepare('SELECT id, held_at, held_reasons, status FROM submissions WHERE id = ?').bind(id).first<Stored>();
const deliveriesOf = (id: string) =>
  env.DB.prepare('SELECT channel, sent_at, skipped FROM deliveries WHERE submission_id = ? ORDER BY channel')
    .bind(id)
    .all<{ channel: string; sent_at: string | null; skipped: string | null }>()
    .then((result) => result.results);
const idsWithMarker = (marker: string) =>
  env.DB.prepare(`SELECT id, held_at, held_reasons, status FROM submissions WHERE data LIKE ?`)
    .bind(`%${marker}%`)
    .all<Stored>()
    .then((result) => result.results);

/** What the naive bot types into every visible field. */
const spamText = (marker: string, n: number) => ({
  firstName: `Crypto${n} https://bit.ly/x${n}`,
  lastName: 'SEO',
  email: `victim${n}-${marker}@example.org`,
  company: 'Best SEO Agency',
  subject: `Rank your website on the first page of Google ${marker}`,
  message: `Buy backlinks https://seo.example/${marker} and bitcoin https://crypto.example/${n} — guaranteed traffic!`,
});

describe('a naive spam bot', () => {
  // More than the staff alerts of an hour and more than a page of the review list.
  const count = pageSize + 5;
  it(`fills every visible field, leaves the honeypot empty, posts at once: ${count} posts, none a lead, nothing sent, every one kept for staff`, {
    timeout: 60_000,
  }, async () => {
    const email = fakeEmail();
    const webhook: Request[] = [];
    const marker = `bot${unique()}`;
    const overrides = {
      EMAIL: email.binding,
      LEAD_WEBHOOK_URL: 'https://hooks.example/lead',
      LEAD_WEBHOOK_SECRET: `whsec_${btoa('0123456789abcdef0123456789abcdef')}`,
    };
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      webhook.push(new Request(input, init));
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    try {
      const posts: Promise<Response>[] = [];
      for (let n = 0; n < count; n++) {
        const client = `203.0.${Math.floor(n / 5) + 10}.${(n % 5) + 1}`;
        const fields = spamText(marker, n);
        posts.push(
          n % 2
            ? call(formPost('/contact', Object.entries({ ...fields, _honeypot: '' }), { 'cf-connecting-ip': client }), overrides)
            : call(jsonPost('/api/contact', { ...fields, _honeypot: '' }, { 'cf-connecting-ip': client }, { proof: false }), overrides),
        );
      }
      const statuses = (await Promise.all(posts)).map((response) => response.status);
      expect(statuses.filter((status) => status === 201 || status === 200)).toHaveLength(count);
    } finally {
      globalThis.fetch = realFetch;
    }
    const rows = await idsWithMarker(marker);
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.held_at !== null && row.status === 'new')).toBe(true);
    expect(rows.every((row) => (row.held_reasons ?? '').includes('no_proof'))).toBe(true);
    expect(email.sent).toHaveLength(0);
    expect(webhook).toHaveLength(0);
    const queued = await env.DB.prepare(`SELECT count(*) AS n FROM deliveries d JOIN submissions s ON s.id = d.submission_id WHERE s.data LIKE ?`)
      .bind(`%${marker}%`)
      .first<{ n: number }>();
    expect(queued?.n).toBe(0);

    // The cron sends nothing for them either.
    await runCron({ ...overrides });
    expect(email.sent.filter((mail) => String(mail.to).includes(marker))).toHaveLength(0);

    // Staff: not in the leads, counted and listed in review.
    mockCerts();
    const leads = await (await adminGet(`/en/admin?q=${marker}`)).text();
    expect(leads).toContain('No lead matches the filters');
    const review = await (await adminGet(`/en/admin?review=held&q=${marker}`)).text();
    expect(review).toContain(`Leads 1 to ${pageSize} of ${count}`);
    expect(review).toContain(`${count} in review`);
  });

  it('holds content that scores as spam even with a valid proof, and says why on the lead page', async () => {
    const email = fakeEmail();
    const marker = `words${unique()}`;
    const response = await call(jsonPost('/api/contact', { ...validContact, ...spamText(marker, 1), lang: 'en' }), { EMAIL: email.binding, ...noWebhook });
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: string }>();
    const row = await rowOf(id);
    expect(row?.held_reasons?.split(',').sort()).toEqual(['link_in_name', 'links', 'pattern', 'shortener']);
    expect(email.sent).toHaveLength(0);
    mockCerts();
    const page = await (await adminGet(`/en/admin/leads/${id}`)).text();
    expect(page).toContain('This post is in review');
    expect(page).toContain('a link in the name, several links, a shortened link, words typical of spam');
  });

  it('holds text in a script foreign to the forms, and the same long text posted again', async () => {
    const marker = `repeat${unique()}`;
    const russian = await call(jsonPost('/api/contact', { ...validContact, message: `Здравствуйте, предлагаем услуги ${marker}` }), noWebhook);
    expect((await rowOf((await russian.json<{ id: string }>()).id))?.held_reasons).toBe('foreign_script');
    const text = `We would like a new website for our bakery, with online orders and a page for each of our cakes ${marker}.`;
    const first = await call(jsonPost('/api/contact', { ...validContact, message: text }), noWebhook);
    const again = await call(
      jsonPost('/api/contact', { ...validContact, email: `other-${marker}@example.org`, message: `  ${text.toUpperCase()} ` }),
      noWebhook,
    );
    expect((await rowOf((await first.json<{ id: string }>()).id))?.held_at).toBeNull();
    expect((await rowOf((await again.json<{ id: string }>()).id))?.held_reasons).toBe('repeat');
  });
});

describe('people', () => {
  const frenchParagraph =
    "Bonjour, j'aimerais qu'on s'parle d'un site pour l'entreprise d'mon père : c'est l'été, l'équipe n'a qu'une idée, qu'on l'aide à vendre en ligne. Voici l'actuel : https://boulangerie-tremblay.ca";

  it('with JavaScript: accents, apostrophes and one link to their own site are a new lead with its confirmation, in both forms', async () => {
    const email = fakeEmail();
    const marker = unique();
    const contact = await call(
      jsonPost('/api/contact', {
        ...validContact,
        firstName: 'Éloïse',
        lastName: "D'Aragon-Bélanger",
        email: `eloise-${marker}@example.org`,
        message: frenchParagraph,
      }),
      { EMAIL: email.binding, ...noWebhook },
    );
    const quote = await call(
      jsonPost('/api/quote', {
        ...validQuote,
        lang: 'en',
        email: `john-${marker}@example.org`,
        projectDescription: 'A shop like https://example.com/shop, please.',
      }),
      { EMAIL: email.binding, ...noWebhook },
    );
    for (const response of [contact, quote]) {
      expect(response.status).toBe(201);
      const { id } = await response.json<{ id: string }>();
      expect((await rowOf(id))?.held_at).toBeNull();
      expect(await deliveriesOf(id)).toMatchObject([
        { channel: 'confirmation', skipped: null },
        { channel: 'email', skipped: null },
      ]);
      expect((await deliveriesOf(id))[0].sent_at).toBeTruthy();
    }
    expect(email.sent.map((mail) => String(mail.to)).sort()).toEqual(
      expect.arrayContaining([`eloise-${marker}@example.org`, `john-${marker}@example.org`, expect.stringMatching(/@/)]),
    );
    expect(email.sent).toHaveLength(4);
  });

  it('without JavaScript: stored, the reference shown, and told that no confirmation is sent for now; staff release it and its e-mails go then', async () => {
    const email = fakeEmail();
    const marker = unique();
    const fields = Object.entries({ ...validContact, email: `noscript-${marker}@example.org`, message: `${frenchParagraph} ${marker}` });
    const response = await call(formPost('/contact', fields), { EMAIL: email.binding, ...noWebhook });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/Votre référence\u00a0: [0-9A-F]{8}/);
    expect(body).toContain('aucun courriel de confirmation ne vous est envoyé pour l&#x27;instant');
    const [row] = await idsWithMarker(`noscript-${marker}`);
    expect(row.held_reasons).toBe('no_proof');
    expect(email.sent).toHaveLength(0);

    mockCerts();
    const released = await adminPost(`/en/admin/leads/${row.id}/release`, {});
    expect(released.status).toBe(303);
    expect((await rowOf(row.id))?.held_at).toBeNull();
    expect(email.sent).toHaveLength(0); // the test's binding is not the admin call's: check the rows instead
    expect(await deliveriesOf(row.id)).toMatchObject([
      { channel: 'confirmation', skipped: null },
      { channel: 'email', skipped: null },
    ]);
    expect((await historyOf(row.id)).at(-1)).toMatchObject({ kind: 'status', from_status: 'review', to_status: 'new' });
    const page = await (await adminGet(`/en/admin/leads/${row.id}?done=release`)).text();
    expect(page).toContain('Accepted as a lead');
    // Released once only.
    expect((await adminPost(`/en/admin/leads/${row.id}/release`, {})).status).toBe(404);
  });

  it('staff mark a held post as spam: it leaves the review pile and is deleted after the short period', async () => {
    const marker = `spam${unique()}`;
    const response = await call(jsonPost('/api/contact', { ...validContact, message: `hello ${marker}` }, {}, { proof: false }), noWebhook);
    const { id } = await response.json<{ id: string }>();
    mockCerts();
    await adminPost(`/en/admin/leads/${id}/status`, { status: 'spam' });
    expect((await rowOf(id))?.status).toBe('spam');
    expect(await (await adminGet(`/en/admin?review=held&q=${marker}`)).text()).toContain('No lead matches the filters');
    await env.DB.prepare('UPDATE submissions SET created_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - (retention.reviewPileDays + 1) * 86_400_000).toISOString(), id)
      .run();
    await runCron();
    expect(await rowOf(id)).toBeNull();
  });
});

describe('confirmations', () => {
  it('the site-wide budget: with CONFIRMATIONS_PER_HOUR=5, twelve posts from twelve clients send five, and the other leads say why', {
    timeout: 30_000,
  }, async () => {
    await env.DB.prepare(`UPDATE deliveries SET queued_at = '2000-01-01T00:00:00.000Z'`).run();
    const email = fakeEmail();
    const marker = unique();
    const ids: string[] = [];
    for (let n = 0; n < 12; n++) {
      const response = await call(jsonPost('/api/contact', { ...validContact, lang: 'en', email: `budget${n}-${marker}@example.org`, message: `Hello ${n}` }), {
        EMAIL: email.binding,
        CONFIRMATIONS_PER_HOUR: '5',
        ...noWebhook,
      });
      expect(response.status).toBe(201);
      ids.push((await response.json<{ id: string }>()).id);
    }
    const confirmations = email.sent.filter((mail) => String(mail.to).includes(marker));
    expect(confirmations).toHaveLength(5);
    const skipped = (await Promise.all(ids.map(deliveriesOf))).flat().filter((delivery) => delivery.skipped === 'budget');
    expect(skipped).toHaveLength(7);
    // Staff were told of all twelve.
    expect(email.sent.filter((mail) => !String(mail.to).includes(marker))).toHaveLength(12);
    mockCerts();
    const page = await (await adminGet(`/en/admin/leads/${ids[11]}`)).text();
    expect(page).toContain('Not sent: the site reached its limit of confirmations for the hour or the day');
  });

  it('one mailbox, however it is spelled, gets one confirmation', async () => {
    const email = fakeEmail();
    const box = `victim${unique()}`;
    const spellings = [`${box}@example.org`, `${box}+1@example.org`, `${box}+2@example.org`, `${box.toUpperCase()}@EXAMPLE.ORG`, `${box}+zz@Example.org`];
    for (const address of spellings) {
      const response = await call(jsonPost('/api/contact', { ...validContact, email: address }), { EMAIL: email.binding, ...noWebhook });
      expect(response.status).toBe(201);
    }
    expect(email.sent.filter((mail) => String(mail.to).toLowerCase().startsWith(box.toLowerCase()))).toHaveLength(1);
  });
});

describe('limits per network', () => {
  // Twice each, so past the network's limit by ten.
  const clients = Math.ceil(limits.networkRate.max / 2) + 5;

  it(`${clients} clients in ${clients} /64s of one IPv6 /48, posting twice each within a minute: at most ${limits.networkRate.max} accepted`, {
    timeout: 30_000,
  }, async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const statuses: number[] = [];
    await inOneWindow(limits.networkRate.windowSeconds, async () => {
      for (let round = 0; round < 2; round++) {
        const posts = Array.from({ length: clients }, (_, n) =>
          call(
            jsonPost('/api/contact', { ...validContact, message: `Round ${round} from ${n}` }, { 'cf-connecting-ip': `${prefix}:${n.toString(16)}::1` }),
            noWebhook,
          ),
        );
        statuses.push(...(await Promise.all(posts)).map((response) => response.status));
      }
    });
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.networkRate.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2 * clients - limits.networkRate.max);
  });

  it('a client of another network is not affected', async () => {
    const response = await call(jsonPost('/api/contact', validContact, { 'cf-connecting-ip': '2001:db8:ffff:1::1' }), noWebhook);
    expect(response.status).toBe(201);
  });
});

describe('staff alerts in a flood', () => {
  it(`past ${limits.staffAlertsPerHour} an hour, the rest wait and the cron sends them as one digest without the visitors' words`, {
    timeout: 30_000,
  }, async () => {
    await env.DB.prepare(`UPDATE deliveries SET sent_at = '2000-01-01T00:00:00.000Z' WHERE channel = 'email' AND sent_at IS NOT NULL`).run();
    const email = fakeEmail();
    const marker = `flood${unique()}`;
    const count = limits.staffAlertsPerHour + 5;
    for (let n = 0; n < count; n++) {
      const response = await call(jsonPost('/api/contact', { ...validContact, subject: `${marker} ${n}`, email: `flood${n}-${marker}@example.org` }), {
        EMAIL: email.binding,
        ...noWebhook,
      });
      expect(response.status).toBe(201);
    }
    const alerts = () => email.sent.filter((mail) => String(mail.subject).includes(marker) || String(mail.subject).includes('résumé'));
    expect(alerts()).toHaveLength(limits.staffAlertsPerHour);
    await env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE data LIKE ?`).bind(`%${marker}%`).run();
    await runCron({ EMAIL: email.binding });
    const digest = email.sent.filter((mail) => String(mail.subject).includes('(résumé)'));
    expect(digest).toHaveLength(1);
    expect(digest[0].subject).toBe('5 nouvelles demandes (résumé)');
    expect(String(digest[0].text)).not.toContain(marker);
    const unsent = await env.DB.prepare(
      "SELECT count(*) AS n FROM submissions JOIN deliveries ON submission_id = id AND channel = 'email' WHERE data LIKE ? AND sent_at IS NULL",
    )
      .bind(`%${marker}%`)
      .first<{ n: number }>();
    expect(unsent?.n).toBe(0);
  });
});

describe('the staff webhook in a flood', () => {
  it(`past ${limits.staffAlertsPerHour} calls an hour, the cron posts the rest as one signed lead.digest`, { timeout: 30_000 }, async () => {
    await env.DB.prepare(`UPDATE deliveries SET sent_at = '2000-01-01T00:00:00.000Z' WHERE sent_at IS NOT NULL`).run();
    const secret = `whsec_${btoa('a-test-secret-of-thirty-two-byte')}`;
    const hook = { LEAD_WEBHOOK_URL: 'https://hooks.example.test/leads', LEAD_WEBHOOK_SECRET: secret, EMAIL: fakeEmail().binding };
    const calls: Request[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new Request(input, init));
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    try {
      const marker = `hook${unique()}`;
      for (let n = 0; n < limits.staffAlertsPerHour + 3; n++) {
        const response = await call(jsonPost('/api/contact', { ...validContact, subject: `${marker} ${n}`, email: `hook${n}-${marker}@example.org` }), hook);
        expect(response.status).toBe(201);
      }
      expect(calls).toHaveLength(limits.staffAlertsPerHour);
      await env.DB.prepare(`UPDATE submissions SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes') WHERE data LIKE ?`)
        .bind(`%${marker}%`)
        .run();
      await runCron(hook);
      const digest = calls.slice(limits.staffAlertsPerHour);
      expect(digest).toHaveLength(1);
      const body = await digest[0].text();
      const verified = new Webhook(secret).verify(body, Object.fromEntries(digest[0].headers)) as { type: string; data: { count: number } };
      expect(verified).toMatchObject({ type: 'lead.digest', data: { count: 3 } });
      expect(body).not.toContain(marker);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
