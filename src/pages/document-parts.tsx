import { Fragment, type ReactNode } from 'react';
import { usePage } from '../render/page-context';
import { htmlLang, type Lang } from '../languages';

/**
 * What a proposal and its invoices share as documents (docs/decisions/0052-proposals.md,
 * 0056-the-deposit-is-a-down-payment.md): the tools above them, the two parties, the hash that
 * names the frozen text.
 */

/** The bar above a document, never printed: its own links first, then the other language and Print. */
export function DocumentTools({
  otherLanguage,
  otherLabel,
  children,
}: {
  otherLanguage: { lang: Lang; href: string };
  otherLabel: string;
  children?: ReactNode;
}) {
  const { t } = usePage();
  return (
    <div className="proposal-tools no-print">
      {children}
      <a href={otherLanguage.href} hrefLang={otherLanguage.lang} lang={htmlLang[otherLanguage.lang]}>
        {otherLabel}
      </a>
      <button type="button" className="btn btn-secondary print-button" data-print="">
        {t('proposal:document.print')}
      </button>
    </div>
  );
}

type Issuer = { legalName: string; address: string; neq: string; gstNumber: string; qstNumber: string };
type Client = { name: string; company: string; email: string };
type Heading = { id: string; title: string };
/** The issuer's registration numbers in a document's order: each its label (`proposal:document.<label>`) and its field. */
const registrations = [
  ['neq', 'neq'],
  ['gst', 'gstNumber'],
  ['qst', 'qstNumber'],
] as const;

/** Who issues a document, with its registration numbers (`contact`: a line under its address), and its client. */
export function Parties({ issuer, contact, client, headings }: { issuer: Issuer; contact?: ReactNode; client: Client; headings: [Heading, Heading] }) {
  const { t } = usePage();
  const [from, to] = headings;
  return (
    <div className="proposal-parties">
      <section aria-labelledby={from.id}>
        <h2 id={from.id}>{from.title}</h2>
        <p>
          <strong>{issuer.legalName}</strong>
          <br />
          {issuer.address}
          {contact ? (
            <>
              <br />
              {contact}
            </>
          ) : null}
        </p>
        <dl className="proposal-ids">
          {registrations.map(([label, field]) => (
            <Fragment key={label}>
              <dt>{t(`proposal:document.${label}`)}</dt>
              <dd>{issuer[field]}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section aria-labelledby={to.id}>
        <h2 id={to.id}>{to.title}</h2>
        <p>
          <strong>{client.name}</strong>
          {client.company ? (
            <>
              <br />
              {client.company}
            </>
          ) : null}
          <br />
          {client.email}
        </p>
      </section>
    </div>
  );
}

/** The SHA-256 of a document's frozen text, under the words that say what it proves. */
export function DocumentHash({ words, sha256, className }: { words: string; sha256: string; className?: string }) {
  return (
    <p className={className}>
      {words}
      <br />
      <code className="certificate-hash">{sha256}</code>
    </p>
  );
}

/** One row of a document's list of figures or facts: what it is, and its value. */
export function FactRow({ term, children, className, valueClassName }: { term: string; children: ReactNode; className?: string; valueClassName?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
