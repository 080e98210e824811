import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, adminPost, historyOf, mockCerts, seedLead, staffEmail } from './admin-helpers';
import { when } from '../../../src/admin/shared/lead-words.server';
import { replyDueAt } from '../../../src/business-hours/reply-clock';
import { receivedDueBy } from '../../../src/admin/shared/reply-due';

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const tag = () => `Due${crypto.randomUUID().slice(0, 8)}`;
const html = async (path: string) => (await adminGet(path)).text();
const listedNames = (page: string) => [...page.matchAll(/<th scope="row"><a [^>]*>(?:<bdi>)?([^<]*)(?:<\/bdi>)?<\/a>/g)].map((match) => match[1]);
/** The mark of each listed lead, by name. */
const marks = (page: string) =>
  Object.fromEntries(
    [
      ...page.matchAll(
        /<tr[^>]*><td>[^<]*<\/td><td><time dateTime="([^"]+)">[^<]*<\/time>(?: <span class="admin-due admin-due-(\w+)">[^<]*<\/span>)?<\/td><th scope="row"><a [^>]*>(?:<bdi>)?([^<]*)(?:<\/bdi>)?<\/a>/g,
      ),
    ].map((match) => [match[3], { due: match[1], mark: match[2] ?? null }]),
  );

const contact = (company: string, firstName: string) => ({
  firstName,
  lastName: 'Test',
  email: `${firstName.toLowerCase()}@example.com`,
  company,
  subject: 's',
  message: 'm',
});
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('the reply promise in the inbox', () => {
  it('shows each lead its due time and marks the late ones until the first reply; the filter keeps only those', async () => {
    const company = tag();
    const late = await seedLead({ data: contact(company, 'Late'), createdAt: daysAgo(10) });
    await seedLead({ data: contact(company, 'Fresh'), createdAt: new Date().toISOString() });
    await seedLead({ spam: true, data: contact(company, 'Spam'), createdAt: daysAgo(10) });
    const noted = await seedLead({ data: contact(company, 'Noted'), createdAt: daysAgo(9) });

    let page = await html(`/en/admin?q=${company}&status=`);
    let found = marks(page);
    expect(found['Late Test']).toEqual({ due: replyDueAt(Date.parse((await leadCreated(late))!)).toISOString(), mark: 'overdue' });
    expect(found['Fresh Test'].mark).not.toBe('overdue');
    expect(page).toContain('Overdue (2)');

    // A note is a first reply: the lead is answered, no longer late.
    await adminPost(`/admin/leads/${noted}/notes`, { note: 'Rappelé ce matin.' });
    page = await html(`/en/admin?q=${company}`);
    found = marks(page);
    expect(found['Noted Test'].mark).toBe('answered');
    expect(page).toContain('Overdue (1)');
    expect(listedNames(await html(`/en/admin?q=${company}&due=overdue`))).toEqual(['Late Test']);

    // A status change away from "new" is one too.
    await adminPost(`/admin/leads/${late}/status`, { status: 'in_progress' });
    expect(listedNames(await html(`/en/admin?q=${company}&due=overdue`))).toEqual([]);
    expect(marks(await html(`/en/admin?q=${company}`))['Late Test'].mark).toBe('answered');
  });

  it("shows on the lead's page when it was first answered and by whom, and the first reply stays the first", async () => {
    const id = await seedLead({ data: contact(tag(), 'Page'), createdAt: daysAgo(3) });
    let page = await html(`/en/admin/leads/${id}`);
    expect(page).toContain('<dt>First reply</dt><dd><bdi>Not yet</bdi></dd>');
    expect(page).toMatch(
      /<dt>Reply due by<\/dt><dd><bdi><time dateTime="[^"]+">[^<]+<\/time> <span class="admin-due admin-due-overdue">Overdue<\/span><\/bdi><\/dd>/,
    );

    // The status change comes first, the note after: the first reply is the status change.
    await adminPost(`/admin/leads/${id}/status`, { status: 'in_progress' });
    await adminPost(`/admin/leads/${id}/notes`, { note: 'Plus tard.' });
    page = await html(`/en/admin/leads/${id}`);
    const history = await historyOf(id);
    const first = history.find((line) => line.kind === 'status')!;
    expect(page).toContain(`<dt>First reply</dt><dd><bdi>${when('en', String(first.at))}, by ${staffEmail}</bdi></dd>`);
    expect(page).toMatch(/<dt>Reply due by<\/dt><dd><bdi><time[^>]*>[^<]+<\/time> <span class="admin-due admin-due-answered">Answered<\/span>/);
    expect(await html(`/admin/leads/${id}`)).toMatch(/<dt>Première réponse<\/dt><dd><bdi>Le [^<]+, par agent@example\.com<\/bdi><\/dd>/);
  });
});

describe('the overdue cutoff', () => {
  it('is the latest receipt time whose reply is due by then, to the millisecond', () => {
    for (const instant of ['2026-11-23T16:30:00-05:00', '2026-11-21T12:00:00-05:00', '2026-06-24T10:00:00-04:00', '2026-03-09T09:00:00-04:00'].map(
      Date.parse,
    )) {
      const cutoff = Date.parse(receivedDueBy(instant));
      expect(replyDueAt(cutoff).getTime()).toBeLessThanOrEqual(instant);
      expect(replyDueAt(cutoff + 1).getTime()).toBeGreaterThan(instant);
    }
  });
});

async function leadCreated(id: string) {
  const { env } = await import('cloudflare:test');
  return (await env.DB.prepare('SELECT created_at FROM submissions WHERE id = ?').bind(id).first<{ created_at: string }>())?.created_at;
}
