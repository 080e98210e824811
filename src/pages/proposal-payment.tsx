import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { longDate } from '../business/format';
import { centsInWords } from '../proposals/amounts';
import type { PaymentView } from '../payments/view.server';
import { DocumentLinks } from '../payments/document-links.server';
import { Unbroken } from '../components/Unbroken';

/**
 * "Pay the deposit" under an accepted proposal's certificate (docs/decisions/0055-deposits-and-payments.md):
 * the deposit with its taxes, where it stands, a plain form posting to the Pay path (no JavaScript:
 * the post answers 303 to Stripe's hosted Checkout), the transfer instructions and the documents.
 */
export function DepositPayment({ view }: { view: PaymentView }) {
  const { lang, t } = usePage();
  const { deposit } = view;
  const amount = centsInWords(lang, deposit.amount_cents);
  const day = deposit.paid_on ? longDate(lang, deposit.paid_on) : '';
  const stateLine =
    deposit.state === 'awaiting' ? null : t(dataKey(`payment:pay.states.${deposit.state}`), { day, amount: centsInWords(lang, deposit.refunded_cents) });
  const open = deposit.state === 'awaiting' || deposit.state === 'failed';
  return (
    <section aria-labelledby="pay-title" className="proposal-pay" id="pay">
      <h2 id="pay-title">{t('payment:pay.heading')}</h2>
      <p className="proposal-pay-amount">
        {t('payment:pay.amount', { amount, gst: centsInWords(lang, deposit.gst_cents), qst: centsInWords(lang, deposit.qst_cents) })}
      </p>
      {stateLine ? (
        <p className={`form-notice form-notice-${deposit.state === 'failed' ? 'error' : 'success'}`} role="status">
          {stateLine}
        </p>
      ) : null}
      {open && view.online ? (
        <form method="post" action={view.online.action} className="proposal-pay-online no-print">
          <h3>{t('payment:pay.online')}</h3>
          <p>{t('payment:pay.onlineText')}</p>
          {view.online.standIn ? <p className="proposal-pay-standin">{t('payment:pay.standIn')}</p> : null}
          <button type="submit" className="btn btn-primary">
            {t('payment:pay.submit', { amount })}
          </button>
        </form>
      ) : null}
      {open ? (
        <div className="proposal-pay-offsite">
          <h3>{t('payment:pay.offsite')}</h3>
          <ul>
            <li>{t('payment:pay.interac', { email: view.offsite.interacEmail })}</li>
            <li>
              {t('payment:pay.bank', {
                bank: view.offsite.bank.name,
                transit: view.offsite.bank.transit,
                institution: view.offsite.bank.institution,
                account: view.offsite.bank.account,
              })}
            </li>
          </ul>
          <p>
            <Unbroken text={t('payment:pay.reference', { number: view.number })} values={[view.number]} />
          </p>
        </div>
      ) : null}
      {view.documents.length ? (
        <div className="proposal-pay-documents">
          <h3>{t('payment:pay.documents')}</h3>
          <DocumentLinks documents={view.documents} t={t} />
        </div>
      ) : null}
    </section>
  );
}
