import type { T } from '../i18n';
import type { Lang } from '../routes';
import { replyDueAt } from '../content/reply-clock';
import type { DeliveryRow } from '../submissions/deliveries.server';
import { isDeadLetter } from '../submissions/deliveries.server';
import type { FirstReply } from './first-reply.server';
import type { LeadRow } from './leads.server';
import { replyState } from './reply-due';
import { when } from './words.server';

/**
 * The reply promise on the inbox's pages (docs/decisions/0034-reply-due-in-the-inbox.md): each
 * lead's due time with its mark (overdue, due within the hour, answered), and on the lead's page
 * who answered first and when, and how its confirmation and webhook went.
 */
export function DueMark({ lang, t, lead, now }: { lang: Lang; t: T; lead: Pick<LeadRow, 'created_at' | 'status'> & { first_reply_at?: string | null }; now?: number }) {
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
    { term: t('admin:due.firstReply'), value: firstReply ? t('admin:due.firstReplyBy', { at: when(lang, firstReply.at), who: firstReply.actor }) : t('admin:due.notYet') },
  ];
}

/** One line per outbox channel of the lead: sent, retrying, given up (a dead letter), or not sent and why. */
export function deliveryFacts(lang: Lang, t: T, lead: LeadRow, deliveries: DeliveryRow[]) {
  return (['confirmation', 'webhook'] as const).map((channel) => {
    const found = deliveries.find((delivery) => delivery.channel === channel);
    const term = t(`admin:deliveries.${channel}`);
    if (!found) return { term, value: t(lead.spam ? 'admin:notification.spam' : `admin:deliveries.none.${channel}`) };
    if (found.sent_at) return { term, value: t('admin:notification.sent', { at: when(lang, found.sent_at), attempts: found.attempts }) };
    if (isDeadLetter(found)) return { term, value: t('admin:notification.dead', { attempts: found.attempts, error: found.error ?? '—' }) };
    if (found.attempts > 0) return { term, value: t('admin:notification.retrying', { attempts: found.attempts, next: when(lang, found.next_at), error: found.error ?? '—' }) };
    return { term, value: t('admin:notification.pending') };
  });
}
