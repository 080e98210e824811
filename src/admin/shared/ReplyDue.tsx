import type { T } from '../../i18n';
import type { Lang } from '../../routes';
import { replyDueAt } from '../../business-hours/reply-clock';
import { channelNames, isDeadLetter, type DeliveryRow } from '../../submissions/index.server';
import { clientLineKinds, type FirstReply } from './first-reply.server';
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
  from,
  waiting,
  spam = false,
  now,
}: {
  lang: Lang;
  t: T;
  /** When the clock starts: the receipt, or the client's line that waits. */
  from: string;
  /** False once answered. */
  waiting: boolean;
  spam?: boolean;
  now?: number;
}) {
  const due = replyDueAt(Date.parse(from)).toISOString();
  const state = spam ? null : replyState(waiting ? from : null, now);
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

/** The list's due column: counted from since when the lead waits (`waitingSinceSql`), from its receipt once answered. */
export function ListDueMark({ lang, t, lead }: { lang: Lang; t: T; lead: Pick<LeadRow, 'created_at' | 'status' | 'waiting_since'> }) {
  return <DueMark lang={lang} t={t} from={lead.waiting_since ?? lead.created_at} waiting={lead.waiting_since != null} spam={lead.status === 'spam'} />;
}

/** The record's lines about the promise: due by, first reply. */
export function replyFacts(lang: Lang, t: T, lead: LeadRow, firstReply: FirstReply) {
  return [
    { term: t('admin:due.heading'), value: <DueMark lang={lang} t={t} from={lead.created_at} waiting={!firstReply} spam={lead.status === 'spam'} /> },
    {
      term: t('admin:due.firstReply'),
      value: firstReply ? t('admin:due.firstReplyBy', { at: when(lang, firstReply.at), who: firstReply.actor }) : t('admin:due.notYet'),
    },
  ];
}

/**
 * A client's question on a proposal, its request for an updated one, or its e-mail, starts the reply promise's
 * clock again once the lead was answered (docs/decisions/0052-proposals.md): the client's line the
 * lead waits since (`waitingSinceOf`), with its due time and mark; none when the lead is answered or
 * still waits for its first reply (the line above says it).
 */
export function questionFacts(
  lang: Lang,
  t: T,
  history: readonly HistoryRow[],
  waitingSince: string | null,
  now?: number,
  messages: readonly { at: string; direction: string }[] = [],
) {
  const asked = history.find((line) => (clientLineKinds as readonly string[]).includes(line.kind) && line.at === waitingSince);
  // A client's e-mail starts the clock again too (docs/decisions/0057-lead-conversation.md).
  const wrote = asked ? undefined : messages.find((message) => message.direction === 'in' && message.at === waitingSince);
  if (wrote) return [{ term: t('admin:due.clientEmail'), value: <DueMark lang={lang} t={t} from={wrote.at} waiting now={now} /> }];
  if (!asked) return [];
  const term = t(asked.kind === 'question' ? 'admin:due.question' : 'admin:due.updateRequested');
  return [{ term, value: <DueMark lang={lang} t={t} from={asked.at} waiting now={now} /> }];
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
