import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, adminPost, historyOf, leadRow, mockCerts, seedLead, snapshot, staffEmail, token, body, listedNames, tag } from './admin-helpers';
import { get } from '../helpers';
import { cspHeader } from '../../../src/http/security-headers';
import { purgeOlderThan } from '../../../src/submissions/storage.server';
import { outbox } from '../../../src/submissions/deliveries.server';

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the lead list', () => {
  it('shows leads newest first with a "new" mark until one is opened, spam left out by default', async () => {
    const company = tag();
    const older = await seedLead({
      data: { firstName: 'Ann', lastName: 'Old', email: 'ann@example.com', company, subject: 's', message: 'm' },
      createdAt: '2026-01-01T10:00:00.000Z',
    });
    await seedLead({
      data: { firstName: 'Bob', lastName: 'New', email: 'bob@example.com', company, subject: 's', message: 'm' },
      createdAt: '2026-02-01T10:00:00.000Z',
    });
    await seedLead({ spam: true, data: { firstName: 'Spam', lastName: 'Bot', email: 'bot@example.com', company, subject: 's', message: 'm' } });
    let html = await body(await adminGet(`/admin?q=${company}`));
    expect(listedNames(html)).toEqual(['Bob New', 'Ann Old']);
    expect(html.match(/admin-new/g)?.length).toBe(2);
    expect(html).toMatch(/<caption[^>]*>Demandes 1 à 2 sur 2/);

    expect((await adminGet(`/admin/leads/${older}`)).status).toBe(200);
    expect((await leadRow(older))?.opened_at).toBeTruthy();
    html = await body(await adminGet(`/admin?q=${company}`));
    expect(html.match(/admin-new/g)?.length).toBe(1);

    html = await body(await adminGet(`/en/admin?q=${company}&status=spam`));
    expect(listedNames(html)).toEqual(['Spam Bot']);
    expect(html).toContain('Spam: 1');
    expect(html).toContain('New: 2');
  });

  it('filters by form, status, language, dates and free text', async () => {
    const company = tag();
    const a = await seedLead({
      form: 'contact',
      lang: 'fr',
      data: { firstName: 'Alpha', lastName: 'Un', email: 'alpha@example.com', company, subject: 's', message: 'recherche unique zèbre' },
      createdAt: '2026-03-05T12:00:00.000Z',
    });
    await seedLead({
      form: 'quote',
      lang: 'en',
      data: {
        services: ['conception-web'],
        plan: '',
        budget: '< 5k',
        timeline: 'urgent',
        firstName: 'Beta',
        lastName: 'Deux',
        email: 'beta@example.com',
        company,
        phone: '',
        projectDescription: '',
      },
      createdAt: '2026-03-10T12:00:00.000Z',
    });
    await adminPost(`/admin/leads/${a}/status`, { status: 'answered' });
    const names = async (query: string) => listedNames(await body(await adminGet(`/admin?q=${company}&${query}`)));
    expect(await names('form=quote')).toEqual(['Beta Deux']);
    expect(await names('lang=fr')).toEqual(['Alpha Un']);
    expect(await names('status=answered')).toEqual(['Alpha Un']);
    expect(await names('from=2026-03-06')).toEqual(['Beta Deux']);
    expect(await names('to=2026-03-05')).toEqual(['Alpha Un']);
    expect(listedNames(await body(await adminGet('/admin?q=unique%20z%C3%A8bre')))).toEqual(['Alpha Un']);
    expect(listedNames(await body(await adminGet('/admin?q=BETA%40EXAMPLE')))).toEqual(['Beta Deux']);
    // A LIKE wildcard is looked for as itself.
    expect(listedNames(await body(await adminGet(`/admin?q=${company}%25`)))).toEqual([]);
    // A value that is not a choice is dropped, not an error.
    expect(await names('form=evil&lang=xx&status=../../&from=2026-13-45&page=-1')).toEqual(['Beta Deux', 'Alpha Un']);
  });

  it('pages by 50', async () => {
    const company = tag();
    for (let i = 0; i < 52; i++) {
      await seedLead({
        data: { firstName: 'P', lastName: String(i).padStart(2, '0'), email: `p${i}@example.com`, company, subject: 's', message: 'm' },
        createdAt: `2026-04-01T10:${String(i).padStart(2, '0')}:00.000Z`,
      });
    }
    const first = await body(await adminGet(`/admin?q=${company}`));
    expect(listedNames(first)).toHaveLength(50);
    expect(listedNames(first)[0]).toBe('P 51');
    expect(first).toContain(`href="/admin?q=${company}&amp;page=2"`);
    const second = await body(await adminGet(`/admin?q=${company}&page=2`));
    expect(listedNames(second)).toEqual(['P 01', 'P 00']);
  });

  it('answers privately: no-store, noindex, the site CSP, never in the sitemap', async () => {
    const response = await adminGet('/en/admin');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('content-security-policy')).toBe(cspHeader());
    expect(response.headers.get('etag')).toBeNull();
    const html = await body(response);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('<script');
    expect(html).toContain('href="/admin"');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('admin');
    expect(await (await get('/robots.txt')).text()).not.toContain('/admin/');
  });
});

