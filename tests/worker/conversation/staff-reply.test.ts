import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/site';
import { outbox } from '../../../src/submissions/index.server';
import { referenceOf } from '../../../src/submissions/reference';
import { sendStaffReply } from '../../../src/conversation/staff-reply.server';
import { firstReplyOf, waitingSinceOf } from '../../../src/admin/shared/first-reply.server';
import { adminGet, mockCerts, staffEmail } from '../admin/admin-helpers';
import { staffPost } from '../proposals/staff-helpers';
import { fakeEmail, runCron } from '../submissions/forms-helpers';
import { leadOf, messagesOf, replyFrom } from './conversation-helpers';

beforeEach(() => {
  mockCerts();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const marie = 'marie.tremblay@example.org';
const page = async (id: string, lang: 'fr' | 'en' = 'fr') => (await adminGet(`${lang === 'en' ? '/en' : ''}/admin/leads/${id}`)).text();
const reply = (id: string, text: string, overrides = {}) => staffPost(`/admin/leads/${id}/reply`, { reply: text }, overrides);
const outgoing = async (id: string) => (await messagesOf(id)).filter((message) => message.direction === 'out') as unknown as Record<string, unknown>[];

describe('staff reply from the lead’s page and the client answers: one thread', () => {
  it('sends the reply through the outbox with the headers of a thread, and the client’s answers come back to it', async () => {
    const lead = await leadOf(marie);
    expect((await replyFrom('reply-gmail-fr.eml', lead, marie)).sent).toHaveLength(1);
    const [first] = await messagesOf(lead.id);
    expect(await waitingSinceOf(env.DB, lead.id)).toBe(
      (await env.DB.prepare('SELECT created_at FROM submissions WHERE id = ?').bind(lead.id).first<{ created_at: string }>())?.created_at,
    );

    // The page: the reply address, the client's new text, and the form prefilled in the client's language.
    const before = await page(lead.id);
    expect(before).toContain(`<code>${lead.replyAddress}</code>`);
    expect(before).toContain('Les réponses à cette demande arrivent à :');
    expect(before).toContain('Le budget reste le même (15 000 $).');
    expect(before).toMatch(/<textarea[^>]*name="reply"[^>]*>Bonjour Marie,\n\n\n\nAgent\nMont-Royal Numérique<\/textarea>/);

    const mail = fakeEmail();
    const posted = await reply(lead.id, 'Bonjour Marie,\r\n\r\nParfait : nous ajoutons la version anglaise.\u0007\r\n\r\nAgent', { EMAIL: mail.binding });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/admin/leads/${lead.id}?done=reply#outcome`);
    expect(mail.sent).toHaveLength(1);
    const [sent] = mail.sent;
    expect(sent).toMatchObject({
      to: marie,
      from: { email: site.formsSender, name: site.name },
      replyTo: { email: lead.replyAddress, name: site.name },
      subject: `Re: Votre demande de soumission a bien été reçue — référence ${referenceOf(lead.id)}`,
      headers: { 'In-Reply-To': `<${first.message_id}>`, References: `<${first.message_id}>`, 'Content-Language': 'fr-CA' },
    });
    expect(sent.text).toBe('Bonjour Marie,\n\nParfait : nous ajoutons la version anglaise.\n\nAgent\n');
    expect(sent.html).toContain('<p style=');
    expect(sent.html).toContain('Parfait : nous ajoutons la version anglaise.');
    const [stored] = await outgoing(lead.id);
    expect(stored).toMatchObject({ actor: staffEmail, attempts: 1, error: null, lang: 'fr' });
    expect(stored.sent_at).toBeTruthy();
    const staffId = String(stored.message_id);
    expect(staffId).not.toMatch(/[<>]/);
    // A reply sent is the lead's first reply, and answers the client's e-mail.
    expect(await firstReplyOf(env.DB, lead.id)).toMatchObject({ actor: staffEmail, way: 'email' });
    expect(await waitingSinceOf(env.DB, lead.id)).toBeNull();

    // The client answers the reply: the clock runs again from their e-mail, staff get one alert.
    const answer = await replyFrom('reply-to-reply-fr.eml', lead, marie, { 'STAFF-REPLY-ID': staffId });
    expect(answer.sent).toHaveLength(1);
    const second = (await messagesOf(lead.id)).at(-1);
    expect(second).toMatchObject({ direction: 'in', in_reply_to: staffId, body: 'Oui, mardi 10 h me convient.\n\nMarie' });
    const since = await waitingSinceOf(env.DB, lead.id);
    expect(since).toBe((second as unknown as { at: string }).at);
    const list = await (await adminGet('/admin')).text();
    expect(list).toContain('Le client a répondu');

    // Staff answer again: the thread's references, oldest first, the last one answered.
    const again = fakeEmail();
    await reply(lead.id, 'Parfait, à mardi.', { EMAIL: again.binding });
    expect(again.sent[0].headers).toMatchObject({
      'In-Reply-To': `<${second?.message_id}>`,
      References: `<${first.message_id}> <${staffId}> <${second?.message_id}>`,
    });
    expect(await waitingSinceOf(env.DB, lead.id)).toBeNull();
    expect(await (await adminGet('/admin')).text()).not.toContain('Le client a répondu');

    // The thread reads in order.
    const after = await page(lead.id);
    const order = ['Demande reçue', 'Le budget reste le même', 'Parfait : nous ajoutons', 'Oui, mardi 10 h', 'Parfait, à mardi.'].map((text) =>
      after.indexOf(text),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(after).toContain('Réponse de agent@example.com');
    expect(after).toContain('Envoyée le');

    // The export counts the messages.
    const csv = await (await adminGet('/admin/export.csv')).text();
    const header = csv.split('\r\n')[0].split(',');
    const row =
      csv
        .split('\r\n')
        .find((line) => line.startsWith(lead.id))
        ?.split(',') ?? [];
    expect(row[header.indexOf('Courriels envoyés au client')]).toBe('2');
    expect(row[header.indexOf('Courriels reçus du client')]).toBe('2');
  });

  it('answers in English to an English lead, and refuses an empty, untouched or overlong reply with its error tied to the field', async () => {
    const lead = await leadOf('john.smith@example.org', { lang: 'en', firstName: 'John' });
    const form = await page(lead.id, 'en');
    expect(form).toContain('Replies to this request arrive at:');
    expect(form).toMatch(/<textarea[^>]*>Hello John,\n\n\n\nAgent\nMont-Royal Numérique<\/textarea>/);
    const empty = await staffPost(`/en/admin/leads/${lead.id}/reply`, { reply: '  \r\n ' });
    expect(empty.status).toBe(400);
    const refused = await empty.text();
    expect(refused).toMatch(/id="reply-text-error"[^>]*>[^<]*Write a reply before sending it\./);
    expect(refused).toMatch(/<textarea[^>]*aria-describedby="[^"]*reply-text-error/);
    // The prefilled text sent back untouched, as a browser posts it (CRLF): the client would get a greeting and a signature only.
    const untouched = await staffPost(`/en/admin/leads/${lead.id}/reply`, { reply: 'Hello John,\r\n\r\n\r\n\r\nAgent\r\nMont-Royal Numérique' });
    expect(untouched.status).toBe(400);
    const kept = await untouched.text();
    expect(kept).toMatch(/id="reply-text-error"[^>]*>[^<]*Your reply only holds the greeting and the signature: write your message before sending it\./);
    expect(kept).toMatch(/<textarea[^>]*>Hello John,\n\n\n\nAgent\nMont-Royal Numérique<\/textarea>/);
    const long = await staffPost(`/en/admin/leads/${lead.id}/reply`, { reply: 'x'.repeat(10_001) });
    expect(long.status).toBe(400);
    // The bound in the staff member's language's digits: "10,000", « 10 000 » (a no-break space).
    expect(await long.text()).toMatch(/id="reply-text-error"[^>]*>The reply is longer than 10,000 characters\.</);
    const longFr = await staffPost(`/admin/leads/${lead.id}/reply`, { reply: 'x'.repeat(10_001) });
    expect(await longFr.text()).toMatch(/id="reply-text-error"[^>]*>La réponse dépasse 10[\u00a0\u202f]000 caractères\.</);
    expect(await outgoing(lead.id)).toHaveLength(0);

    const mail = fakeEmail();
    await staffPost(`/en/admin/leads/${lead.id}/reply`, { reply: 'Hello John,\n\nSure.' }, { EMAIL: mail.binding });
    expect(mail.sent[0]).toMatchObject({
      subject: `Re: Your quote request has been received — reference ${referenceOf(lead.id)}`,
      headers: { 'Content-Language': 'en-CA' },
    });
    expect(mail.sent[0].headers).not.toHaveProperty('In-Reply-To');
  });
});

describe('a staff reply goes through the outbox', () => {
  it('is retried by the cron after a failure, shown as such, and given up after the outbox’s attempts', async () => {
    const lead = await leadOf(marie);
    await reply(lead.id, 'Bonjour', { EMAIL: fakeEmail(true).binding });
    const [failed] = await outgoing(lead.id);
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, error: 'simulated send failure' });
    expect(await page(lead.id)).toContain('Nouvel essai prévu (1 échecs : simulated send failure)');
    // Still a reply being tried: the promise counts it.
    expect(await firstReplyOf(env.DB, lead.id)).toMatchObject({ way: 'email' });

    const due = () =>
      env.DB.prepare(`UPDATE lead_messages SET next_at = '2000-01-01T00:00:00.000Z', at = '2000-01-01T00:00:00.000Z' WHERE submission_id = ?`)
        .bind(lead.id)
        .run();
    await due();
    const mail = fakeEmail();
    await runCron({ EMAIL: mail.binding });
    expect(mail.sent.filter((message) => message.to === marie)).toHaveLength(1);
    expect((await outgoing(lead.id))[0].sent_at).toBeTruthy();

    const other = await leadOf(marie);
    await reply(other.id, 'Bonjour', { EMAIL: fakeEmail(true).binding });
    await env.DB.prepare('UPDATE lead_messages SET attempts = ? WHERE submission_id = ?').bind(outbox.maxAttempts, other.id).run();
    expect(await page(other.id)).toContain(`Abandonnée après ${outbox.maxAttempts} essais`);
    // A reply given up answered no one.
    expect(await firstReplyOf(env.DB, other.id)).toBeNull();
  });

  it('is one reply and one e-mail when the same form is posted twice, even at once; the next form is a new reply', async () => {
    const lead = await leadOf(marie);
    const keyOf = (html: string) => /<input type="hidden" name="key" value="([0-9a-f-]{36})"\/>/.exec(html)?.[1];
    const key = keyOf(await page(lead.id));
    expect(key).toBeDefined();
    const mail = fakeEmail();
    const posts = await Promise.all(
      Array.from({ length: 3 }, () => staffPost(`/admin/leads/${lead.id}/reply`, { reply: 'Bonjour', key: key! }, { EMAIL: mail.binding })),
    );
    expect(posts.map((response) => response.status)).toEqual([303, 303, 303]);
    await staffPost(`/admin/leads/${lead.id}/reply`, { reply: 'Bonjour', key: key! }, { EMAIL: mail.binding });
    await expect.poll(() => mail.sent.filter((message) => message.to === marie).length).toBe(1);
    expect(await outgoing(lead.id)).toHaveLength(1);

    // The page after it draws a new form: its reply is another one.
    const next = keyOf(await page(lead.id));
    expect(next).not.toBe(key);
    await staffPost(`/admin/leads/${lead.id}/reply`, { reply: 'Encore', key: next! }, { EMAIL: mail.binding });
    expect(await outgoing(lead.id)).toHaveLength(2);
    // A key another lead's reply holds is not this one's: this reply is queued under a fresh key.
    const other = await leadOf(marie);
    await staffPost(`/admin/leads/${other.id}/reply`, { reply: 'Bonjour', key: key! }, { EMAIL: mail.binding });
    expect(await outgoing(other.id)).toHaveLength(1);
  });

  it('is sent once when a request and the cron meet', async () => {
    const lead = await leadOf(marie);
    const held = { sent: 0 };
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = {
      async send() {
        held.sent += 1;
        await gate;
        return { messageId: '<once@test>' };
      },
    } as unknown as SendEmail;
    await reply(lead.id, 'Bonjour', { EMAIL: fakeEmail(true).binding });
    await env.DB.prepare(`UPDATE lead_messages SET next_at = NULL WHERE submission_id = ?`).bind(lead.id).run();
    const [row] = await outgoing(lead.id);
    const environment = { ...(env as never as Record<string, unknown>), EMAIL: slow } as never;
    const racing = Array.from({ length: 5 }, () => sendStaffReply(environment, String(row.id)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect((await Promise.all(racing)).filter(Boolean)).toHaveLength(1);
    expect(held.sent).toBe(1);
  });
});

describe('what the thread shows and what staff may do', () => {
  it('a flagged message from another address: no clock, until staff accept it', async () => {
    const lead = await leadOf(marie);
    await staffPost(`/admin/leads/${lead.id}/notes`, { note: 'Appelé le client' });
    await replyFrom('reply-other-sender.eml', lead, 'paul@other.example.net');
    expect(await waitingSinceOf(env.DB, lead.id)).toBeNull();
    const flagged = await page(lead.id);
    expect(flagged).toContain('Message d&#x27;une autre adresse');
    expect(flagged).toContain('paul@other.example.net');
    const [message] = await messagesOf(lead.id);
    const accepted = await staffPost(`/admin/leads/${lead.id}/accept`, { message: message.id });
    expect(accepted.status).toBe(303);
    expect(await waitingSinceOf(env.DB, lead.id)).toBe((message as unknown as { at: string }).at);
    expect(await page(lead.id)).toContain('Accepté par agent@example.com');
    // Another lead's message cannot be accepted through this lead.
    expect((await staffPost(`/admin/leads/${(await leadOf(marie)).id}/accept`, { message: message.id })).status).toBe(404);
  });

  it('an out-of-office and a bounce change nothing but their own quiet line; the bounce marks the address', async () => {
    const lead = await leadOf(marie);
    await reply(lead.id, 'Bonjour', { EMAIL: fakeEmail().binding });
    await replyFrom('out-of-office.eml', lead, marie);
    await replyFrom('delivery-notice.eml', lead, '');
    expect(await waitingSinceOf(env.DB, lead.id)).toBeNull();
    const shown = await page(lead.id);
    expect(shown).toContain('Réponse automatique reçue');
    expect(shown).toContain('Avis de non-remise reçu');
    expect(shown).toContain('L&#x27;adresse du client refuse nos courriels');
    expect(shown).not.toContain('absente jusqu');
  });

  it('shows a message as text: its HTML and scripts never reach the page', async () => {
    const lead = await leadOf(marie);
    await replyFrom('reply-html-script.eml', lead, marie);
    const shown = await page(lead.id);
    expect(shown).toContain('Voici mon nouveau numéro : 514-555-0199.');
    expect(shown).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(shown).not.toMatch(/<script>alert|evil\.example|onerror=/);
  });

  it('lets staff download a kept attachment as an attachment; another lead’s path answers 404', async () => {
    const lead = await leadOf(marie);
    await replyFrom('reply-attachments.eml', lead, marie);
    const [message] = await messagesOf(lead.id);
    const shown = await page(lead.id);
    expect(shown).toContain('(aucun texte : pièces jointes seulement)');
    expect(shown).toContain('Pièce jointe refusée : setup.exe (type de fichier non accepté)');
    expect(shown).toContain(`href="/admin/leads/${lead.id}/messages/${message.id}/files/0"`);
    const download = await adminGet(`/admin/leads/${lead.id}/messages/${message.id}/files/0`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="plan du site.pdf"');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(await download.text()).toMatch(/^%PDF-/);
    const other = await leadOf(marie);
    expect((await adminGet(`/admin/leads/${other.id}/messages/${message.id}/files/0`)).status).toBe(404);
    expect((await adminGet(`/admin/leads/${lead.id}/messages/${message.id}/files/9`)).status).toBe(404);
  });
});
