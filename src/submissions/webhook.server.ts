import type { Bindings } from '../env';
import { loadTranslators, translator } from '../i18n';
import { adminHref, defaultLang } from '../routes';
import { replyDueAt } from '../business-hours/reply-clock';
import { oneLine } from '../text/control-characters';
import { referenceOf } from './reference';
import { formOf } from './forms';
import { personOf } from './person';
import { choicesInWords, formWords, instantInWords } from './form-words.server';
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

/** A fact of one line, at most 200 characters (a name, a company). */
const fact = (value: unknown) => (typeof value === 'string' ? oneLine(value).slice(0, 200) : '');

/** The lead's facts, as the standard format posts them (`type: lead.created`). */
export function leadFacts(row: SubmissionRow, env: Bindings) {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const t = translator(defaultLang);
  const person = personOf(formOf(row.form), data);
  return {
    id: row.id,
    reference: referenceOf(row.id),
    form: row.form,
    lang: row.lang,
    name: fact(person.name),
    company: fact(person.company) || null,
    choices: choicesInWords(row.form, data, t, defaultLang),
    receivedAt: row.created_at,
    replyDueAt: replyDueAt(Date.parse(row.created_at)).toISOString(),
    url: new URL(adminHref(defaultLang, `leads/${row.id}`), env.SITE_URL).href,
  };
}

type Facts = ReturnType<typeof leadFacts>;

/**
 * What a visitor typed, as plain text in Slack and Teams (docs/decisions/0033-confirmation-and-webhook.md):
 * it only ever goes where the format has no markup (Slack's `plain_text` objects, Teams'
 * `TextRun`s), and a word joiner (U+2060, invisible) before each `.`, `:` and `@` keeps a client
 * from making a link of `https://…`, `www.…`, a bare domain or an address all the same.
 */
export const unlinked = (text: string) => text.replace(/[.:@]/g, '\u2060$&');
/** Slack reads `&`, `<` and `>` as its control characters in any text object: shown as typed once escaped. */
const slackEscaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Slack's text shown as typed: no markup, no emoji from `:name:`, 1 to `max` characters as sent (3,000; 150 in a header). */
function slackPlain(text: string, max = 3000) {
  let shown = text || '—';
  if (slackEscaped(shown).length > max) {
    const characters = [...shown];
    while (slackEscaped(`${characters.join('')}…`).length > max) characters.pop();
    shown = `${characters.join('')}…`;
  }
  return { type: 'plain_text', text: slackEscaped(shown), emoji: false };
}
/** A Slack section holds at most 10 fields: five facts, each a label and its value. */
const slackFactsPerSection = 5;

function summary(facts: Facts) {
  const t = translator(defaultLang);
  const form = formWords(t, 'forms:webhook.forms', facts.form);
  return {
    title: t('forms:webhook.title', { form, name: unlinked(facts.name) || '—' }),
    /** For notifications and clients without blocks: our words only, the visitor's name stays in the blocks. */
    notice: t('forms:webhook.title', { form, name: facts.reference }),
    facts: [
      { label: t('forms:webhook.reference'), value: facts.reference },
      { label: t('forms:webhook.company'), value: facts.company ? unlinked(facts.company) : '—' },
      { label: t('forms:webhook.lang'), value: t(`forms:webhook.langs.${facts.lang}`) },
      ...facts.choices,
      { label: t('forms:webhook.received'), value: instantInWords(t, defaultLang, facts.receivedAt) },
      { label: t('forms:webhook.due'), value: instantInWords(t, defaultLang, facts.replyDueAt) },
    ],
  };
}

/** The body to post, in the configured format. */
export function webhookBody(facts: Facts, format: WebhookFormat): object {
  if (format === 'standard') return { type: 'lead.created', timestamp: new Date().toISOString(), data: facts };
  return chatMessage({ ...summary(facts), url: facts.url }, format);
}

/**
 * A staff alert for a chat (a lead, a proposal's answer): a title, a notice for clients without
 * blocks (our words only), facts, and the inbox's page when there is one. What a stranger typed is
 * only ever in the title and the values, `unlinked` by the caller, and shown as plain text.
 */
export type ChatAlert = { title: string; notice: string; facts: { label: string; value: string }[]; url: string | null };

/** A chat alert in Slack's or Teams' incoming-webhook format, its labels in the company's language. */
export function chatMessage({ title, notice, facts: lines, url }: ChatAlert, format: 'slack' | 'teams'): object {
  const t = translator(defaultLang);
  const open = t('forms:webhook.open');
  if (format === 'slack') {
    const sections = [];
    for (let start = 0; start < lines.length; start += slackFactsPerSection) {
      const fields = lines
        .slice(start, start + slackFactsPerSection)
        .flatMap(({ label, value }) => [{ type: 'mrkdwn', text: `*${slackEscaped(label)}*` }, slackPlain(value)]);
      sections.push({ type: 'section', fields });
    }
    return {
      text: url ? `${slackEscaped(notice)} — ${url}` : slackEscaped(notice),
      blocks: [
        { type: 'header', text: slackPlain(title, 150) },
        ...sections,
        ...(url ? [{ type: 'actions', elements: [{ type: 'button', text: slackPlain(open, 75), url }] }] : []),
      ],
    };
  }
  return teamsMessage(
    [
      { type: 'RichTextBlock', inlines: [{ type: 'TextRun', text: title, weight: 'Bolder', size: 'Medium' }] },
      ...lines.map(({ label, value }) => ({
        type: 'RichTextBlock',
        inlines: [
          { type: 'TextRun', text: t('forms:webhook.labelled', { label }), weight: 'Bolder' },
          { type: 'TextRun', text: value },
        ],
      })),
    ],
    url ? [{ type: 'Action.OpenUrl', title: open, url }] : [],
  );
}

/** An Adaptive Card message, as Teams' incoming webhooks take it. */
export function teamsMessage(body: object[], actions: object[] = []) {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          ...(actions.length ? { actions } : {}),
        },
      },
    ],
  };
}

/** Throws when the webhook cannot be posted in the configured format (unset, or the standard format without its secret). */
export function webhookFormat(env: Bindings): WebhookFormat {
  if (!env.LEAD_WEBHOOK_URL) throw new Error('LEAD_WEBHOOK_URL is not set');
  const format = formatOf(env);
  if (format === 'standard' && !env.LEAD_WEBHOOK_SECRET) throw new Error('LEAD_WEBHOOK_SECRET is not set');
  return format;
}

/**
 * Posts a body to `LEAD_WEBHOOK_URL`, signed when a secret is set, under `id` (the same on every try,
 * so the receiver can drop a repeat: the spec's idempotency); throws when refused, unreachable or too slow.
 */
export async function postToWebhook(env: Bindings, id: string, payload: object): Promise<void> {
  const body = JSON.stringify(payload);
  const signed = env.LEAD_WEBHOOK_SECRET ? await webhookHeaders(env.LEAD_WEBHOOK_SECRET, id, body) : {};
  const response = await fetch(env.LEAD_WEBHOOK_URL ?? '', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...signed },
    body,
    signal: AbortSignal.timeout(webhookTimeoutMs),
  });
  if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  await response.body?.cancel();
}

/** Posts one lead; throws (for the outbox to retry) when unset, refused, unreachable or too slow. */
export async function postLead(row: SubmissionRow, env: Bindings): Promise<void> {
  const format = webhookFormat(env);
  await loadTranslators(defaultLang);
  await postToWebhook(env, `lead_${row.id}`, webhookBody(leadFacts(row, env), format));
}
