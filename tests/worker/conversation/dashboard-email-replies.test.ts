import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminGet, mockCerts } from '../admin/admin-helpers';
import { staffPost } from '../proposals/staff-helpers';
import { fakeEmail } from '../submissions/forms-helpers';
import { leadOf } from './conversation-helpers';

// A file of its own: the dashboard counts every lead of the period (a fresh database per file).
beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the dashboard's time to first reply", () => {
  it('says how many first replies were e-mails sent from the lead’s page (docs/decisions/0034 addendum)', async () => {
    const [byNote, byEmail, emailAfterNote] = await Promise.all([leadOf('a.note@example.org'), leadOf('b.mail@example.org'), leadOf('c.both@example.org')]);
    await staffPost(`/admin/leads/${byNote.id}/notes`, { note: 'Appelée' });
    await staffPost(`/admin/leads/${byEmail.id}/reply`, { reply: 'Bonjour' }, { EMAIL: fakeEmail().binding });
    await staffPost(`/admin/leads/${emailAfterNote.id}/notes`, { note: 'Appelée' });
    await staffPost(`/admin/leads/${emailAfterNote.id}/reply`, { reply: 'Bonjour' }, { EMAIL: fakeEmail().binding });
    const html = await (await adminGet('/en/admin/dashboard?days=30')).text();
    expect(html).toContain('First replies given by e-mail</dt><dd><bdi>1 of 3</bdi>');
  });
});
