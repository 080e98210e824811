import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { site } from '../../../src/site';
import { conversationLimits } from '../../../src/conversation/reply-limits';
import { loopHeader } from '../../../src/mail/site-mail-headers';
import { inOneWindow } from '../helpers';
import { deliver, leadOf, messagesOf, rawOf, replyFrom } from './conversation-helpers';

const marie = () => `marie.tremblay+${crypto.randomUUID().slice(0, 6)}@example.org`;
const statusOf = async (id: string) => (await env.DB.prepare('SELECT status FROM submissions WHERE id = ?').bind(id).first<{ status: string }>())?.status;

/** Each fixture's lead address is the one its From says; a test's lead takes it. */
const clients = {
  fr: 'marie.tremblay@example.org',
  en: 'john.smith@example.org',
};

describe('a client replies from their mail program: only the new text is kept, staff get one alert', () => {
  it.each([
    [
      'reply-gmail-fr.eml',
      'fr',
      "Bonjour,\n\nJ'oubliais : nous avons aussi besoin d'une version française et anglaise du site.\nLe budget reste le même (15 000 $).\n\nMerci!\nMarie",
    ],
    ['reply-gmail-en.eml', 'en', 'Hi,\n\nOne more thing: we would like the site in French and English.\nCould we start in March?\n\nThanks,\nJohn'],
    [
      'reply-outlook-fr.eml',
      'fr',
      'Bonjour,\n\nL’échéance est le 15 mars; le budget prévu est de 12 000 € (œuvre comprise).\n\nCordialement,\n\nMarie Tremblay',
    ],
    ['reply-outlook-en.eml', 'en', 'Hello,\n\nThe café menu pages are the priority; the rest can wait until April.\n\nBest regards,\nJohn Smith'],
    ['reply-apple-fr.eml', 'fr', 'Parfait, merci. Je vous envoie le logo cette semaine.\n\nMarie\n\nEnvoyé de mon iPhone'],
    ['reply-apple-en.eml', 'en', "Sounds good. I'll send the logo this week.\n\nJohn"],
  ] as const)('%s', async (name, lang, expected) => {
    const address = clients[lang];
    const lead = await leadOf(address, { lang });
    const { rejected, sent } = await replyFrom(name, lead, address);
    expect(rejected).toBeNull();
    const [message] = await messagesOf(lead.id);
    expect(message).toMatchObject({ direction: 'in', kind: 'reply', other_sender: 0, alert: 'sent' });
    expect(message.body).toBe(expected);
    expect(message.body).not.toMatch(/écrit|wrote|From:|De :|Nous avons bien reçu|We received/);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: site.email });
    expect(String(sent[0].text)).toContain(expected.split('\n')[0]);
    expect(await statusOf(lead.id)).toBe('new');
  });

  it('decodes Outlook’s windows-1252 subject and keeps the Message-ID without its brackets', async () => {
    const lead = await leadOf(clients.fr);
    await replyFrom('reply-outlook-fr.eml', lead, clients.fr);
    const [message] = await messagesOf(lead.id);
    expect(message.subject).toBe('RE: Votre demande de soumission a bien été reçue');
    expect(message.message_id).toBe('YT2PR01MB4751A1B2C3D4E5F6A7B8C9D0@YT2PR01MB4751.CANPRD01.PROD.OUTLOOK.COM');
  });

  it('shows HTML as plain text: no script, no style, no image, and bidi or zero-width characters removed', async () => {
    const lead = await leadOf(clients.fr);
    await replyFrom('reply-html-script.eml', lead, clients.fr);
    const [message] = await messagesOf(lead.id);
    expect(message.body).toContain('Voici mon nouveau numéro : 514-555-0199.');
    expect(message.body).toContain('Nom : euqcuod Tremblay');
    expect(message.body).not.toMatch(/fetch\(|document\.cookie|onerror|pixel\.gif|display:none|<b>|[\u200b\u202e\u202c]/);
  });
});

describe('mail no person wrote is recorded quietly', () => {
  it('an out-of-office: one quiet line, no alert, no text kept', async () => {
    const lead = await leadOf(clients.fr);
    const { rejected, sent } = await replyFrom('out-of-office.eml', lead, clients.fr);
    expect(rejected).toBeNull();
    expect(await messagesOf(lead.id)).toMatchObject([{ kind: 'auto', body: '', alert: null }]);
    expect(sent).toHaveLength(0);
  });

  it('a delivery notice from a null sender: a bounce line, no alert, and its quoted text is not kept', async () => {
    const lead = await leadOf(clients.fr);
    const { rejected, sent } = await replyFrom('delivery-notice.eml', lead, '');
    expect(rejected).toBeNull();
    const [message] = await messagesOf(lead.id);
    expect(message).toMatchObject({ kind: 'bounce', body: '', alert: null, subject: 'Undelivered Mail Returned to Sender' });
    expect(sent).toHaveLength(0);
  });
});

