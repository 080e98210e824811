import { longDate } from '../../business/format';
import { montrealDay } from '../../business-hours/reply-clock';
import { dataKey, type T } from '../../i18n';
import { adminHref, type Lang } from '../../routes';
import { centsForField, centsInWords } from '../../proposals/amounts';
import { offsiteMethods } from '../../payments/states';
import type { StaffDeposit } from '../../payments/staff-view.server';
import { DocumentLinks } from '../../payments/document-links.server';
import { FactList } from '../shared/fields';
import { when } from '../shared/lead-words.server';
import { Choice, Typed } from './EditorControls';
import type { PaymentValues } from './deposit-form';

/**
 * An accepted proposal's deposit on its staff page (docs/decisions/0055-deposits-and-payments.md):
 * where it stands (paid with its method, day and reference), its documents, the Stripe events that
 * did not match, and, while it awaits, the form recording a payment made off the site.
 */
export function DepositCard({
  lang,
  t,
  proposalId,
  deposit,
  values,
  errors,
}: {
  lang: Lang;
  t: T;
  proposalId: string;
  deposit: StaffDeposit;
  values: PaymentValues;
  errors: Record<string, string>;
}) {
  const { row } = deposit;
  const facts = [
    {
      term: t('admin:proposals.deposit.amount'),
      value: t('admin:proposals.deposit.amountValue', {
        amount: centsInWords(lang, row.amount_cents),
        gst: centsInWords(lang, row.gst_cents),
        qst: centsInWords(lang, row.qst_cents),
      }),
    },
    ...(row.paid_on && row.method
      ? [
          {
            term: t('admin:proposals.deposit.paid'),
            value: t('admin:proposals.deposit.paidValue', {
              day: longDate(lang, row.paid_on),
              method: t(dataKey(`payment:invoice.methods.${row.method}`)),
              reference: row.reference ?? '—',
            }),
          },
          { term: t('admin:proposals.deposit.recordedBy'), value: `${row.recorded_by ?? '—'} · ${when(lang, row.paid_at)}` },
        ]
      : []),
    ...(row.refunded_cents ? [{ term: t('admin:proposals.deposit.refunded'), value: centsInWords(lang, row.refunded_cents) }] : []),
  ];
  const recordable = row.state === 'awaiting' || row.state === 'failed';
  const today = montrealDay(Date.now());
  return (
    <section aria-labelledby="deposit-title" className="admin-card" id="deposit">
      <h2 id="deposit-title">{t('admin:proposals.deposit.heading')}</h2>
      <p>
        <span className={`admin-status admin-deposit-${row.state}`}>
          {t('admin:proposals.deposit.state', { state: t(dataKey(`admin:proposals.deposit.states.${row.state}`)) })}
        </span>
      </p>
      <FactList facts={facts} />
      {/* Their own list, not a fact: a list is not allowed inside the fact's <bdi>. */}
      {deposit.documents.length ? (
        <>
          <h3>{t('admin:proposals.deposit.documents')}</h3>
          <DocumentLinks documents={deposit.documents} t={t} />
        </>
      ) : null}
      {deposit.anomalies.length ? (
        <>
          <h3>{t('admin:proposals.deposit.anomalies')}</h3>
          <ul>
            {deposit.anomalies.map((item) => (
              <li key={`${item.at}${item.type}`}>
                {t('admin:proposals.deposit.anomaly', { at: when(lang, item.at), type: item.type, mismatch: item.mismatch.join(', ') })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {recordable ? (
        <form method="post" action={adminHref(lang, `proposals/${proposalId}/deposit`)} noValidate>
          <h3>{t('admin:proposals.deposit.record')}</h3>
          <p className="admin-hint">{t('admin:proposals.deposit.recordHint')}</p>
          <Choice
            name="payment.method"
            label={t('admin:proposals.editor.paymentMethod')}
            values={{ 'payment.method': values['payment.method'] ?? offsiteMethods[0] }}
            errors={errors}
            options={offsiteMethods.map((method) => ({ value: method, label: t(`admin:proposals.deposit.methods.${method}`) }))}
          />
          <Typed
            name="payment.paidOn"
            label={t('admin:proposals.editor.paymentPaidOn')}
            values={{ 'payment.paidOn': values['payment.paidOn'] ?? today }}
            errors={errors}
            type="date"
          />
          <Typed name="payment.reference" label={t('admin:proposals.editor.paymentReference')} values={values} errors={errors} maxLength={100} />
          <Typed
            name="payment.amount"
            label={t('admin:proposals.editor.paymentAmount')}
            values={{ 'payment.amount': values['payment.amount'] ?? centsForField(lang, row.amount_cents) }}
            errors={errors}
            inputMode="decimal"
          />
          <button type="submit" className="btn btn-primary">
            {t('admin:proposals.deposit.submit')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
