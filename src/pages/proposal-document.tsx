import { dataKey, type T } from '../i18n';
import { usePage } from '../render/page-context';
import type { Lang } from '../routes';
import { montrealDateAndTime } from '../business/format';
import { basisPointsInWords, centsInWords, hundredthsInWords } from '../proposals/amounts';
import type { OptionChoice, ProposalFigures, ProposalLine } from '../proposals/document';
import type { TaxesIncluded } from '../proposals/money';
import type { Acceptance, ClientProposal } from '../proposals/client.server';
import { DocumentHash, FactRow } from './document-parts';

/** A proposal's parts as a document (docs/decisions/0052-proposals.md): its lines, its totals and taxes, its words, the certificate. */
export function Line({ line, figures, chosen }: { line: ProposalLine; figures: ProposalFigures; chosen: OptionChoice }) {
  const { lang, t } = usePage();
  const figure = figures.lines.find((item) => item.id === line.id);
  const status = line.optional ? (chosen.includes(line.id) ? t('proposal:document.optionChosen') : t('proposal:document.optionNotChosen')) : null;
  return (
    <li id={`line-${line.id}`} className={`proposal-line${line.optional && !chosen.includes(line.id) ? ' is-left-out' : ''}`}>
      <div className="proposal-line-name">
        <strong>{line.name[lang]}</strong>
        <span className="proposal-tags">
          <span className="proposal-tag">{line.pricing === 'fixed' ? t('proposal:document.fixed') : t('proposal:document.estimate')}</span>
          {status ? <span className="proposal-tag proposal-tag-option">{status}</span> : null}
        </span>
      </div>
      <dl className="proposal-line-figures">
        <FactRow term={t('proposal:document.quantity')}>
          {t(dataKey(`proposal:document.units.${line.unit}`), { quantity: hundredthsInWords(lang, line.quantityHundredths) })}
        </FactRow>
        <FactRow term={t('proposal:document.unitPrice')}>{centsInWords(lang, line.unitPriceCents)}</FactRow>
        {line.discountBasisPoints ? <FactRow term={t('proposal:document.discount')}>{basisPointsInWords(lang, line.discountBasisPoints)}</FactRow> : null}
        <FactRow term={t('proposal:document.amount')} className="proposal-line-amount">
          {centsInWords(lang, figure?.amountCents ?? 0)}
        </FactRow>
      </dl>
    </li>
  );
}

export function TaxRows({ taxes, lang, t }: { taxes: TaxesIncluded; lang: Lang; t: T }) {
  return (
    <>
      <FactRow term={t('proposal:document.beforeTaxes')}>{centsInWords(lang, taxes.beforeTaxCents)}</FactRow>
      <FactRow term={t('proposal:document.gstLine')}>{centsInWords(lang, taxes.gstCents)}</FactRow>
      <FactRow term={t('proposal:document.qstLine')}>{centsInWords(lang, taxes.qstCents)}</FactRow>
    </>
  );
}

export function Totals({ figures }: { figures: ProposalFigures }) {
  const { lang, t } = usePage();
  return (
    <section aria-labelledby="proposal-totals" className="proposal-section proposal-totals">
      <h2 id="proposal-totals">{t('proposal:document.totals')}</h2>
      <dl className="proposal-sums">
        <TaxRows taxes={figures.total} lang={lang} t={t} />
        <FactRow term={t('proposal:document.total')} className="proposal-sum-total">
          {centsInWords(lang, figures.total.totalCents)}
        </FactRow>
        <FactRow term={t('proposal:document.deposit')}>
          {centsInWords(lang, figures.deposit.totalCents)}
          <span className="proposal-small">
            {' '}
            ({t('proposal:document.depositTaxes', { gst: centsInWords(lang, figures.deposit.gstCents), qst: centsInWords(lang, figures.deposit.qstCents) })})
          </span>
        </FactRow>
        <FactRow term={t('proposal:document.balance')}>{centsInWords(lang, figures.balanceCents)}</FactRow>
      </dl>
      <p className="proposal-small">{t('proposal:document.taxesNote')}</p>
    </section>
  );
}

export function Words({ id, title, text }: { id: string; title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section aria-labelledby={`proposal-${id}`} className="proposal-section">
      <h2 id={`proposal-${id}`}>{title}</h2>
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="proposal-words">
            {paragraph}
          </p>
        ))}
    </section>
  );
}

export function Certificate({ proposal, acceptance, snapshotHref }: { proposal: ClientProposal; acceptance: Acceptance; snapshotHref: string }) {
  const { lang, t } = usePage();
  const at = montrealDateAndTime(lang, new Date(acceptance.at));
  const options = proposal.snapshot.lines.filter((line) => line.optional && acceptance.chosen.includes(line.id));
  return (
    <section aria-labelledby="certificate-title" className="proposal-certificate" id="certificate">
      <h2 id="certificate-title">{t('proposal:certificate.heading')}</h2>
      <dl className="proposal-sums">
        <FactRow term={t('proposal:certificate.number')}>{proposal.number}</FactRow>
        <FactRow term={t('proposal:certificate.name')} valueClassName="certificate-name">
          {acceptance.name}
        </FactRow>
        <FactRow term={t('proposal:certificate.at')}>
          <time dateTime={acceptance.at}>{t('dateAtTime', at)}</time>
        </FactRow>
        <FactRow term={t('proposal:certificate.options')}>
          {options.length ? options.map((line) => line.name[lang]).join(', ') : t('proposal:certificate.noOptions')}
        </FactRow>
        <FactRow term={t('proposal:certificate.total')}>{centsInWords(lang, acceptance.totals.total.totalCents)}</FactRow>
        <FactRow term={t('proposal:certificate.deposit')}>{centsInWords(lang, acceptance.totals.deposit.totalCents)}</FactRow>
      </dl>
      <DocumentHash words={t('proposal:certificate.hash')} sha256={acceptance.snapshotSha256} />
      <h3>{t('proposal:certificate.verifyHeading')}</h3>
      <p>{t('proposal:certificate.verify')}</p>
      <p className="no-print">
        <a href={snapshotHref} download={`${proposal.number}.json`}>
          {t('proposal:certificate.download')}
        </a>
      </p>
      <p>{t('proposal:certificate.mailed')}</p>
    </section>
  );
}
