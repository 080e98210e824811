import { dataKey, type T } from '../../i18n';
import type { LeadRow } from '../shared/lead-queries.server';
import { PostButton } from '../shared/PostButton';

/** A post held for review: why, and the two ways out (docs/decisions/0046-review-pile-and-email-budget.md). */
export function InReview({ t, lead, self }: { t: T; lead: LeadRow; self: string }) {
  const reasons = (lead.held_reasons ?? '').split(',').filter(Boolean);
  return (
    <section aria-labelledby="review-title" className="admin-card admin-review">
      <h2 id="review-title">{t('admin:review.held')}</h2>
      <p>{t('admin:review.reasons', { reasons: reasons.map((reason) => t(dataKey(`admin:review.reason.${reason}`))).join(', ') })}</p>
      <div className="admin-actions">
        <form method="post" action={`${self}/release`}>
          <button type="submit" className="btn btn-primary">
            {t('admin:review.release')}
          </button>
        </form>
        <PostButton action={`${self}/status`} field={{ name: 'status', value: 'spam' }} label={t('admin:review.spam')} />
      </div>
    </section>
  );
}