describe('what the handler refuses, before reading the message', () => {
  it('a message over the size bound, unread', async () => {
    const lead = await leadOf(clients.fr);
    const raw = rawOf('reply-gmail-fr.eml', { REPLY_ADDRESS: lead.replyAddress }) + 'x'.repeat(conversationLimits.rawBytes);
    const outcome = await deliver(raw, { from: clients.fr, to: lead.replyAddress });
    expect(outcome.rejected).toMatch(/too large.*10 MB/);
    expect(outcome.read).toBe(false);
    expect(await messagesOf(lead.id)).toHaveLength(0);
  });

  it('a forged token, an address of another domain and a malformed one', async () => {
    const lead = await leadOf(clients.fr);
    const forged = `reply+${'a'.repeat(32)}@reply.example.com`;
    const otherDomain = lead.replyAddress.replace('reply.example.com', 'reply.example.net');
    for (const to of [forged, otherDomain, 'reply+short@reply.example.com', 'bonjour@reply.example.com']) {
      const outcome = await deliver(rawOf('reply-gmail-fr.eml', { REPLY_ADDRESS: to }), { from: clients.fr, to });
      expect(outcome.rejected).toMatch(/Unknown address/);
      expect(outcome.read).toBe(false);
    }
    expect(await messagesOf(lead.id)).toHaveLength(0);
  });

  it("the site's own messages come back: from its sender, or carrying its loop guard", async () => {
    const lead = await leadOf(clients.fr);
    const own = rawOf('reply-other-sender.eml', { REPLY_ADDRESS: lead.replyAddress }).replace(
      'Paul Colleague <paul@other.example.net>',
      `Mont-Royal <${site.formsSender}>`,
    );
    expect((await deliver(own, { from: site.formsSender, to: lead.replyAddress })).rejected).toMatch(/Loop/);
    const guarded = `${loopHeader}: www.example.com\r\n${rawOf('reply-gmail-fr.eml', { REPLY_ADDRESS: lead.replyAddress })}`;
    expect((await deliver(guarded, { from: clients.fr, to: lead.replyAddress })).rejected).toMatch(/Loop/);
    expect(await messagesOf(lead.id)).toHaveLength(0);
  });
});

describe('the sender is checked; nothing in an e-mail changes the lead', () => {
  it('a message from another address is stored, flagged, and alerts no one', async () => {
    const lead = await leadOf(clients.fr);
    const { rejected, sent } = await replyFrom('reply-other-sender.eml', lead, 'paul@other.example.net');
    expect(rejected).toBeNull();
    expect(await messagesOf(lead.id)).toMatchObject([{ kind: 'reply', other_sender: 1, alert: null, from_address: 'paul@other.example.net' }]);
    expect(sent).toHaveLength(0);
  });

  it("the lead's From with another envelope sender is flagged too", async () => {
    const lead = await leadOf(clients.fr);
    const { sent } = await replyFrom('reply-gmail-fr.eml', lead, 'bounces+1234@forwarder.example.net');
    expect(await messagesOf(lead.id)).toMatchObject([{ other_sender: 1, alert: null }]);
    expect(sent).toHaveLength(0);
  });

  it('a Message-ID already stored changes nothing: one message, one alert', async () => {
    const lead = await leadOf(clients.fr);
    expect((await replyFrom('reply-gmail-fr.eml', lead, clients.fr)).sent).toHaveLength(1);
    const again = await replyFrom('reply-gmail-fr.eml', lead, clients.fr);
    expect(again.rejected).toBeNull();
    expect(again.read).toBe(false);
    expect(again.sent).toHaveLength(0);
    expect(await messagesOf(lead.id)).toHaveLength(1);
  });
});

