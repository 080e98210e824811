import { longDate } from '../../business/format';
import { dataKey, type T } from '../../i18n';
import type { Lang } from '../../routes';
import type { ProposalHistoryRow } from '../../proposals/staff-store.server';
import { when } from '../shared/lead-words.server';
import { centsInWords } from '../../proposals/amounts';

type Detail = Record<string, unknown>;

function parsed(text: string | null): Detail {
  try {
    const value = text ? (JSON.parse(text) as unknown) : null;
    return value && typeof value === 'object' ? (value as Detail) : {};
  } catch {
    return {};
  }
}

const day = (lang: Lang, value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? longDate(lang, value) : '—');

/** One line of a proposal's history, every kind staff or the client cause (docs/decisions/0052-proposals.md). */
function Line({ lang, t, line, replyHref }: { lang: Lang; t: T; line: ProposalHistoryRow; replyHref?: string }) {
  const detail = parsed(line.detail);
  const who = line.actor;
  switch (line.kind) {
    case 'created':
      return (
        <>
          {detail.replaces
            ? t('admin:proposals.history.createdRevision', { who, number: String(detail.replaces) })
            : t('admin:proposals.history.created', { who })}
        </>
      );
    case 'sent':
      return <>{t('admin:proposals.history.sent', { who, number: String(detail.number ?? ''), date: day(lang, detail.validUntil) })}</>;
    case 'opened':
      return <>{t('admin:proposals.history.opened')}</>;
    case 'revised':
      return <>{t('admin:proposals.history.revised', { who, revision: String(detail.revision ?? '') })}</>;
    case 'replaced':
      return <>{t('admin:proposals.history.replaced', { number: String(detail.number ?? '') })}</>;
    case 'withdrawn':
      return <>{t('admin:proposals.history.withdrawn', { who })}</>;
    case 'extended':
      return <>{t('admin:proposals.history.extended', { who, from: day(lang, detail.from), to: day(lang, detail.to) })}</>;
    case 'reminded':
      return <>{t('admin:proposals.history.reminded')}</>;
    case 'accepted':
      return <>{t('admin:proposals.history.accepted', { name: String(detail.name ?? '—') })}</>;
    case 'declined':
      return (
        <>
          {t('admin:proposals.history.declined', {
            reason: t(dataKey(`admin:proposals.history.reasons.${String(detail.reason ?? 'other')}`), { defaultValue: String(detail.reason ?? '') }),
          })}
          {detail.words ? (
            <>
              {' '}
              {t('admin:proposals.history.declinedWords')}
              <blockquote className="admin-note">{String(detail.words)}</blockquote>
            </>
          ) : null}
        </>
      );
    case 'question':
      return (
        <>
          {t('admin:proposals.history.question')}
          <blockquote className="admin-note">{String(detail.text ?? '')}</blockquote>
          {/* Answered by e-mail from the lead's page, in its thread (docs/decisions/0057-lead-conversation.md). */}
          {replyHref ? <a href={replyHref}>{t('admin:conversation.answerQuestion')}</a> : null}
        </>
      );
    case 'update-requested':
      return <>{t('admin:proposals.history.updateRequested')}</>;
    case 'language':
      return (
        <>
          {t('admin:proposals.history.language', {
            lang: t(dataKey(`admin:proposals.history.languages.${String(detail.lang ?? '')}`), { defaultValue: String(detail.lang ?? '') }),
          })}
        </>
      );
    case 'deposit-paid':
    case 'deposit-processing':
    case 'deposit-failed':
    case 'deposit-refunded':
    case 'deposit-disputed':
    case 'payment-anomaly':
    case 'checkout-started':
    case 'deposit-reminded':
      // The deposit's own (docs/decisions/0055-deposits-and-payments.md).
      return (
        <>
          {t(dataKey(`admin:proposals.history.deposit.${line.kind}`), {
            who,
            day: day(lang, detail.paidOn),
            method: detail.method ? t(dataKey(`payment:invoice.methods.${String(detail.method)}`)) : '—',
            reference: String(detail.reference ?? '—'),
            amount: typeof detail.refundedCents === 'number' ? centsInWords(lang, detail.refundedCents) : '—',
            mismatch: Array.isArray(detail.mismatch) ? detail.mismatch.join(', ') : '—',
            attempt: String(detail.attempt ?? ''),
          })}
        </>
      );
    default:
      return <>{t('admin:proposals.history.other', { who, kind: line.kind })}</>;
  }
}

/** A proposal's history, oldest first, with when each thing happened; a question links to the lead's reply form (`replyHref`). */
export function ProposalHistory({ lang, t, history, replyHref }: { lang: Lang; t: T; history: ProposalHistoryRow[]; replyHref?: string }) {
  return (
    <section aria-labelledby="history-title" className="admin-card">
      <h2 id="history-title">{t('admin:history.heading')}</h2>
      <ol className="admin-history">
        {history.map((line) => (
          <li key={line.id} data-kind={line.kind}>
            <time dateTime={line.at}>{when(lang, line.at)}</time> — <Line lang={lang} t={t} line={line} replyHref={replyHref} />
          </li>
        ))}
      </ol>
    </section>
  );
}
