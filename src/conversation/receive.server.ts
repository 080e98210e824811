import PostalMime, { decodeWords, type Attachment } from 'postal-mime';
import type { Bindings } from '../env';
import { withinRate } from '../http/rate-limit';
import { checkFile, safeFileName } from '../submissions/resume-file';
import { emailKey, isEmailAddress } from '../text/email-key';
import { site } from '../site';
import { controlCharacters, oneLine, withoutInvisibleFormatting } from '../text/control-characters';
import { automaticKind, isOwnMessage, messageIdOf } from './automatic';
import { htmlToText } from './html-text';
import { attachmentRules, conversationLimits as limits } from './reply-limits';
import { fileStatement, hasMessageId, incomingStatement, type Declined, type Incoming, type MessageFileRow } from './messages.server';
import { newText } from './quote-cut';
import { leadOfToken, replyDomainOf, repliesOn, tokenOfRecipient } from '../mail/reply-address.server';
import { sendReplyAlerts } from './alerts.server';

/**
 * The mail that comes back to a lead's reply address (docs/decisions/0057-lead-conversation.md), one
 * pipeline of steps in this order, each ending it when it must:
 *   1. larger than the bound: refused unread;
 *   2. not a known reply address (or its lead erased), or the site's own message (a loop): refused;
 *      past the bound per address or for the site: refused until the hour ends;
 *   3. an auto-reply or a delivery notice: one quiet line (a bounce marks the address), no alert;
 *   4. a Message-ID the lead already holds: nothing changes;
 *   5. parsed by postal-mime; only the new text is kept (the quoted history cut), as plain text;
 *   6. its attachments kept privately under their limits, the others named as declined;
 *   7. the sender checked: from another address than the lead's, it is flagged and alerts no one.
 * Nothing in a message changes the lead's status. No body is ever logged.
 */
export type Received = 'stored' | 'flagged' | 'automatic' | 'duplicate' | 'rejected';

const megabytes = limits.rawBytes / 1024 / 1024;
const refusals = {
  size: `Message too large: this reply address accepts messages up to ${megabytes} MB. Please send large files another way.`,
  unknown: 'Unknown address: this reply address does not exist or is no longer in use.',
  loop: 'Loop refused: this message was sent by this site itself.',
  rate: 'Too many messages to this address in the last hour: please try again later.',
} as const;

/** A body: line breaks and tabs kept, other control and invisible characters removed. */
const cleanBody = (text: string) => withoutInvisibleFormatting(text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(controlCharacters({ keep: '\\n\\t' }), ''));