describe('attachments are kept privately under their limits', () => {
  it('kept up to the count, a program declined by its bytes, each named', async () => {
    const lead = await leadOf(clients.fr);
    await replyFrom('reply-attachments.eml', lead, clients.fr);
    const [message] = await messagesOf(lead.id);
    expect(message.body).toBe('');
    expect(JSON.parse(message.declined ?? '[]')).toEqual([
      { name: 'setup.exe', reason: 'type' },
      { name: 'maquette-6.pdf', reason: 'count' },
    ]);
    const { results: files } = await env.DB.prepare('SELECT * FROM lead_message_files WHERE message_id = ? ORDER BY position')
      .bind(message.id)
      .all<{ name: string; object_key: string; type: string }>();
    expect(files.map((file) => file.name)).toEqual(['plan du site.pdf', 'maquette-2.pdf', 'maquette-3.pdf', 'maquette-4.pdf', 'maquette-5.pdf']);
    const object = await env.RESUMES.get(files[0].object_key);
    expect(await object?.text()).toMatch(/^%PDF-/);
    expect(files[0].object_key).not.toContain('plan');
  });

  it('an attachment over the size limit is declined, the rest of the message kept', async () => {
    const lead = await leadOf(clients.fr);
    const big = btoa(`%PDF-1.4\n${'0'.repeat(5 * 1024 * 1024)}`).replace(/.{76}/g, '$&\r\n');
    const raw = [
      'From: Marie Tremblay <marie.tremblay@example.org>',
      `To: ${lead.replyAddress}`,
      'Subject: Le gros fichier',
      'Message-ID: <BIG-0001@example.org>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="B"',
      '',
      '--B',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Voici la maquette.',
      '--B',
      'Content-Type: application/pdf; name="maquette.pdf"',
      'Content-Disposition: attachment; filename="maquette.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      big,
      '--B--',
      '',
    ].join('\r\n');
    await deliver(raw, { from: clients.fr, to: lead.replyAddress });
    const [message] = await messagesOf(lead.id);
    expect(message.body).toBe('Voici la maquette.');
    expect(JSON.parse(message.declined ?? '[]')).toEqual([{ name: 'maquette.pdf', reason: 'size' }]);
    expect((await env.RESUMES.list({ prefix: `replies/${message.id}/` })).objects).toHaveLength(0);
  });
});

describe('bounds: per reply address per hour and for the whole site', () => {
  it('a flood to one address: the first messages are stored, the rest refused until the hour ends', () =>
    inOneWindow(conversationLimits.perAddress.windowSeconds, async () => {
      const lead = await leadOf(marie());
      const { max } = conversationLimits.perAddress;
      const raw = (n: number) => rawOf('reply-other-sender.eml', { REPLY_ADDRESS: lead.replyAddress }).replace('OTHER-0001', `FLOOD-${n}`);
      const outcomes = [];
      for (let n = 0; n < max + 5; n++) outcomes.push(await deliver(raw(n), { from: 'paul@other.example.net', to: lead.replyAddress }));
      expect(outcomes.filter((outcome) => outcome.rejected === null)).toHaveLength(max);
      expect(outcomes.slice(max).every((outcome) => /Too many messages/.test(outcome.rejected ?? ''))).toBe(true);
      expect(await messagesOf(lead.id)).toHaveLength(max);
      // Another lead's address is not touched by this one's flood.
      const other = await leadOf(marie());
      expect(
        (await deliver(raw(999).replaceAll(lead.replyAddress, other.replyAddress), { from: 'paul@other.example.net', to: other.replyAddress })).rejected,
      ).toBeNull();
    }));

  it('the whole site: past its hour, every address is refused', () =>
    inOneWindow(conversationLimits.site.windowSeconds, async () => {
      const leads = await Promise.all(Array.from({ length: 12 }, () => leadOf(marie())));
      const site = { ...conversationLimits.site };
      // The site's window filled by many addresses, each within its own bound.
      await env.DB.prepare(`INSERT INTO rate_limits (bucket, window_start, hits) VALUES ('reply:site', ?1, ?2) ON CONFLICT DO UPDATE SET hits = ?2`)
        .bind(Math.floor(Date.now() / 1000 / site.windowSeconds) * site.windowSeconds, site.max - leads.length + 2)
        .run();
      const outcomes = [];
      for (const lead of leads) {
        const raw = rawOf('reply-other-sender.eml', { REPLY_ADDRESS: lead.replyAddress });
        outcomes.push(await deliver(raw, { from: 'paul@other.example.net', to: lead.replyAddress }));
      }
      expect(outcomes.filter((outcome) => outcome.rejected === null)).toHaveLength(leads.length - 2);
      expect(outcomes.slice(-2).every((outcome) => /Too many messages/.test(outcome.rejected ?? ''))).toBe(true);
    }));
});

describe('no message body is ever logged', () => {
  it('not when a message is stored, nor when its alert fails to go', async () => {
    const lead = await leadOf(clients.fr);
    const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) => vi.spyOn(console, method));
    const failing = { send: async () => Promise.reject(new Error('simulated send failure')) } as unknown as SendEmail;
    try {
      await deliver(rawOf('reply-gmail-fr.eml', { REPLY_ADDRESS: lead.replyAddress }), { from: clients.fr, to: lead.replyAddress }, { EMAIL: failing });
      const text = logged.flatMap((spy) => spy.mock.calls.flat().map((value) => (value instanceof Error ? value.message : String(value)))).join('\n');
      expect(text).toContain('simulated send failure');
      expect(text).not.toMatch(/budget|J'oubliais|version française/);
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });
});
