import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bindings } from '../../../src/env';
import { resources } from '../../../src/locales';
import { limits } from '../../../src/submissions/limits';
import { mailboxKey } from '../../../src/text/email-key';
import { call, fakeEmail, jsonPost, validContact } from './forms-helpers';
import { applicationPost, objectKeys, pdf, validApplication } from './application-helpers';
import { clockAt, inOneWindow } from '../helpers';
import { freshStorage } from '../fresh-storage';

// Its tests count site-wide (the confirmation budget, the stored résumés): each starts from empty
// storage, whichever ran before it (docs/decisions/0021-test-suite.md).
beforeEach(() => freshStorage());

/**
 * Applications under a flood (docs/decisions/0050-job-applications.md, 0046-review-pile-and-email-budget.md):
 * what the leads' forms bear in tests/worker/submissions/abuse.test.ts, with a résumé in R2 beside each row. Each
 * test reads only its own rows (a marker in the data) and the objects it added.
 */
const unique = () => crypto.randomUUID().slice(0, 8);
const noWebhook = { LEAD_WEBHOOK_URL: undefined };
type Answer = { id?: string; error?: string; message?: string };

const rowsWith = (marker: string) =>
  env.DB.prepare('SELECT id, held_at, held_reasons FROM submissions WHERE data LIKE ? ORDER BY created_at')
    .bind(`%${marker}%`)
    .all<{ id: string; held_at: string | null; held_reasons: string | null }>()
    .then((result) => result.results);
const deliveriesWith = (marker: string) =>
  env.DB.prepare('SELECT d.submission_id, d.channel, d.sent_at, d.skipped FROM deliveries d JOIN submissions s ON s.id = d.submission_id WHERE s.data LIKE ?')
    .bind(`%${marker}%`)
    .all<{ submission_id: string; channel: string; sent_at: string | null; skipped: string | null }>()
    .then((result) => result.results);
const answerOf = async (response: Response) => ({
  status: response.status,
  retryAfter: response.headers.get('retry-after'),
  body: await response.json<Answer>(),
});
const fileRowFor = (key: string) => env.DB.prepare('SELECT submission_id FROM submission_files WHERE object_key = ?').bind(key).first();

/** The objects put since `before`, each named by a file row (no object without its row). */
async function addedObjects(before: string[]): Promise<string[]> {
  const added = (await objectKeys()).filter((key) => !before.includes(key));
  for (const key of added) expect(await fileRowFor(key), key).not.toBeNull();
  return added;
}