export async function receiveEmail(message: ForwardableEmailMessage, env: Bindings, ctx: ExecutionContext): Promise<Received> {
  const reject = (reason: keyof typeof refusals): Received => {
    message.setReject(refusals[reason]);
    return 'rejected';
  };
  if (message.rawSize > limits.rawBytes) return reject('size');
  const token = repliesOn(env) ? tokenOfRecipient(env, message.to) : null;
  const leadId = token ? await leadOfToken(env.DB, token) : null;
  if (!leadId) return reject('unknown');
  const own = { sender: env.NOTIFY_FROM || site.formsSender, replyDomain: replyDomainOf(env) ?? '', host: new URL(env.SITE_URL).hostname };
  if (isOwnMessage(message.headers, message.from, own)) return reject('loop');
  const { perAddress, site: whole } = limits;
  if (!(await withinRate(env.DB, `reply:${leadId}`, perAddress.windowSeconds, perAddress.max))) return reject('rate');
  if (!(await withinRate(env.DB, 'reply:site', whole.windowSeconds, whole.max))) return reject('rate');

  const messageId = messageIdOf(message.headers.get('Message-ID'));
  const subject = oneLine(decodeWords(message.headers.get('Subject') ?? '')).slice(0, limits.subjectChars);
  const base = { id: crypto.randomUUID(), submission_id: leadId, message_id: messageId, subject, in_reply_to: messageIdOf(message.headers.get('In-Reply-To')) };
  const automatic = automaticKind(message.headers, message.from);
  if (automatic) {
    const quiet: Incoming = {
      ...base,
      kind: automatic,
      body: '',
      from_address: oneLine(message.from).slice(0, 254),
      other_sender: 0,
      declined: [],
      alert: false,
    };
    await incomingStatement(env.DB, quiet).run();
    return 'automatic';
  }
  if (messageId && (await hasMessageId(env.DB, leadId, messageId))) return 'duplicate';

  const email = await PostalMime.parse(message.raw, { attachmentEncoding: 'arraybuffer', maxNestingDepth: 20 });
  const text = email.text ?? (email.html ? htmlToText(email.html) : '');
  const body = cleanBody(newText(text)).slice(0, limits.textChars);
  const from = email.from && 'address' in email.from ? (email.from.address ?? '') : '';
  const lead = await env.DB.prepare('SELECT email_key FROM submissions WHERE id = ?').bind(leadId).first<{ email_key: string | null }>();
  const fromLead = (address: string) => isEmailAddress(address) && lead?.email_key === emailKey(address);
  const other = !(fromLead(from) && fromLead(message.from));

  const { kept, declined, objects } = await keepAttachments(env, base.id, email.attachments);
  const incoming: Incoming = {
    ...base,
    kind: 'reply',
    body,
    from_address: oneLine(from || message.from).slice(0, 254),
    other_sender: other ? 1 : 0,
    declined,
    alert: !other,
  };
  try {
    const [stored] = await env.DB.batch([incomingStatement(env.DB, incoming), ...kept.map((file) => fileStatement(env.DB, file))]);
    if ((stored.meta.changes ?? 0) === 0) {
      await env.RESUMES.delete(objects);
      return 'duplicate';
    }
  } catch (error) {
    await env.RESUMES.delete(objects).catch(() => undefined);
    throw error;
  }
  if (!other) ctx.waitUntil(sendReplyAlerts(env).catch((error) => console.error('[reply alerts] failed', error instanceof Error ? error.message : error)));
  return other ? 'flagged' : 'stored';
}

/** The attachments kept (in the bucket, under their message's id) and those declined, with why. */
async function keepAttachments(env: Bindings, messageId: string, attachments: readonly Attachment[]) {
  const kept: MessageFileRow[] = [];
  const declined: Declined[] = [];
  let total = 0;
  for (const attachment of attachments) {
    // An image the HTML shows inline is part of its layout, not a file the client sent.
    if (attachment.disposition === 'inline' && attachment.contentId && !attachment.filename) continue;
    const given = oneLine(attachment.filename ?? '').slice(0, 120) || attachment.mimeType;
    const bytes = typeof attachment.content === 'string' ? new TextEncoder().encode(attachment.content) : new Uint8Array(attachment.content);
    const check = checkFile(bytes, attachmentRules);
    const reason: Declined['reason'] | null =
      kept.length >= limits.attachments.count
        ? 'count'
        : !check.ok && check.reason === 'too_large'
          ? 'size'
          : !check.ok
            ? 'type'
            : total + bytes.byteLength > limits.attachments.totalBytes
              ? 'size'
              : null;
    if (reason || !check.ok) {
      declined.push({ name: given, reason: reason ?? 'type' });
      continue;
    }
    const kind = attachmentRules.kinds[check.kind];
    const position = kept.length;
    const key = `${attachmentRules.keyPrefix}${messageId}/${position}`;
    await env.RESUMES.put(key, bytes, { httpMetadata: { contentType: kind.mime } });
    total += bytes.byteLength;
    kept.push({ message_id: messageId, position, object_key: key, type: kind.mime, name: safeFileName(given, kind, 'attachment'), size: bytes.byteLength });
  }
  return { kept, declined, objects: kept.map((file) => file.object_key) };
}
