import { renderToReadableStream } from 'react-dom/server.edge';
import type { Bindings } from '../env';
import { loadTranslators, translator } from '../i18n';
import type { Lang } from '../languages';
import { site } from '../site';
import { palette } from '../styles/palette';
import { isEmailAddress } from '../text/email-key';
import { formOf } from '../submissions/forms';
import { valueByRole } from '../submissions/person';
import { claimFreeSql, confirmationSubject, isDeadLetter, nextTrySql, outbox, type SubmissionRow } from '../submissions/index.server';
import { controlCharacters, withoutInvisibleFormatting } from '../text/control-characters';
import { conversationLimits } from './reply-limits';
import { now, type MessageRow } from './messages.server';
import { replyToFor } from '../mail/reply-address.server';
import { siteMailHeaders } from '../mail/site-mail-headers';
import { MailDocument, mailText } from '../mail/mail-document';

/**
 * Staff's replies from the lead's page (docs/decisions/0057-lead-conversation.md): queued as a row of
 * `lead_messages` (direction `out`), sent at once and by the cron with the outbox's patience (its
 * retries, its dead letter: docs/decisions/0047-one-outbox.md), each claimed by one sender first. In
 * the lead's language, from the company's sender, Reply-To the lead's reply address, « Re: » and the
 * subject of the confirmation the client saw, `In-Reply-To` and `References` the thread's messages,
 * a text part and an HTML part like the confirmation's. The Message-ID the binding answers is stored.
 */

/** A reply's text as stored: line breaks and tabs kept, control and invisible characters removed, trimmed. */
export const replyText = (text: string) =>
  withoutInvisibleFormatting(text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(controlCharacters({ keep: '\\n\\t' }), '')).trim();

/** The staff member's name as a signature: the address's local part in words (`marie.tremblay` → Marie Tremblay). */
export const staffName = (email: string) =>
  (email.split('@')[0] ?? '')
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');

/** The text the reply form starts with, in the client's language: the greeting and the signature. */
export async function replyDraft(lead: Pick<SubmissionRow, 'form' | 'data' | 'lang'>, staffEmail: string): Promise<string> {
  await loadTranslators(lead.lang);
  const t = translator(lead.lang);
  const data = JSON.parse(lead.data) as Record<string, unknown>;
  const given = valueByRole(formOf(lead.form), data, 'givenName')?.trim();
  const greeting = given ? t('admin:conversation.draft.greetingName', { name: given }) : t('admin:conversation.draft.greeting');
  return `${greeting}\n\n\n\n${t('admin:conversation.draft.signature', { name: staffName(staffEmail), company: site.name })}`;
}

/** Words only, for comparing a reply with its draft: a form posted back with only its greeting and signature. */
const wordsOf = (text: string) => replyText(text).replace(/\s+/g, ' ');

/**
 * Whether a reply is the form's prefilled text with nothing written in it (a tap on Send on a phone):
 * the client would get a greeting and a signature only, so the post is refused like an empty one.
 */
export async function isUnwrittenDraft(db: D1Database, leadId: string, text: string, staffEmail: string): Promise<boolean> {
  const lead = await db.prepare('SELECT form, data, lang FROM submissions WHERE id = ?').bind(leadId).first<Pick<SubmissionRow, 'form' | 'data' | 'lang'>>();
  return lead !== null && wordsOf(text) === wordsOf(await replyDraft(lead, staffEmail));
}

