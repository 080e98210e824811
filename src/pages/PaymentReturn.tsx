import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { Unbroken } from '../components/Unbroken';

export type ReturnState = { state: 'received' | 'processing' | 'notYet' };

/**
 * Where Stripe's Checkout sends the client back (docs/decisions/0055-deposits-and-payments.md): what the
 * database says of the deposit, never a payment marked because the client came back.
 */
export function PaymentReturnPage(props: ReturnState & { number: string; proposalHref: string; invoiceHref: string | null; invoiceNumber: string | null }) {
  const { t } = usePage();
  return (
    <article className="proposal container payment-return">
      <h1>
        <Unbroken text={t('payment:return.title', { number: props.number })} values={[props.number]} />
      </h1>
      <p className={`form-notice form-notice-${props.state === 'notYet' ? 'error' : 'success'}`} role="status">
        {t(dataKey(`payment:return.${props.state}`))}
      </p>
      {props.invoiceHref && props.invoiceNumber ? (
        <p>
          <a href={props.invoiceHref}>
            <Unbroken
              text={t('payment:invoice.title', { kind: t('payment:invoice.kinds.invoice'), number: props.invoiceNumber })}
              values={[props.invoiceNumber]}
            />
          </a>
        </p>
      ) : null}
      <p>
        <a href={props.proposalHref}>
          <Unbroken text={t('payment:return.back', { number: props.number })} values={[props.number]} />
        </a>
      </p>
    </article>
  );
}
