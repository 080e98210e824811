import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, adminPost, historyOf, leadRow, mockCerts, seedApplication, seedLead, staffEmail } from './admin-helpers';
import { fixture } from '../fixtures';
import { freshStorage } from '../fresh-storage';
import { call, fakeEmail } from '../submissions/forms-helpers';
import { applicationPost, pdf, validApplication } from '../submissions/application-helpers';
import { dashboardFigures } from '../../../src/admin/dashboard/figures.server';

// Its lists show every application stored: each test starts from empty storage, whichever ran
// before it (docs/decisions/0021-test-suite.md).
beforeEach(async () => {
  await freshStorage();
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const tag = () => `Tag${crypto.randomUUID().slice(0, 8)}`;
/** The rows of a list's table, as names in order. */
const listedNames = (html: string) => [...html.matchAll(/<th scope="row"><a [^>]*><bdi>([^<]*)<\/bdi><\/a>/g)].map((match) => match[1]);
const page = async (path: string) => (await adminGet(path)).text();
const setStatusOf = (id: string, status: string) => env.DB.prepare('UPDATE submissions SET status = ? WHERE id = ?').bind(status, id).run();

describe('the Applications view', () => {
  it('lists applications by opening (and spontaneous), filters them by status, in both languages; leads stay in their list', async () => {
    const [dev, designer, spontaneous, interviewed] = [tag(), tag(), tag(), tag()];
    await seedApplication({ opening: 'fullstack', lastName: dev, createdAt: '2026-11-20T10:00:00.000Z' });
    await seedApplication({ opening: 'designer', lastName: designer, lang: 'en', createdAt: '2026-11-21T10:00:00.000Z' });
    await seedApplication({ opening: '', lastName: spontaneous, createdAt: '2026-11-22T10:00:00.000Z' });
    await setStatusOf(await seedApplication({ opening: 'fullstack', lastName: interviewed, createdAt: '2026-11-23T10:00:00.000Z' }), 'interview');
    const lead = tag();
    await seedLead({ data: { firstName: 'Marc', lastName: lead, email: 'marc@example.com', company: 'C', subject: 's', message: 'm' } });

    let html = await page('/admin/applications');
    expect(listedNames(html)).toEqual([`Léa ${interviewed}`, `Léa ${spontaneous}`, `Léa ${designer}`, `Léa ${dev}`]);
    expect(html).toContain('<h1>Candidatures</h1>');
    expect(html).toContain('Tous les postes\u00a0: 4');
    expect(html).toContain('Designer UX/UI\u00a0: 1');
    expect(html).toContain('Candidature spontanée\u00a0: 1');
    expect(html).toContain('Entrevue\u00a0: 1');
    expect(html).toMatch(/<a href="\/admin\/applications" aria-current="page">Candidatures<\/a>/);

    html = await page('/admin/applications?opening=fullstack');
    expect(listedNames(html)).toEqual([`Léa ${interviewed}`, `Léa ${dev}`]);
    expect(html).toContain('Développeur principal polyvalent ou développeuse principale polyvalente');
    expect(listedNames(await page('/admin/applications?opening=spontaneous'))).toEqual([`Léa ${spontaneous}`]);

    html = await page('/en/admin/applications?status=interview');
    expect(listedNames(html)).toEqual([`Léa ${interviewed}`]);
    expect(html).toContain('Senior Full-Stack Developer: 1');
    expect(html).toContain('Interview: 1');
    expect(html).toMatch(/href="\/en\/admin\/applications\?status=interview&amp;opening=fullstack"/);
    expect(listedNames(await page('/en/admin/applications?opening=fullstack&status=interview'))).toEqual([`Léa ${interviewed}`]);
    // A lead's status is no filter of this view: it is dropped, as any unknown choice.
    expect(listedNames(await page('/en/admin/applications?status=won'))).toHaveLength(4);

    // The leads' list and its counts hold no application; its header links to the Applications view.
    html = await page('/admin');
    expect(listedNames(html)).toEqual([`Marc ${lead}`]);
    expect(html).toContain('href="/admin/applications"');
    expect(html).not.toContain('<option value="application">');
  });
});

describe("an application's page and status", () => {
  it('shows its fields in words, its statuses, its résumé link; takes an application status and refuses a lead-only one, and a lead the other way round', async () => {
    const id = await seedApplication({ opening: 'designer' });
    const html = await page(`/admin/applications/${id}`);
    expect(html).toContain('Candidature de');
    expect(html).toContain('Designer UX/UI');
    expect(html).toMatch(/href="\/admin\/applications">← (<!-- -->)?Retour aux candidatures/);
    expect(html).toContain('<legend>Statut de la candidature</legend>');
    expect(html).toContain(`href="/admin/applications/${id}/resume"`);
    expect(html).toMatch(/Télécharger le CV \(cv\.pdf, 1\s?ko\)/);
    for (const status of ['reviewing', 'interview', 'offer', 'hired', 'declined', 'spam']) expect(html).toContain(`<option value="${status}"`);
    expect(html).not.toContain('<option value="won"');

    const saved = await adminPost(`/admin/applications/${id}/status`, { status: 'interview' });
    expect(saved.status).toBe(303);
    expect((await leadRow(id))?.status).toBe('interview');
    expect(await page(`/en/admin/applications/${id}?done=status`)).toContain('Status saved: Interview');

    const refused = await adminPost(`/en/admin/applications/${id}/status`, { status: 'won' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose a status from the list.');
    expect((await leadRow(id))?.status).toBe('interview');
    expect((await historyOf(id)).map((line) => [line.from_status, line.to_status, line.actor])).toEqual([['new', 'interview', staffEmail]]);

    // And the other way: a lead refuses an application's status, and takes its own.
    const lead = await seedLead();
    expect((await adminPost(`/admin/leads/${lead}/status`, { status: 'hired' })).status).toBe(400);
    expect((await leadRow(lead))?.status).toBe('new');
    expect(await page(`/admin/leads/${lead}`)).not.toContain('<option value="interview"');
    expect((await adminPost(`/admin/leads/${lead}/status`, { status: 'won' })).status).toBe(303);
    expect((await leadRow(lead))?.status).toBe('won');
  });

  it("takes a note, kept in its history, on the application's page", async () => {
    const id = await seedApplication();
    const saved = await adminPost(`/en/admin/applications/${id}/notes`, { note: 'Call back for an interview' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/en/admin/applications/${id}?done=note#outcome`);
    const html = await page(`/en/admin/applications/${id}`);
    expect(html).toContain('Call back for an interview');
    expect(html).toContain('<legend>Application status</legend>');
    expect((await historyOf(id)).map((line) => [line.kind, line.note])).toEqual([['note', 'Call back for an interview']]);
  });
});

describe('the résumé download', () => {
  it('gives staff the same bytes, as an attachment under the safe name, never cached, with the stored type', async () => {
    const bytes = fixture('resume.pdf');
    const id = await seedApplication({ file: { bytes, type: 'application/pdf', name: 'Lea Gagnon CV.pdf' } });
    const response = await adminGet(`/admin/applications/${id}/resume`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Lea Gagnon CV.pdf"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('writes an accented name in RFC 5987 beside an ASCII one', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const bytes = fixture('resume.docx');
    const id = await seedApplication({ file: { bytes, type: docx, name: 'Hélène Côté.docx' } });
    const response = await adminGet(`/en/admin/applications/${id}/resume`);
    expect(response.headers.get('content-type')).toBe(docx);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Helene Cote.docx"; filename*=UTF-8''H%C3%A9l%C3%A8ne%20C%C3%B4t%C3%A9.docx`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('is refused without Access, and is 404 when there is no résumé', async () => {
    const id = await seedApplication();
    expect((await adminGet(`/admin/applications/${id}/resume`)).status).toBe(200);
    const refused = await adminGet(`/admin/applications/${id}/resume`, null);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('%PDF');
    expect((await adminGet(`/admin/applications/${await seedApplication({ file: null })}/resume`)).status).toBe(404);
    expect((await adminGet(`/admin/leads/${await seedLead()}/resume`)).status).toBe(404);
    expect((await adminGet(`/admin/leads/${crypto.randomUUID()}/resume`)).status).toBe(404);
    expect((await adminGet('/admin/leads/not-an-id/resume')).status).toBe(404);
    // The object gone from the bucket (erased meanwhile): nothing to give.
    await env.RESUMES.delete(`applications/${id}`);
    expect((await adminGet(`/admin/applications/${id}/resume`)).status).toBe(404);
  });
});

describe("the applications' CSV", () => {
  it("holds the applications' columns in words, not the file; the leads' CSV holds no application", async () => {
    const name = tag();
    await seedApplication({ opening: 'marketing', lastName: name, file: { bytes: fixture('resume.pdf'), type: 'application/pdf', name: 'secret-cv.pdf' } });
    const lead = tag();
    await seedLead({ data: { firstName: 'Marc', lastName: lead, email: 'marc@example.com', company: 'C', subject: 's', message: 'm' } });

    const response = await adminGet('/en/admin/applications/export.csv?opening=marketing');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await response.text();
    const [header, ...lines] = text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toContain('Position,First name,Last name,Email,Phone,Profile or portfolio (https link),Message,Consent');
    expect(header).not.toMatch(/Company|Subject|Budget|sume/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`Digital Marketing Specialist,Léa,${name}`);
    expect(lines[0]).toContain('https://example.com/lea');
    expect(text).not.toContain('secret-cv');
    expect(text).not.toContain('%PDF');

    const leads = await (await adminGet('/en/admin/export.csv')).text();
    expect(leads).toContain(lead);
    expect(leads).not.toContain(name);
    expect(leads.split('\r\n')[0]).not.toContain('Position');
  });
});

describe('the dashboard', () => {
  it('counts leads only: an application is none of its leads, overdue or statuses', async () => {
    const before = await dashboardFigures(env.DB, 30);
    await seedApplication({ createdAt: new Date(Date.now() - 10 * 86_400_000).toISOString() });
    await setStatusOf(await seedApplication(), 'interview');
    const after = await dashboardFigures(env.DB, 30);
    expect(after.leads.total).toBe(before.leads.total);
    expect(after.leads.overdue).toHaveLength(before.leads.overdue.length);
    expect(Object.keys(after.leads.perStatus)).toEqual(['new', 'in_progress', 'answered', 'won', 'lost', 'spam']);
    expect(Object.values(after.leads.perStatus).every(Number.isFinite)).toBe(true);
    expect(Object.keys(after.leads.perWeek[0].counts)).toEqual(['contact', 'quote']);
  });
});

describe("the Applications view's review pile", () => {
  /** The "in review" count a list links to, and where the link goes. */
  const pileOf = (html: string) => {
    const [, href, count] = html.match(/<a href="([^"]*review=held)"[^>]*>(\d+)(?:<!-- -->)?\u00a0?\s?en vérification<\/a>/) ?? [];
    return { href, count: Number(count) };
  };

  it("holds an application posted without JavaScript, not the leads' pile", async () => {
    const before = { leads: pileOf(await page('/admin')), applications: pileOf(await page('/admin/applications')) };
    expect(before.leads.href).toBe('/admin?review=held');
    expect(before.applications.href).toBe('/admin/applications?review=held');

    const marker = tag();
    const posted = await call(
      applicationPost(
        '/carriere/postuler/fullstack',
        { ...validApplication, lastName: marker, email: `${marker.toLowerCase()}@example.org` },
        [pdf()],
        {},
        { proof: false },
      ),
      { EMAIL: fakeEmail().binding, LEAD_WEBHOOK_URL: undefined },
    );
    expect(posted.status).toBe(200);
    const row = await env.DB.prepare('SELECT id, held_at FROM submissions WHERE data LIKE ?')
      .bind(`%${marker}%`)
      .first<{ id: string; held_at: string | null }>();
    expect(row?.held_at).not.toBeNull();
    const id = row?.id ?? '';

    expect(pileOf(await page('/admin/applications')).count).toBe(before.applications.count + 1);
    expect(pileOf(await page('/admin')).count).toBe(before.leads.count);
    const pile = await page('/admin/applications?review=held');
    expect(pile).toContain('<h1>En vérification</h1>');
    expect(listedNames(pile)).toContain(`Camille ${marker}`);
    expect(pile).toContain(`href="/admin/applications/${id}"`);
    expect(listedNames(await page('/admin?review=held'))).not.toContain(`Camille ${marker}`);
    expect(await page(`/admin?review=held&q=${marker}`)).not.toContain(id);

    // Its page offers the way out of the pile at its own view's URLs.
    const held = await page(`/admin/applications/${id}`);
    expect(held).toContain(`action="/admin/applications/${id}/release"`);
    expect(held).toMatch(/href="\/admin\/applications">← (<!-- -->)?Retour aux candidatures/);
  });
});

describe('the URLs before the views had their own (docs/decisions/0051-inbox-views.md)', () => {
  it("send an application's page, résumé and actions, and the applications' CSV, to the Applications view's URLs; a lead's stay", async () => {
    const id = await seedApplication();
    const moved = async (response: Response, status: number, location: string) => {
      expect(response.status).toBe(status);
      expect(response.headers.get('location')).toBe(location);
    };
    await moved(await adminGet(`/admin/leads/${id}?done=note`), 301, `/admin/applications/${id}?done=note`);
    await moved(await adminGet(`/en/admin/leads/${id}/resume`), 301, `/en/admin/applications/${id}/resume`);
    await moved(await adminPost(`/admin/leads/${id}/notes`, { note: 'old page' }), 308, `/admin/applications/${id}/notes`);
    await moved(await adminPost(`/en/admin/leads/${id}/status`, { status: 'hired' }), 308, `/en/admin/applications/${id}/status`);
    expect((await historyOf(id)).length).toBe(0);
    await moved(await adminGet('/en/admin/applications.csv?opening=marketing'), 301, '/en/admin/applications/export.csv?opening=marketing');
    // The other way: a lead asked for under the Applications view goes to its own page.
    const lead = await seedLead();
    await moved(await adminGet(`/admin/applications/${lead}`), 301, `/admin/leads/${lead}`);
    expect((await adminGet(`/admin/leads/${lead}`)).status).toBe(200);
    expect((await adminGet(`/admin/applications/${crypto.randomUUID()}`)).status).toBe(404);
  });
});
