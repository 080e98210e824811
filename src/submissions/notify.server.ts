import type { Bindings } from '../env';
import { dataKey, loadTranslators, translator } from '../i18n';
import { montrealDateAndTime } from '../content/format';
import { site } from '../site';
import { isEmailAddress } from '../privacy/email-key';
import { formOf, fullName } from './forms';
import { controlCharacters } from '../content/control-characters';
import { emailDigest, staffRoom } from './digest.server';
import { getSubmission, markNotified, markNotifyFailed, unsentSubmissions, type SubmissionRow } from './storage.server';

/** Control characters (line breaks, escapes, NUL…) become spaces in a header. */
const clean = (text: string) => text.replace(controlCharacters({ runs: true }), ' ').trim();
/** In the body, line breaks (as \n) and tabs stay; every other control character (ESC, BEL, NUL…) goes. */
const cleanBody = (text: string) => text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(controlCharacters({ keep: '\\n\\t' }), '');

/** The notification of one submission, in French (the company's language), as plain text. */
export function composeNotification(row: SubmissionRow, env: Bindings) {
  const descriptor = formOf(row.form);
  if (!descriptor) throw new Error(`no form ${row.form}`);
  const t = translator('fr');
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const lines = descriptor.inWords(data, t, 'fr').map(({ label, value }) => `${label}\u00a0: ${value ?? t('forms:email.none')}`);
  const name = clean(fullName(data)).slice(0, 200);
  const subject = descriptor.subject(data, t);
  const received = montrealDateAndTime('fr', new Date(row.created_at));
  const intro = t('forms:email.intro', { ...received, page: row.page ?? '—', language: t(dataKey(`forms:email.languages.${row.lang}`)), id: row.id });
  return {
    from: { email: env.NOTIFY_FROM || site.formsSender, name: site.name },
    to: env.NOTIFY_TO || site.email,
    // Reply-To only for one plain address: never a list a visitor typed (`a@b,c@evil.example`).
    replyTo: typeof data.email === 'string' && isEmailAddress(data.email) ? { email: data.email, name } : undefined,
    subject: clean(subject).slice(0, 200),
    text: cleanBody(`${intro}\n\n${lines.join('\n')}\n`),
  };
}

/**
 * Sends the notification of one stored submission; records success or the error for the cron to
 * retry. The request that has just stored the row hands it over (no read); the cron passes an id,
 * read again in case a request sent it meanwhile.
 */
export async function notify(env: Bindings, stored: string | SubmissionRow): Promise<boolean> {
  const row = typeof stored === 'string' ? await getSubmission(env.DB, stored) : stored;
  if (!row || row.spam || row.held_at || row.notified_at) return false;
  // Past the hour's alerts, the cron's digest tells staff (docs/decisions/0046-review-pile-and-email-budget.md).
  if (typeof stored !== 'string' && (await staffRoom(env.DB, 'email')) <= 0) return false;
  const { id } = row;
  try {
    if (!env.EMAIL) throw new Error('no EMAIL binding');
    await loadTranslators('fr');
    await env.EMAIL.send(composeNotification(row, env));
    await markNotified(env.DB, id);
    return true;
  } catch (error) {
    console.error(`[notify ${id}] send failed`, error);
    await markNotifyFailed(env.DB, id, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    return false;
  }
}

/**
 * The outbox, run by the cron: sends the notifications still unsent (leaving the last minute to
 * the request that wrote them). Returns how many went out of how many were tried.
 */
export async function sendOutbox(env: Bindings, batch = 50): Promise<{ sent: number; tried: number }> {
  const unsent = await unsentSubmissions(env.DB, 60, batch);
  const room = Math.max(0, await staffRoom(env.DB, 'email'));
  let sent = 0;
  for (const row of unsent.slice(0, room)) if (await notify(env, row.id)) sent += 1;
  const rest = unsent.slice(room);
  if (rest.length) sent += await digestOf(env, rest);
  return { sent, tried: unsent.length };
}

/** The leads past the hour's alerts, in one e-mail; each is marked as its own send would be. */
async function digestOf(env: Bindings, rows: SubmissionRow[]): Promise<number> {
  try {
    await emailDigest(rows, env);
    await Promise.all(rows.map((row) => markNotified(env.DB, row.id)));
    return rows.length;
  } catch (error) {
    console.error(`[notify digest of ${rows.length}] send failed`, error);
    const message = error instanceof Error ? error.message : String(error);
    await Promise.all(rows.map((row) => markNotifyFailed(env.DB, row.id, message).catch(() => undefined)));
    return 0;
  }
}
