import type { T } from '../i18n';
import type { Lang } from '../routes';
import { replyDueAt } from '../business-hours/reply-clock';
import { channelNames, isDeadLetter, type DeliveryRow } from '../submissions/index.server';
import type { FirstReply } from './first-reply.server';
import type { HistoryRow, LeadRow } from './lead-queries.server';
import { replyState } from './reply-due';
import { when } from './lead-words.server';

/**
 * The reply promise on the inbox's pages (docs/decisions/0034-reply-due-in-the-inbox.md): each
 * lead's due time with its mark (overdue, due within the hour, answered), and on the lead's page
 * who answered first and when, and how each channel of the outbox went.
 */
export function DueMark({
  lang,
  t,
  lead,
  now,
}: {
  lang: Lang;
  t: T;
  lead: Pick<LeadRow, 'created_at' | 'status'> & { first_reply_at?: string | null };
  now?: number;
}) {
  const due = replyDueAt(Date.parse(lead.created_at)).toISOString();
  const state = lead.status === 'spam' ? null : replyState(lead.created_at, lead.first_reply_at ?? null, now);
  return (
    <>
      <time dateTime={due}>{when(lang, due)}</time>
      {state && state !== 'waiting' ? (
        <>
          {' '}
          <span className={`admin-due admin-due-${state}`}>{t(`admin:due.${state}`)}</span>
        </>
      ) : null}
    </>
  );
}

/** The record's lines about the promise: due by, first reply. */
export function replyFacts(lang: Lang, t: T, lead: LeadRow, firstReply: FirstReply) {
  return [
    { term: t('admin:due.heading'), value: <DueMark lang={lang} t={t} lead={{ ...lead, first_reply_at: firstReply?.at ?? null }} /> },
    {
      term: t('admin:due.firstReply'),
      value: firstReply ? t('admin:due.firstReplyBy', { at: when(lang, firstReply.at), who: firstReply.actor }) : t('admin:due.notYet'),
    },
  ];
}

/**
 * A client's question on a proposal starts the reply promise's clock again (docs/decisions/0052-proposals.md):
 * the newest question no note or status change has followed yet, with its due time and mark; null when none waits.
 */
export function questionFacts(lang: Lang, t: T, history: readonly HistoryRow[], now?: number) {
  const asked = history.filter((line) => line.kind === 'question').at(-1);
  if (!asked || history.some((line) => (line.kind === 'note' || line.kind === 'status') && line.at >= asked.at)) return [];
  return [{ term: t('admin:due.question'), value: <DueMark lang={lang} t={t} lead={{ created_at: asked.at, status: 'new' }} now={now} /> }];
}

/** Where one outbox send stands, in words: sent, retrying, given up (a dead letter) or queued (docs/decisions/0016-outbox.md). */
export function outboxState(lang: Lang, t: T, send: Pick<DeliveryRow, 'sent_at' | 'attempts' | 'next_at' | 'error'>): string {
  if (send.sent_at) return t('admin:notification.sent', { at: when(lang, send.sent_at), attempts: send.attempts });
  if (isDeadLetter(send)) return t('admin:notification.dead', { attempts: send.attempts, error: send.error ?? '—' });
  if (send.attempts > 0) return t('admin:notification.retrying', { attempts: send.attempts, next: when(lang, send.next_at), error: send.error ?? '—' });
  return t('admin:notification.pending');
}

/** One line per channel of the outbox (`channelNames`, in their order), or why nothing was sent. */
export function deliveryFacts(lang: Lang, t: T, lead: LeadRow, deliveries: DeliveryRow[]) {
  return channelNames.map((channel) => {
    const found = deliveries.find((delivery) => delivery.channel === channel);
    const term = t(`admin:deliveries.${channel}`);
    if (found?.skipped) return { term, value: t(`admin:deliveries.skipped.${found.skipped}`) };
    if (found) return { term, value: outboxState(lang, t, found) };
    if (lead.held_at) return { term, value: t('admin:review.nothingSent') };
    return { term, value: t(lead.spam ? 'admin:notification.spam' : `admin:deliveries.none.${channel}`) };
  });
}
