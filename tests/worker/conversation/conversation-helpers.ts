import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../../src/index';
import type { Bindings } from '../../../src/env';
import { addressKeys } from '../../../src/text/email-key';
import { replyAddressOf } from '../../../src/mail/reply-address.server';
import { fixture } from '../fixtures';
import { fakeEmail } from '../submissions/forms-helpers';

export const bindings = () => env as unknown as Bindings;

/** A quote request stored as the form stores it, with its reply address (registered as an e-mail to it would). */
export async function leadOf(email: string, { lang = 'fr', firstName = 'Marie' }: { lang?: 'fr' | 'en'; firstName?: string } = {}) {
  const id = crypto.randomUUID();
  const data = {
    services: ['conception-web'],
    budget: '5k-15k',
    timeline: 'normal',
    firstName,
    lastName: 'Tremblay',
    email,
    company: '',
    phone: '',
    projectDescription: 'Un site.',
  };
  const keys = addressKeys(email);
  await env.DB.prepare(
    `INSERT INTO submissions (id, form, lang, page, data, ip_hash, payload_hash, email_key, mailbox_key, created_at)
     VALUES (?1, 'quote', ?2, '/soumission', ?3, 'iphash', 'payload', ?4, ?5, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hour'))`,
  )
    .bind(id, lang, JSON.stringify(data), keys.emailKey, keys.mailboxKey)
    .run();
  const replyAddress = await replyAddressOf(bindings(), id);
  if (!replyAddress) throw new Error('no reply address: REPLY_DOMAIN is not set for the tests');
  return { id, replyAddress };
}

/** A raw message of tests/fixtures/ (bytes read as Latin-1, so 8-bit text stays as it is), its placeholders filled. */
export function rawOf(name: string, fill: Record<string, string> = {}): string {
  let raw = String.fromCharCode(...fixture(name));
  for (const [placeholder, value] of Object.entries(fill)) raw = raw.replaceAll(placeholder, value);
  return raw;
}

/** The header block of a raw message as Email Routing hands it over (folded lines unfolded). */
function headersOf(raw: string): Headers {
  const block = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Headers();
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export type Delivered = { rejected: string | null; read: boolean };

/**
 * Hands a raw message to the worker's `email()` handler as Cloudflare Email Routing does (envelope
 * from and to, headers, a raw stream and its size, setReject), waiting for its work after it; says
 * whether it was refused, and why, and whether its body was read at all.
 */
export async function deliver(raw: string, envelope: { from: string; to: string }, overrides: Partial<Bindings> = {}): Promise<Delivered> {
  const bytes = Uint8Array.from(raw, (c) => c.charCodeAt(0));
  const outcome: Delivered = { rejected: null, read: false };
  // No queue ahead of a reader: `pull` runs only when the handler reads the body.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        outcome.read = true;
        controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const message = {
    from: envelope.from,
    to: envelope.to,
    headers: headersOf(raw),
    raw: stream,
    rawSize: bytes.byteLength,
    canBeForwarded: true,
    setReject(reason: string) {
      outcome.rejected = reason;
    },
    forward: async () => ({ messageId: 'forwarded' }),
    reply: async () => ({ messageId: 'replied' }),
  } as unknown as ForwardableEmailMessage;
  const ctx = createExecutionContext();
  await worker.email(message, { ...bindings(), ...overrides }, ctx);
  await waitOnExecutionContext(ctx);
  return outcome;
}

/** A client's reply from a fixture to a lead's reply address, from the lead's address, with a stand-in mail binding. */
export async function replyFrom(name: string, lead: { replyAddress: string }, from: string, fill: Record<string, string> = {}) {
  const mail = fakeEmail();
  const outcome = await deliver(rawOf(name, { REPLY_ADDRESS: lead.replyAddress, ...fill }), { from, to: lead.replyAddress }, { EMAIL: mail.binding });
  return { ...outcome, sent: mail.sent };
}

export type StoredMessage = {
  kind: string;
  direction: string;
  body: string;
  other_sender: number;
  alert: string | null;
  subject: string;
  message_id: string | null;
  declined: string | null;
  from_address: string | null;
  in_reply_to: string | null;
};

export const messagesOf = async (leadId: string) =>
  (await env.DB.prepare('SELECT * FROM lead_messages WHERE submission_id = ? ORDER BY at, id').bind(leadId).all<StoredMessage & { id: string }>()).results;
