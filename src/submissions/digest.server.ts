import type { Bindings } from '../env';
import { loadTranslators, translator } from '../i18n';
import { adminHref, defaultLang } from '../routes';
import { site } from '../site';
import { oneLine } from '../text/control-characters';
import { limits } from './limits';
import { referenceOf } from './reference';
import { formWords, instantInWords } from './form-words.server';
import { postToWebhook, teamsMessage, webhookFormat } from './webhook.server';
import type { SubmissionRow } from './storage.server';

/**
 * Staff alerts in a flood (docs/decisions/0046-review-pile-and-email-budget.md): past
 * `limits.staffAlertsPerHour` alerts an hour on a staff channel (`digest` in `channels.server.ts`),
 * the cron gathers what waits into one message per channel, written here. A digest carries each
 * lead's reference, form, time and inbox link: never a word the visitor typed.
 */

/** The digest's lines, in the company's language. */
function digestLines(rows: readonly SubmissionRow[], env: Bindings) {
  const t = translator(defaultLang);
  return {
    title: t('forms:digest.title', { count: rows.length }),
    leads: rows.map((row) => ({
      id: row.id,
      reference: referenceOf(row.id),
      form: row.form,
      what: formWords(t, 'forms:webhook.forms', row.form),
      received: instantInWords(t, defaultLang, row.created_at),
      receivedAt: row.created_at,
      url: new URL(adminHref(defaultLang, `leads/${row.id}`), env.SITE_URL).href,
    })),
    intro: t('forms:digest.intro', { count: rows.length, max: limits.staffAlertsPerHour }),
  };
}

/** One staff e-mail for many leads. */
export async function emailDigest(rows: readonly SubmissionRow[], env: Bindings): Promise<void> {
  if (!env.EMAIL) throw new Error('no EMAIL binding');
  await loadTranslators(defaultLang);
  const { title, leads, intro } = digestLines(rows, env);
  await env.EMAIL.send({
    from: { email: env.NOTIFY_FROM || site.formsSender, name: site.name },
    to: env.NOTIFY_TO || site.email,
    subject: oneLine(title),
    text: `${intro}\n\n${leads.map((lead) => `- ${lead.reference} · ${lead.what} · ${lead.received}\n  ${lead.url}`).join('\n')}\n`,
  });
}

/** One webhook call for many leads, in the configured format (`lead.digest` in the standard one, signed). */
export async function webhookDigest(rows: readonly SubmissionRow[], env: Bindings): Promise<void> {
  const format = webhookFormat(env);
  await loadTranslators(defaultLang);
  const { title, leads, intro } = digestLines(rows, env);
  const line = (lead: (typeof leads)[number]) => `${lead.reference} · ${lead.what} · ${lead.received} — ${lead.url}`;
  const payload =
    format === 'standard'
      ? { type: 'lead.digest', timestamp: new Date().toISOString(), data: { count: leads.length, leads } }
      : format === 'slack'
        ? { text: `${title}\n${intro}\n${leads.map(line).join('\n')}` }
        : teamsMessage(
            [title, intro, ...leads.map(line)].map((text, index) => ({
              type: 'TextBlock',
              text,
              wrap: true,
              ...(index ? {} : { weight: 'Bolder', size: 'Medium' }),
            })),
          );
  // The same id on every try of the same digest.
  await postToWebhook(env, `digest_${rows[0]?.id}_${rows.length}`, payload);
}
