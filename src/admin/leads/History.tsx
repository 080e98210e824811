import { dataKey, type T } from '../../i18n';
import type { Lang } from '../../routes';
import type { HistoryRow, LeadRow } from '../shared/lead-queries.server';
import { when } from '../shared/lead-words.server';
import type { InboxView } from '../shared/inbox-views';

/** A lead's history, oldest first: received, then each status change and note, with who and when, and the client's questions on its proposals. */
export function History({ lang, t, view, lead, history }: { lang: Lang; t: T; view: InboxView; lead: LeadRow; history: HistoryRow[] }) {
  return (
    <section aria-labelledby="history-title" className="admin-card">
      <h2 id="history-title">{t('admin:history.heading')}</h2>
      <ol className="admin-history">
        <li>
          <time dateTime={lead.created_at}>{when(lang, lead.created_at)}</time>
          {' —'} {t(view.words.received)}
        </li>
        {history.map((line) => (
          <li key={line.id}>
            <time dateTime={line.at}>{when(lang, line.at)}</time> —{' '}
            {line.kind === 'status' ? (
              t('admin:history.status', {
                who: line.actor,
                from: t(dataKey(`admin:statuses.${line.from_status}`)),
                to: t(dataKey(`admin:statuses.${line.to_status}`)),
              })
            ) : line.kind === 'update-requested' ? (
              t('admin:history.updateRequested', { number: line.note })
            ) : line.kind === 'question' ? (
              <>
                {t('admin:history.question')}
                <blockquote className="admin-note">{line.note}</blockquote>
              </>
            ) : (
              <>
                {t('admin:history.note', { who: line.actor })}
                <blockquote className="admin-note">{line.note}</blockquote>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
