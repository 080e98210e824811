/**
 * Mail no person wrote (docs/decisions/0057-lead-conversation.md): recognised from its headers before
 * it is read, recorded as one quiet line, never answered nor alerted on, and never moving the reply
 * clock. RFC 3834's `Auto-Submitted` (anything but `no`), the de facto `Precedence` and `X-Autoreply`
 * / `X-Autorespond`, and RFC 6522's `multipart/report` (a delivery status notice) or a null sender.
 */
import { loopHeader } from '../mail/site-mail-headers';

export type Automatic = 'auto' | 'bounce';

const mailerDaemon = /^(mailer-daemon|postmaster)@/i;

export function automaticKind(headers: Headers, envelopeFrom: string): Automatic | null {
  const type = headers.get('Content-Type') ?? '';
  const sender = envelopeFrom.trim().replace(/^<|>$/g, '');
  if (/^\s*multipart\/report\b/i.test(type) || sender === '' || mailerDaemon.test(sender)) return 'bounce';
  const submitted = headers.get('Auto-Submitted')?.trim().toLowerCase();
  if (submitted && submitted !== 'no') return 'auto';
  if (/^\s*(bulk|junk|list|auto_reply)\s*$/i.test(headers.get('Precedence') ?? '')) return 'auto';
  if (headers.has('X-Autoreply') || headers.has('X-Autorespond')) return 'auto';
  return null;
}

/** Whether a message is the site's own come back: from its sender, from a reply address, or with its loop header. */
export function isOwnMessage(headers: Headers, envelopeFrom: string, own: { sender: string; replyDomain: string; host: string }): boolean {
  const from = envelopeFrom.trim().toLowerCase();
  const header = (headers.get('From') ?? '').toLowerCase();
  const sender = own.sender.toLowerCase();
  return (
    from === sender ||
    from.endsWith(`@${own.replyDomain}`) ||
    header.includes(`<${sender}>`) ||
    header.trim() === sender ||
    (headers.get(loopHeader) ?? '').trim().toLowerCase() === own.host.toLowerCase()
  );
}

/** A Message-ID as stored: without its angle brackets and spaces, at most 250 characters; null when none. */
export function messageIdOf(value: string | null | undefined): string | null {
  const id = value?.trim().replace(/^<|>$/g, '').trim();
  return id ? id.slice(0, 250) : null;
}