describe('a lead', () => {
  it('shows every field in words, the page, and the notification state', async () => {
    const id = await seedLead({
      form: 'quote',
      data: {
        services: ['conception-web', 'mobile'],
        plan: 'starter',
        budget: '5k-15k',
        timeline: 'normal',
        firstName: 'Jean',
        lastName: 'Roy',
        email: 'jean@example.com',
        company: 'Roy inc.',
        phone: '514 555 0100',
        projectDescription: 'Une appli',
      },
    });
    let html = (await body(await adminGet(`/admin/leads/${id}`))).replace(/[\u00a0\u202f]/g, ' ');
    for (const text of [
      'Soumission de \u2068Jean Roy\u2069',
      'Conception web',
      'Applications mobiles',
      'Essentiel',
      'Projet moyen',
      '5 000 à 15 000',
      'Normal',
      '/soumission',
      'Roy inc.',
      '514 555 0100',
      'Une appli',
      'Pas encore envoyé',
    ]) {
      expect(html).toContain(text);
    }
    await env.DB.prepare("UPDATE deliveries SET attempts = ?, error = ? WHERE submission_id = ? AND channel = 'email'")
      .bind(outbox.maxAttempts, 'boom', id)
      .run();
    html = await body(await adminGet(`/en/admin/leads/${id}`));
    expect(html).toContain(`Given up after ${outbox.maxAttempts} attempts. Last error: boom`);
    await env.DB.prepare("UPDATE deliveries SET sent_at = '2026-05-01T12:00:00.000Z' WHERE submission_id = ? AND channel = 'email'").bind(id).run();
    expect(await body(await adminGet(`/en/admin/leads/${id}`))).toContain('Sent');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await adminGet(`/admin/leads/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await adminGet('/admin/leads/1%27%20OR%201=1')).status).toBe(404);
    expect((await adminGet('/admin/nothing-here')).status).toBe(404);
  });

  it('records a status change with the token e-mail, once, and announces it', async () => {
    const id = await seedLead();
    const response = await adminPost(`/admin/leads/${id}/status`, { status: 'answered' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/admin/leads/${id}?done=status#outcome`);
    expect((await leadRow(id))?.status).toBe('answered');
    await adminPost(`/admin/leads/${id}/status`, { status: 'answered' });
    await adminPost(`/admin/leads/${id}/status`, { status: 'won' }, { jwt: await token({ email: 'other@example.com' }) });
    const history = await historyOf(id);
    expect(history.map((line) => [line.kind, line.from_status, line.to_status, line.actor])).toEqual([
      ['status', 'new', 'answered', staffEmail],
      ['status', 'answered', 'won', 'other@example.com'],
    ]);
    expect(history.every((line) => typeof line.at === 'string' && !Number.isNaN(Date.parse(String(line.at))))).toBe(true);
    const html = await body(await adminGet(`/admin/leads/${id}?done=status`));
    expect(html).toMatch(/<p id="outcome" role="status"[^>]*>Statut enregistré\u00a0: Gagnée<\/p>/);
    expect(html).toContain(`${staffEmail} a changé le statut`);
  });

  it('adds a note with who and when; an empty or too long note is refused and changes nothing', async () => {
    const id = await seedLead();
    const saved = await adminPost(`/en/admin/leads/${id}/notes`, { note: '  Called back,\r\nwill send a quote\u0007  ' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/en/admin/leads/${id}?done=note#outcome`);
    const [line] = await historyOf(id);
    expect(line).toMatchObject({ kind: 'note', note: 'Called back,\nwill send a quote', actor: staffEmail });
    const before = await snapshot();
    const empty = await adminPost(`/en/admin/leads/${id}/notes`, { note: '   ' });
    expect(empty.status).toBe(400);
    const html = await body(empty);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="note-hint note-error"');
    expect((await adminPost(`/en/admin/leads/${id}/notes`, { note: 'x'.repeat(2001) })).status).toBe(400);
    expect((await adminPost(`/en/admin/leads/${id}/status`, { status: 'archived' })).status).toBe(400);
    expect((await adminPost(`/en/admin/leads/${crypto.randomUUID()}/notes`, { note: 'lost' })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a cross-site or origin-less post, a wrong content type and a large body, changing nothing', async () => {
    const id = await seedLead();
    const before = await snapshot();
    expect((await adminPost(`/admin/leads/${id}/status`, { status: 'won' }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await adminPost(`/admin/leads/${id}/status`, { status: 'won' }, { headers: { origin: '' } })).status).toBe(403);
    expect((await adminPost(`/admin/leads/${id}/status`, { status: 'won' }, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await adminPost(`/admin/leads/${id}/status`, '{"status":"won"}', { headers: { 'content-type': 'application/json' } })).status).toBe(415);
    expect((await adminPost(`/admin/leads/${id}/notes`, { note: 'x'.repeat(20_000) })).status).toBe(413);
    expect(await snapshot()).toBe(before);
  });

  it('reads a body it cannot parse as an empty form: the field is refused on its page, nothing changes', async () => {
    const id = await seedLead();
    const before = await snapshot();
    const broken = await adminPost(`/admin/leads/${id}/status`, '--nope\r\nnot a part', {
      headers: { 'content-type': 'multipart/form-data; boundary=elsewhere' },
    });
    expect(broken.status).toBe(400);
    expect(await body(broken)).toContain('id="outcome"');
    expect(await snapshot()).toBe(before);
  });

  it('goes with its history when retention deletes it', async () => {
    const id = await seedLead({ createdAt: '2020-01-01T00:00:00.000Z' });
    await adminPost(`/admin/leads/${id}/notes`, { note: 'old' });
    expect(await historyOf(id)).toHaveLength(1);
    await purgeOlderThan(env, 24);
    expect(await leadRow(id)).toBeNull();
    expect(await historyOf(id)).toEqual([]);
  });

  it('starts as spam when the honeypot caught it', async () => {
    const id = await seedLead({ spam: true });
    expect((await leadRow(id))?.status).toBe('spam');
  });
});