/** The thread's Message-IDs, oldest first, for `References` (RFC 5322 §3.6.4); the last is `In-Reply-To`. */
async function threadIds(db: D1Database, leadId: string): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT message_id FROM lead_messages WHERE submission_id = ? AND message_id IS NOT NULL AND kind = 'reply' ORDER BY at, id`)
    .bind(leadId)
    .all<{ message_id: string }>();
  return results.map((row) => row.message_id);
}

/** Queues a staff reply; returns its id, or null when the lead is gone or has no plain address. */
/**
 * Queues staff's reply under the key its form was drawn with: the same form posted twice (a double
 * click, a browser's retry) is one row and one e-mail. A key another lead already holds is not this
 * reply's: it gets a fresh one.
 */
export async function queueStaffReply(env: Bindings, leadId: string, text: string, actor: string, key: string = crypto.randomUUID()): Promise<string | null> {
  const lead = await env.DB.prepare('SELECT * FROM submissions WHERE id = ?').bind(leadId).first<SubmissionRow>();
  const address = lead ? valueByRole(formOf(lead.form), JSON.parse(lead.data) as Record<string, unknown>, 'email') : undefined;
  if (!lead || address === undefined || !isEmailAddress(address)) return null;
  await loadTranslators(lead.lang);
  const ids = await threadIds(env.DB, leadId);
  const holder = await env.DB.prepare('SELECT submission_id FROM lead_messages WHERE id = ?').bind(key).first<{ submission_id: string }>();
  if (holder?.submission_id === leadId) return key;
  const id = holder ? crypto.randomUUID() : key;
  const subject = `Re: ${confirmationSubject(translator(lead.lang), lead)}`;
  await env.DB.prepare(
    `INSERT INTO lead_messages (id, submission_id, direction, kind, actor, lang, in_reply_to, refs, subject, body)
     SELECT ?1, ?2, 'out', 'reply', ?3, ?4, ?5, ?6, ?7, ?8 WHERE EXISTS (SELECT 1 FROM submissions WHERE id = ?2)
     ON CONFLICT (id) DO NOTHING`,
  )
    .bind(
      id,
      leadId,
      actor,
      lead.lang,
      ids.at(-1) ?? null,
      ids.length ? ids.slice(-10).join(' ') : null,
      subject.slice(0, 200),
      replyText(text).slice(0, conversationLimits.replyChars),
    )
    .run();
  return id;
}

/** The HTML alternative: the same text in paragraphs, one column with inline styles, like the confirmation's. */
function Html({ lang, subject, text }: { lang: Lang; subject: string; text: string }) {
  return (
    <MailDocument lang={lang} title={subject} background={palette.surface} padding="24px 12px">
      <div style={{ maxWidth: '600px', margin: '0 auto' }}>
        {text.split(/\n{2,}/).map((block, index) => (
          <p key={index} style={mailText}>
            {block.split('\n').flatMap((line, at) => (at ? [<br key={`br${at}`} />, line] : [line]))}
          </p>
        ))}
      </div>
    </MailDocument>
  );
}

/** The message for the binding. */
export async function composeStaffReply(env: Bindings, reply: MessageRow, lead: SubmissionRow) {
  const address = valueByRole(formOf(lead.form), JSON.parse(lead.data) as Record<string, unknown>, 'email');
  if (address === undefined || !isEmailAddress(address)) throw new Error('no plain address to reply to');
  const lang = (reply.lang ?? lead.lang) as Lang;
  const stream = await renderToReadableStream(<Html lang={lang} subject={reply.subject} text={reply.body} />);
  await stream.allReady;
  const threading: Record<string, string> = reply.in_reply_to
    ? {
        'In-Reply-To': `<${reply.in_reply_to}>`,
        References: (reply.refs ?? reply.in_reply_to)
          .split(' ')
          .map((id) => `<${id}>`)
          .join(' '),
      }
    : {};
  return {
    from: { email: env.NOTIFY_FROM || site.formsSender, name: site.name },
    to: address.trim(),
    replyTo: await replyToFor(env, lead.id),
    headers: siteMailHeaders(env, lang, threading),
    subject: reply.subject,
    text: `${reply.body}\n`,
    html: await new Response(stream).text(),
  };
}

/** Sends one queued reply if this sender claims it; records the Message-ID, or the error for a retry. */
export async function sendStaffReply(env: Bindings, id: string): Promise<boolean> {
  const reply = await env.DB.prepare(
    `UPDATE lead_messages SET claimed_at = ${now}
     WHERE id = ?1 AND direction = 'out' AND sent_at IS NULL AND attempts < ?2 AND (next_at IS NULL OR next_at <= ${now})
       AND ${claimFreeSql}
     RETURNING *`,
  )
    .bind(id, outbox.maxAttempts)
    .first<MessageRow>();
  if (!reply) return false;
  try {
    const lead = await env.DB.prepare('SELECT * FROM submissions WHERE id = ?').bind(reply.submission_id).first<SubmissionRow>();
    if (!lead) throw new Error('the lead is gone');
    if (!env.EMAIL) throw new Error('no EMAIL binding');
    const { messageId } = await env.EMAIL.send(await composeStaffReply(env, reply, lead));
    await env.DB.prepare(`UPDATE lead_messages SET sent_at = ${now}, attempts = attempts + 1, error = NULL, claimed_at = NULL, message_id = ?2 WHERE id = ?1`)
      .bind(id, messageId ? messageId.replace(/^<|>$/g, '').slice(0, 250) : null)
      .run();
    return true;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    console.error(`[staff reply ${id}] failed: ${text}`);
    await env.DB.prepare(`UPDATE lead_messages SET attempts = attempts + 1, error = ?2, next_at = ${nextTrySql}, claimed_at = NULL WHERE id = ?1`)
      .bind(id, text.slice(0, 500))
      .run()
      .catch(() => undefined);
    return false;
  }
}

/** The cron's step: the replies still to send (the last minute left to the request that queued them), fewest attempts first. */
export async function sendStaffReplies(env: Bindings, batch = 20): Promise<{ sent: number; tried: number }> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM lead_messages WHERE direction = 'out' AND sent_at IS NULL AND attempts < ?1
     AND at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-60 seconds') AND (next_at IS NULL OR next_at <= ${now})
     ORDER BY attempts, at LIMIT ?2`,
  )
    .bind(outbox.maxAttempts, batch)
    .all<{ id: string }>();
  let sent = 0;
  for (const row of results) if (await sendStaffReply(env, row.id)) sent += 1;
  return { sent, tried: results.length };
}

/** A reply's delivery state on the lead's page. */
export const replyState = (reply: Pick<MessageRow, 'sent_at' | 'attempts' | 'error'>): 'sent' | 'dead' | 'retrying' | 'queued' =>
  reply.sent_at ? 'sent' : isDeadLetter(reply) ? 'dead' : reply.attempts > 0 ? 'retrying' : 'queued';
