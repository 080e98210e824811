import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import type { Lang } from '../routes';
import { longDate } from '../business/format';
import { centsInWords } from '../proposals/amounts';
import type { InvoiceSnapshot } from '../payments/invoice-document';
import { TaxRows } from './proposal-document';
import { Unbroken } from '../components/Unbroken';
import { DocumentHash, DocumentTools, FactRow, Parties } from './document-parts';

/**
 * A deposit invoice or a credit note as frozen when issued (docs/decisions/0056-the-deposit-is-a-down-payment.md):
 * every fact a client needs to claim its input tax credits, in the page's language, printable as it is.
 */
export function InvoicePage({
  snapshot,
  sha256,
  proposalHref,
  otherLanguage,
}: {
  snapshot: InvoiceSnapshot;
  sha256: string;
  proposalHref: string;
  otherLanguage: { lang: Lang; href: string };
}) {
  const { lang, t } = usePage();
  const credit = snapshot.kind === 'credit-note';
  const kind = t(dataKey(`payment:invoice.kinds.${snapshot.kind}`));
  return (
    <article className="proposal invoice container">
      <DocumentTools otherLanguage={otherLanguage} otherLabel={t('payment:invoice.otherLanguage')}>
        <a href={proposalHref}>{t('payment:invoice.back')}</a>
      </DocumentTools>
      <header className="proposal-head">
        <div>
          <p className="proposal-kicker">{kind}</p>
          <h1>{snapshot.number}</h1>
          <dl className="invoice-dates">
            <dt>{t('payment:invoice.issuedOn')}</dt>
            <dd>
              <time dateTime={snapshot.issuedOn}>{longDate(lang, snapshot.issuedOn)}</time>
            </dd>
            <dt>{credit ? t('payment:invoice.refundedOn') : t('payment:invoice.paidOn')}</dt>
            <dd>
              <time dateTime={snapshot.paidOn}>{longDate(lang, snapshot.paidOn)}</time>
            </dd>
          </dl>
        </div>
        <Parties
          issuer={snapshot.supplier}
          client={snapshot.client}
          headings={[
            { id: 'invoice-supplier', title: t('payment:invoice.supplier') },
            { id: 'invoice-client', title: t('payment:invoice.client') },
          ]}
        />
      </header>
      <section aria-labelledby="invoice-about" className="proposal-section">
        <h2 id="invoice-about">{t('payment:invoice.about')}</h2>
        <p>
          <Unbroken
            text={
              credit
                ? t('payment:invoice.aboutCredit', { number: snapshot.proposal.number, invoice: snapshot.credits ?? '' })
                : t('payment:invoice.aboutInvoice', { number: snapshot.proposal.number, day: longDate(lang, snapshot.proposal.acceptedOn) })
            }
            values={[snapshot.proposal.number, snapshot.credits ?? '']}
          />
        </p>
        <h3>{t('payment:invoice.lines')}</h3>
        <ul className="invoice-lines">
          {snapshot.proposal.lines.map((line) => (
            <li key={line.fr}>{line[lang]}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="invoice-amounts" className="proposal-section proposal-totals">
        <h2 id="invoice-amounts">{t('payment:invoice.amounts')}</h2>
        <dl className="proposal-sums">
          <TaxRows taxes={snapshot.amount} lang={lang} t={t} />
          <FactRow term={credit ? t('payment:invoice.credited') : t('payment:invoice.paid')} className="proposal-sum-total">
            {centsInWords(lang, snapshot.amount.totalCents)}
          </FactRow>
          <FactRow term={t('payment:invoice.method')}>{t(dataKey(`payment:invoice.methods.${snapshot.method}`))}</FactRow>
          <FactRow term={t('payment:invoice.reference')} valueClassName="invoice-reference">
            {snapshot.reference}
          </FactRow>
          <FactRow term={t('payment:invoice.proposalTotal')}>{centsInWords(lang, snapshot.proposal.totalCents)}</FactRow>
          <FactRow term={t('payment:invoice.balance')}>{centsInWords(lang, snapshot.balanceCents)}</FactRow>
        </dl>
        {credit ? null : <p className="proposal-small">{t('payment:invoice.taxNote')}</p>}
      </section>
      <DocumentHash words={t('payment:invoice.hash')} sha256={sha256} className="proposal-small" />
    </article>
  );
}