describe('one client posting many applications within a minute', () => {
  it(`stores at most ${limits.rate.max}, refuses the rest with the localized "too many" (429), and keeps no file of theirs`, { timeout: 60_000 }, async () => {
    const marker = `rate${unique()}`;
    const client = `198.51.100.77-${unique()}`;
    const before = await objectKeys();
    const count = limits.rate.max + 7;
    const answers = await inOneWindow(limits.rate.windowSeconds, () => {
      const posts = Array.from({ length: count }, (_, n) =>
        call(
          applicationPost(
            '/api/application',
            { ...validApplication, lang: 'en', email: `c${n}-${marker}@example.org`, message: `Application ${n} ${marker}` },
            [pdf()],
            {
              'cf-connecting-ip': client,
            },
          ),
          { ...noWebhook, EMAIL: fakeEmail().binding },
        ),
      );
      return Promise.all(posts.map(async (post) => answerOf(await post)));
    });
    const stored = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(stored).toHaveLength(limits.rate.max);
    expect(refused).toHaveLength(count - limits.rate.max);
    for (const answer of refused) {
      expect(answer.body).toEqual({ error: 'rate_limited', message: resources.en.forms.api.rate_limited });
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    const rows = await rowsWith(marker);
    expect(rows.map((row) => row.id).sort()).toEqual(stored.map((answer) => answer.body.id).sort());
    const added = await addedObjects(before);
    expect(added.sort()).toEqual(rows.map((row) => `applications/${row.id}`).sort());
  });
});

describe('one mailbox, however it is spelled', () => {
  it('applying several times: every application stored, one confirmation', { timeout: 30_000 }, async () => {
    const email = fakeEmail();
    const box = `cand${unique()}`;
    const spellings = [
      `${box}@gmail.com`,
      `${box.toUpperCase()}@GMAIL.COM`,
      `${box}+jobs@gmail.com`,
      `${box.slice(0, 2)}.${box.slice(2, 5)}.${box.slice(5)}@gmail.com`,
      `${box}+cv@googlemail.com`,
    ];
    expect(new Set(spellings.map(mailboxKey)).size).toBe(1);
    const ids: string[] = [];
    for (const [n, address] of spellings.entries()) {
      const response = await call(applicationPost('/api/application', { ...validApplication, email: address, message: `Try ${n} ${box}` }, [pdf()]), {
        EMAIL: email.binding,
        ...noWebhook,
      });
      expect(response.status).toBe(201);
      ids.push((await response.json<{ id: string }>()).id);
    }
    const rows = await rowsWith(box);
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(rows.every((row) => row.held_at === null)).toBe(true);
    const toCandidate = email.sent.filter((mail) => spellings.includes(String(mail.to)));
    expect(toCandidate).toHaveLength(1);
    const confirmations = (await deliveriesWith(box)).filter((delivery) => delivery.channel === 'confirmation');
    expect(confirmations.filter((delivery) => delivery.sent_at !== null)).toHaveLength(1);
    expect(confirmations.filter((delivery) => delivery.skipped === 'recipient')).toHaveLength(spellings.length - 1);
    // Staff were told of each one.
    expect(email.sent.filter((mail) => !spellings.includes(String(mail.to)))).toHaveLength(spellings.length);
  });
});

describe("the site's confirmations budget", () => {
  it('counts application confirmations too: with CONFIRMATIONS_PER_HOUR=5, five applications spend it, the next lead and application send none', {
    timeout: 30_000,
  }, async () => {
    await env.DB.prepare(`UPDATE deliveries SET queued_at = '2000-01-01T00:00:00.000Z'`).run();
    const email = fakeEmail();
    const marker = `budget${unique()}`;
    const overrides: Partial<Bindings> = { EMAIL: email.binding, CONFIRMATIONS_PER_HOUR: '5', ...noWebhook };
    const apply = async (n: number) => {
      const fields = { ...validApplication, email: `a${n}-${marker}@example.org`, message: `Application ${n} ${marker}` };
      const response = await call(applicationPost('/api/application', fields, [pdf()]), overrides);
      expect(response.status).toBe(201);
      return (await response.json<{ id: string }>()).id;
    };
    for (let n = 0; n < 5; n++) await apply(n);
    const lead = await call(jsonPost('/api/contact', { ...validContact, email: `lead-${marker}@example.org`, message: `Hello ${marker}` }), overrides);
    expect(lead.status).toBe(201);
    const leadId = (await lead.json<{ id: string }>()).id;
    const late = await apply(5);
    expect(email.sent.filter((mail) => String(mail.to).includes(marker))).toHaveLength(5);
    const confirmations = (await deliveriesWith(marker)).filter((delivery) => delivery.channel === 'confirmation');
    expect(
      confirmations
        .filter((delivery) => delivery.skipped === 'budget')
        .map((delivery) => delivery.submission_id)
        .sort(),
    ).toEqual([leadId, late].sort());
  });
});

describe('an application posted without JavaScript', () => {
  it('has no proof of work: stored for review with its file, and nothing is sent', async () => {
    const email = fakeEmail();
    const marker = `nojs${unique()}`;
    const before = await objectKeys();
    const request = applicationPost(
      '/carriere/postuler/fullstack',
      { ...validApplication, email: `${marker}@example.org`, message: `Sans script ${marker}` },
      [pdf()],
      {},
      { proof: false },
    );
    const response = await call(request, { EMAIL: email.binding, ...noWebhook });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/Votre référence\u00a0: [0-9A-F]{8}/);
    const [row, ...others] = await rowsWith(marker);
    expect(others).toEqual([]);
    expect(row.held_reasons).toBe('no_proof');
    expect(await addedObjects(before)).toEqual([`applications/${row.id}`]);
    expect(await deliveriesWith(marker)).toEqual([]);
    expect(email.sent).toEqual([]);
  });
});

describe('a naive bot', () => {
  /** What it types into every field, the consent ticked, the honeypot left empty. */
  const botFields = (marker: string, n: number) => ({
    ...validApplication,
    firstName: `Crypto${n} https://bit.ly/x${n}`,
    lastName: 'SEO',
    email: `victim${n}-${marker}@example.org`,
    phone: '+1 555 0100',
    profileUrl: `https://seo.example/${marker}/${n}`,
    message: `Buy backlinks https://seo.example/${marker} and bitcoin https://crypto.example/${n} — guaranteed traffic!`,
    _honeypot: '',
  });

  it('every field filled, honeypot empty, posted at once through both doors: none a new application, nothing sent', { timeout: 60_000 }, async () => {
    const email = fakeEmail();
    const marker = `bot${unique()}`;
    const before = await objectKeys();
    const count = 20;
    const posts = Array.from({ length: count }, (_, n) =>
      call(
        applicationPost(
          n % 2 ? '/api/application' : '/en/careers/apply/fullstack',
          botFields(marker, n),
          [pdf()],
          { 'cf-connecting-ip': `203.0.${113 - (n % 4)}.${n + 1}` },
          { proof: false },
        ),
        { EMAIL: email.binding, ...noWebhook },
      ),
    );
    const statuses = (await Promise.all(posts)).map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const rows = await rowsWith(marker);
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.held_at !== null && (row.held_reasons ?? '').includes('no_proof'))).toBe(true);
    expect(await addedObjects(before)).toHaveLength(count);
    expect(await deliveriesWith(marker)).toEqual([]);
    expect(email.sent).toEqual([]);
  });
});

