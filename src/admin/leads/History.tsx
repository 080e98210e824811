import type { ReactNode } from 'react';
import { dataKey, type T } from '../../i18n';
import { htmlLang } from '../../languages';
import type { Lang } from '../../routes';
import type { Declined, MessageFileRow, MessageRow } from '../../conversation/messages.server';
import { replyState } from '../../conversation/staff-reply.server';
import type { HistoryRow, LeadRow } from '../shared/lead-queries.server';
import { when } from '../shared/lead-words.server';
import type { InboxView } from '../shared/inbox-views';
import { PostButton } from '../shared/PostButton';

/** One line of the thread: when, what, and the words or e-mail it holds. */
type Line = { at: string; key: string; node: ReactNode };

type ThreadProps = {
  lang: Lang;
  t: T;
  view: InboxView;
  lead: LeadRow;
  history: HistoryRow[];
  /** The lead's e-mails, both ways (docs/decisions/0057-lead-conversation.md), and their attachments. */
  messages: MessageRow[];
  files: MessageFileRow[];
  /** The lead's page: its attachments' downloads and its messages' actions are under it. */
  self: string;
};

const kilobytes = (lang: Lang, bytes: number) =>
  new Intl.NumberFormat(htmlLang[lang], { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));

function historyLine(t: T, line: HistoryRow): ReactNode {
  if (line.kind === 'status')
    return t('admin:history.status', {
      who: line.actor,
      from: t(dataKey(`admin:statuses.${line.from_status}`)),
      to: t(dataKey(`admin:statuses.${line.to_status}`)),
    });
  if (line.kind === 'update-requested') return t('admin:history.updateRequested', { number: line.note });
  if (line.kind === 'question')
    return (
      <>
        {t('admin:history.question')}
        <blockquote className="admin-note">{line.note}</blockquote>
      </>
    );
  return (
    <>
      {t('admin:history.note', { who: line.actor })} <span className="admin-internal">{t('admin:conversation.internal')}</span>
      <blockquote className="admin-note">{line.note}</blockquote>
    </>
  );
}

/** A staff reply: who, its delivery state, its text. */
function Sent({ lang, t, message }: { lang: Lang; t: T; message: MessageRow }) {
  const state = replyState(message);
  const words = { at: when(lang, message.sent_at), attempts: message.attempts, error: message.error ?? '' };
  return (
    <>
      <strong>{t('admin:conversation.kinds.staff', { actor: message.actor ?? '' })}</strong>{' '}
      <span className={`admin-delivery admin-delivery-${state}`}>{t(`admin:conversation.states.${state}`, words)}</span>
      <div className="admin-mail">{message.body}</div>
    </>
  );
}

/** A client's e-mail: from whom, flagged when from another address (with its accept action), its text, attachments and what was declined. */
function Received({ lang, t, message, files, self }: { lang: Lang; t: T; message: MessageRow; files: MessageFileRow[]; self: string }) {
  const declined = message.declined ? (JSON.parse(message.declined) as Declined[]) : [];
  const flagged = message.other_sender === 1;
  return (
    <>
      <strong>{t(flagged ? 'admin:conversation.kinds.other' : 'admin:conversation.kinds.client')}</strong>{' '}
      <span className="admin-from">
        {t('admin:conversation.from')} <bdi>{message.from_address}</bdi>
      </span>
      {flagged ? (
        <div className="admin-flag">
          <p>{t('admin:conversation.otherSender')}</p>
          {message.accepted_at ? (
            <p>{t('admin:conversation.accepted', { actor: message.accepted_by ?? '', at: when(lang, message.accepted_at) })}</p>
          ) : (
            <PostButton action={`${self}/accept`} field={{ name: 'message', value: message.id }} label={t('admin:conversation.accept')} />
          )}
        </div>
      ) : null}
      <div className="admin-mail">{message.body || <em>{t('admin:conversation.noText')}</em>}</div>
      {files.length ? (
        <ul className="admin-attachments" aria-label={t('admin:conversation.attachments')}>
          {files.map((file) => (
            <li key={file.position}>
              <a href={`${self}/messages/${message.id}/files/${file.position}`} download>
                {t('admin:conversation.download', { name: file.name, size: kilobytes(lang, file.size) })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {declined.map((file) => (
        <p key={file.name} className="admin-declined">
          {t('admin:conversation.declined', { name: file.name, reason: t(`admin:conversation.declinedReasons.${file.reason}`) })}
        </p>
      ))}
    </>
  );
}

function messageLine(lang: Lang, t: T, message: MessageRow, files: MessageFileRow[], self: string): ReactNode {
  if (message.direction === 'out') return <Sent lang={lang} t={t} message={message} />;
  if (message.kind === 'auto' || message.kind === 'bounce')
    return (
      <span className="admin-quiet">
        {t(`admin:conversation.kinds.${message.kind}`)}
        {message.subject ? (
          <>
            {' '}
            — <bdi>{message.subject}</bdi>
          </>
        ) : null}
      </span>
    );
  return <Received lang={lang} t={t} message={message} files={files.filter((file) => file.message_id === message.id)} self={self} />;
}

/**
 * A lead's one thread, oldest first, in Montréal time: its receipt, each status change and internal
 * note (marked internal), the client's questions on its proposals, staff's e-mails with their
 * delivery state and the client's with their attachments; auto-replies and bounces as one quiet line.
 */
export function History({ lang, t, view, lead, history, messages, files, self }: ThreadProps) {
  const lines: Line[] = [
    { at: lead.created_at, key: 'request', node: t(view.words.received) },
    ...history.map((line) => ({ at: line.at, key: `h${line.id}`, node: historyLine(t, line) })),
    ...messages.map((message) => ({ at: message.at, key: `m${message.id}`, node: messageLine(lang, t, message, files, self) })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return (
    <section aria-labelledby="history-title" className="admin-card">
      <h2 id="history-title">{t('admin:conversation.heading')}</h2>
      <ol className="admin-history">
        {lines.map((line) => (
          <li key={line.key} id={line.key}>
            <time dateTime={line.at}>{when(lang, line.at)}</time> — {line.node}
          </li>
        ))}
      </ol>
    </section>
  );
}
