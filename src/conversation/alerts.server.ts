import type { Bindings } from '../env';
import { loadTranslators, translator } from '../i18n';
import { adminHref, defaultLang } from '../routes';
import { site } from '../site';
import { limits } from '../submissions/limits';
import { referenceOf } from '../submissions/reference';
import { instantInWords } from '../submissions/index.server';
import { now } from './messages.server';

/**
 * Staff's alert of a client's reply (docs/decisions/0057-lead-conversation.md), like a new lead's:
 * in the company's language, to the staff address, at most `limits.staffAlertsPerHour` alerts an
 * hour counted with the new leads' (src/submissions/deliveries.server.ts `staffRoom` counts these
 * too), the rest gathered by the cron into one digest that carries no word the client wrote. A
 * message from another address, an auto-reply or a bounce is never `due`.
 */
type DueAlert = { id: string; submission_id: string; at: string; body: string };

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

/** How many alerts staff may still get one by one this hour, the new leads' e-mails and these together. */
async function room(db: D1Database): Promise<number> {
  const row = await db
    .prepare(
      `SELECT (SELECT count(*) FROM deliveries WHERE channel = 'email' AND sent_at > ?1)
            + (SELECT count(*) FROM lead_messages WHERE alert = 'sent' AND alert_at > ?1) AS n`,
    )
    .bind(hourAgo())
    .first<{ n: number }>();
  return limits.staffAlertsPerHour - (row?.n ?? 0);
}

/** Claims one due alert (a request and the cron may meet): true for the one that claimed it. */
async function claim(db: D1Database, id: string): Promise<boolean> {
  const done = await db.prepare(`UPDATE lead_messages SET alert = 'sent', alert_at = ${now} WHERE id = ? AND alert = 'due'`).bind(id).run();
  return (done.meta.changes ?? 0) > 0;
}

const release = (db: D1Database, id: string) => db.prepare(`UPDATE lead_messages SET alert = 'due' WHERE id = ?`).bind(id).run();

const leadUrl = (env: Bindings, leadId: string) => new URL(adminHref(defaultLang, `leads/${leadId}`), env.SITE_URL).href;
const sender = (env: Bindings) => ({ email: env.NOTIFY_FROM || site.formsSender, name: site.name });

async function alertOne(env: Bindings, alert: DueAlert): Promise<void> {
  if (!env.EMAIL) throw new Error('no EMAIL binding');
  const t = translator(defaultLang);
  const reference = referenceOf(alert.submission_id);
  await env.EMAIL.send({
    from: sender(env),
    to: env.NOTIFY_TO || site.email,
    subject: t('admin:conversation.alert.subject', { reference }),
    text: `${t('admin:conversation.alert.intro', { reference, at: instantInWords(t, defaultLang, alert.at), url: leadUrl(env, alert.submission_id) })}\n\n${alert.body || t('admin:conversation.noText')}\n`,
  });
}

/**
 * Sends the due alerts while the hour has room, each claimed first; with `digest` (the cron), the
 * rest go as one message. Returns how many alerts went.
 */
export async function sendReplyAlerts(env: Bindings, { digest = false } = {}): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id, submission_id, at, body FROM lead_messages WHERE alert = 'due' ORDER BY alert_at, id LIMIT 100`,
  ).all<DueAlert>();
  if (results.length === 0) return 0;
  await loadTranslators(defaultLang);
  const left = Math.max(0, await room(env.DB));
  let sent = 0;
  for (const alert of results.slice(0, left)) {
    if (!(await claim(env.DB, alert.id))) continue;
    try {
      await alertOne(env, alert);
      sent += 1;
    } catch (error) {
      console.error(`[reply alert ${alert.id}] failed`, error instanceof Error ? error.message : error);
      await release(env.DB, alert.id);
    }
  }
  const rest = results.slice(left);
  if (!digest || rest.length === 0) return sent;
  const claimed: DueAlert[] = [];
  for (const alert of rest) if (await claim(env.DB, alert.id)) claimed.push(alert);
  if (claimed.length === 0) return sent;
  try {
    if (!env.EMAIL) throw new Error('no EMAIL binding');
    const t = translator(defaultLang);
    await env.EMAIL.send({
      from: sender(env),
      to: env.NOTIFY_TO || site.email,
      subject: t('admin:conversation.alert.digestSubject', { count: claimed.length }),
      text: `${t('admin:conversation.alert.digestIntro', { count: claimed.length, max: limits.staffAlertsPerHour })}\n\n${claimed
        .map((alert) => `- ${referenceOf(alert.submission_id)} · ${instantInWords(t, defaultLang, alert.at)}\n  ${leadUrl(env, alert.submission_id)}`)
        .join('\n')}\n`,
    });
    return sent + claimed.length;
  } catch (error) {
    console.error(`[reply alert digest of ${claimed.length}] failed`, error instanceof Error ? error.message : error);
    await Promise.all(claimed.map((alert) => release(env.DB, alert.id)));
    return sent;
  }
}