describe("the site's bound on stored résumés", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The résumé bucket, recording each key put in it. */
  function watchedBucket() {
    const puts: string[] = [];
    const bucket = new Proxy(env.RESUMES, {
      get(target, property) {
        if (property === 'put') return (key: string, ...rest: [never]) => (puts.push(key), target.put(key, ...rest));
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { puts, bucket };
  }

  /** An application from a network of its own (each within its own limits), in English. */
  const fromNetwork = (path: string, marker: string, n: number) =>
    applicationPost(path, { ...validApplication, lang: 'en', email: `n${n}-${marker}@example.org`, message: `Network ${n} ${marker}` }, [pdf()], {
      'cf-connecting-ip': `2001:db8:${(0x1000 + n).toString(16)}:1::${n.toString(16)}`,
    });

  it('with RESUMES_PER_HOUR=4, ten networks at once: four stored, the others refused (503, Retry-After, localized) with no file kept; staff see it in the log; the next hour takes them again', {
    timeout: 60_000,
  }, async () => {
    clockAt('2031-05-14T10:30:00.000Z'); // a fresh hour of the site's window, half gone
    const warn = vi.spyOn(console, 'warn');
    const marker = `site${unique()}`;
    const before = await objectKeys();
    const overrides: Partial<Bindings> = { RESUMES_PER_HOUR: '4', EMAIL: fakeEmail().binding, ...noWebhook };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => call(fromNetwork('/api/application', marker, n), overrides).then(answerOf)));
    const stored = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(stored).toHaveLength(4);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expect(answer.body).toEqual({ error: 'busy', message: resources.en.forms.api.busy });
      expect(answer.retryAfter).toBe('1800');
    }
    expect((await rowsWith(marker)).map((row) => row.id).sort()).toEqual(stored.map((answer) => answer.body.id).sort());
    expect(await addedObjects(before)).toHaveLength(4);
    expect(warn.mock.calls.some(([line]) => String(line).includes("[application] the site's bound on stored files is reached (4 per 60 min)"))).toBe(true);

    // Past the bound, the file is not even put; the no-JS page answers the same, the form still filled.
    const { puts, bucket } = watchedBucket();
    const page = await call(fromNetwork('/en/careers/apply/fullstack', marker, 10), { ...overrides, RESUMES: bucket });
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('1800');
    const body = await page.text();
    expect(body).toContain(resources.en.forms.api.busy);
    expect(body).toContain(`value="n10-${marker}@example.org"`);
    expect(body).toContain(`Network 10 ${marker}`);
    expect(puts).toEqual([]);
    // A form without a file is not bound by it.
    expect((await call(jsonPost('/api/contact', { ...validContact, message: `Hello ${marker}` }), overrides)).status).toBe(201);

    clockAt('2031-05-14T11:00:01.000Z');
    expect((await call(fromNetwork('/api/application', marker, 11), overrides)).status).toBe(201);
  });

  it("one client's refused posts do not spend it: with RESUMES_PER_HOUR=6, one client's flood stores its 5, another network its one, then it is reached", {
    timeout: 60_000,
  }, async () => {
    clockAt('2031-05-14T12:10:00.000Z');
    const marker = `spend${unique()}`;
    const overrides: Partial<Bindings> = { RESUMES_PER_HOUR: '6', EMAIL: fakeEmail().binding, ...noWebhook };
    const client = { 'cf-connecting-ip': `198.51.100.9-${unique()}` };
    const flood = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        call(
          applicationPost('/api/application', { ...validApplication, email: `f${n}-${marker}@example.org`, message: `Flood ${n} ${marker}` }, [pdf()], client),
          overrides,
        ),
      ),
    );
    const statuses = flood.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(limits.rate.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - limits.rate.max);
    expect((await call(fromNetwork('/api/application', marker, 1), overrides)).status).toBe(201);
    expect((await call(fromNetwork('/api/application', marker, 2), overrides)).status).toBe(503);
  });
});
