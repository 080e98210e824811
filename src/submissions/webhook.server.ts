import type { Bindings } from '../env';
import { loadTranslators, translator } from '../i18n';
import { adminHref, defaultLang } from '../routes';
import { replyDueAt } from '../content/reply-clock';
import { controlCharacters } from '../content/control-characters';
import { referenceOf } from './reference';
import { choicesInWords, formWords, instantInWords } from './words.server';
import type { SubmissionRow } from './storage.server';
import { webhookHeaders } from './webhook-signature.server';

/**
 * The staff alert (docs/decisions/0033-confirmation-and-webhook.md): each lead posted at once to
 * `LEAD_WEBHOOK_URL`, signed per Standard Webhooks with `LEAD_WEBHOOK_SECRET`, or in Slack's or
 * Teams' incoming-webhook format (`LEAD_WEBHOOK_FORMAT`). Facts only, in the company's language;
 * never the message the visitor typed.
 */
export const webhookTimeoutMs = 5000;
export const webhookFormats = ['standard', 'slack', 'teams'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

export const formatOf = (env: Bindings): WebhookFormat =>
  (webhookFormats as readonly string[]).includes(env.LEAD_WEBHOOK_FORMAT ?? '') ? (env.LEAD_WEBHOOK_FORMAT as WebhookFormat) : 'standard';

const oneLine = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(controlCharacters({ runs: true }), ' ')
        .trim()
        .slice(0, 200)
    : '';

/** The lead's facts, as the standard format posts them (`type: lead.created`). */
export function leadFacts(row: SubmissionRow, env: Bindings) {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const t = translator(defaultLang);
  return {
    id: row.id,
    reference: referenceOf(row.id),
    form: row.form,
    lang: row.lang,
    name: oneLine(`${oneLine(data.firstName)} ${oneLine(data.lastName)}`),
    company: oneLine(data.company) || null,
    choices: choicesInWords(row.form, data, t, defaultLang),
    receivedAt: row.created_at,
    replyDueAt: replyDueAt(Date.parse(row.created_at)).toISOString(),
    url: new URL(adminHref(defaultLang, `leads/${row.id}`), env.SITE_URL).href,
  };
}

type Facts = ReturnType<typeof leadFacts>;

/** Slack's mrkdwn reads `<…>` as links and `&` as entities: a visitor's name must not become one. */
const slackText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Teams' cards read Markdown: its marks are shown as typed. */
const teamsText = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, '\\$&');

function summary(facts: Facts) {
  const t = translator(defaultLang);
  return {
    title: t('forms:webhook.title', { form: formWords(t, 'forms:webhook.forms', facts.form), name: facts.name || '—' }),
    facts: [
      { label: t('forms:webhook.reference'), value: facts.reference },
      { label: t('forms:webhook.company'), value: facts.company ?? '—' },
      { label: t('forms:webhook.lang'), value: t(`forms:webhook.langs.${facts.lang}`) },
      ...facts.choices,
      { label: t('forms:webhook.received'), value: instantInWords(t, defaultLang, facts.receivedAt) },
      { label: t('forms:webhook.due'), value: instantInWords(t, defaultLang, facts.replyDueAt) },
    ],
    open: t('forms:webhook.open'),
  };
}

/** The body to post, in the configured format. */
export function webhookBody(facts: Facts, format: WebhookFormat): object {
  if (format === 'standard') return { type: 'lead.created', timestamp: new Date().toISOString(), data: facts };
  const { title, facts: lines, open } = summary(facts);
  if (format === 'slack') {
    const text = `${slackText(title)}\n${lines.map(({ label, value }) => `*${slackText(label)}* : ${slackText(value)}`).join('\n')}`;
    return {
      text: `${slackText(title)} — ${facts.url}`,
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text } },
        { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: open }, url: facts.url }] },
      ],
    };
  }
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: teamsText(title), weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'FactSet', facts: lines.map(({ label, value }) => ({ title: teamsText(label), value: teamsText(value) })) },
          ],
          actions: [{ type: 'Action.OpenUrl', title: open, url: facts.url }],
        },
      },
    ],
  };
}

/** Posts one lead; throws (for the outbox to retry) when unset, refused, unreachable or too slow. */
export async function postLead(row: SubmissionRow, env: Bindings): Promise<void> {
  if (!env.LEAD_WEBHOOK_URL) throw new Error('LEAD_WEBHOOK_URL is not set');
  const format = formatOf(env);
  if (format === 'standard' && !env.LEAD_WEBHOOK_SECRET) throw new Error('LEAD_WEBHOOK_SECRET is not set');
  await loadTranslators(defaultLang);
  const body = JSON.stringify(webhookBody(leadFacts(row, env), format));
  // The same id on every try, so the receiver can drop a repeat (the spec's idempotency).
  const signed = env.LEAD_WEBHOOK_SECRET ? await webhookHeaders(env.LEAD_WEBHOOK_SECRET, `lead_${row.id}`, body) : {};
  const response = await fetch(env.LEAD_WEBHOOK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...signed },
    body,
    signal: AbortSignal.timeout(webhookTimeoutMs),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  await response.body?.cancel();
}
