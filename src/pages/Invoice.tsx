import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import type { Lang } from '../routes';
import { longDate } from '../business/format';
import { centsInWords } from '../proposals/amounts';
import type { InvoiceSnapshot } from '../payments/invoice-document';
import { TaxRows } from './proposal-document';
import { Unbroken } from '../components/Unbroken';

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
      <div className="proposal-tools no-print">
        <a href={proposalHref}>{t('payment:invoice.back')}</a>
        <a href={otherLanguage.href} hrefLang={otherLanguage.lang} lang={otherLanguage.lang === 'fr' ? 'fr-CA' : 'en-CA'}>
          {t('payment:invoice.otherLanguage')}
        </a>
        <button type="button" className="btn btn-secondary print-button" data-print="">
          {t('proposal:document.print')}
        </button>
      </div>
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
        <div className="proposal-parties">
          <section aria-labelledby="invoice-supplier">
            <h2 id="invoice-supplier">{t('payment:invoice.supplier')}</h2>
            <p>
              <strong>{snapshot.supplier.legalName}</strong>
              <br />
              {snapshot.supplier.address}
            </p>
            <dl className="proposal-ids">
              <dt>{t('proposal:document.neq')}</dt>
              <dd>{snapshot.supplier.neq}</dd>
              <dt>{t('proposal:document.gst')}</dt>
              <dd>{snapshot.supplier.gstNumber}</dd>
              <dt>{t('proposal:document.qst')}</dt>
              <dd>{snapshot.supplier.qstNumber}</dd>
            </dl>
          </section>
          <section aria-labelledby="invoice-client">
            <h2 id="invoice-client">{t('payment:invoice.client')}</h2>
            <p>
              <strong>{snapshot.client.name}</strong>
              {snapshot.client.company ? (
                <>
                  <br />
                  {snapshot.client.company}
                </>
              ) : null}
              <br />
              {snapshot.client.email}
            </p>
          </section>
        </div>
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
          <div className="proposal-sum-total">
            <dt>{credit ? t('payment:invoice.credited') : t('payment:invoice.paid')}</dt>
            <dd>{centsInWords(lang, snapshot.amount.totalCents)}</dd>
          </div>
          <div>
            <dt>{t('payment:invoice.method')}</dt>
            <dd>{t(dataKey(`payment:invoice.methods.${snapshot.method}`))}</dd>
          </div>
          <div>
            <dt>{t('payment:invoice.reference')}</dt>
            <dd className="invoice-reference">{snapshot.reference}</dd>
          </div>
          <div>
            <dt>{t('payment:invoice.proposalTotal')}</dt>
            <dd>{centsInWords(lang, snapshot.proposal.totalCents)}</dd>
          </div>
          <div>
            <dt>{t('payment:invoice.balance')}</dt>
            <dd>{centsInWords(lang, snapshot.balanceCents)}</dd>
          </div>
        </dl>
        {credit ? null : <p className="proposal-small">{t('payment:invoice.taxNote')}</p>}
      </section>
      <p className="proposal-small">
        {t('payment:invoice.hash')}
        <br />
        <code className="certificate-hash">{sha256}</code>
      </p>
    </article>
  );
}
