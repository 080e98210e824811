import { dataKey, type T } from '../i18n';
import type { DocumentLink } from './invoice-document';

/**
 * The links to a deposit's invoice and credit notes, each named by its kind and number
 * (docs/decisions/0056-the-deposit-is-a-down-payment.md): under the client's pay section and on the
 * staff card alike.
 */
export function DocumentLinks({ documents, t }: { documents: readonly DocumentLink[]; t: T }) {
  return (
    <ul>
      {documents.map((document) => (
        <li key={document.number}>
          <a href={document.href}>{t('payment:invoice.title', { kind: t(dataKey(`payment:invoice.kinds.${document.kind}`)), number: document.number })}</a>
        </li>
      ))}
    </ul>
  );
}
