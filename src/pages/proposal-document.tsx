import { dataKey, type T } from '../i18n';
import { usePage } from '../render/page-context';
import type { Lang } from '../routes';
import { montrealDateAndTime } from '../business/format';
import { basisPointsInWords, centsInWords, hundredthsInWords } from '../proposals/amounts';
import type { OptionChoice, ProposalFigures, ProposalLine } from '../proposals/document';
import type { TaxesIncluded } from '../proposals/money';
import type { Acceptance, ClientProposal } from '../proposals/client.server';

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
        <div>
          <dt>{t('proposal:document.quantity')}</dt>
          <dd>{t(dataKey(`proposal:document.units.${line.unit}`), { quantity: hundredthsInWords(lang, line.quantityHundredths) })}</dd>
        </div>
        <div>
          <dt>{t('proposal:document.unitPrice')}</dt>
          <dd>{centsInWords(lang, line.unitPriceCents)}</dd>
        </div>
        {line.discountBasisPoints ? (
          <div>
            <dt>{t('proposal:document.discount')}</dt>
            <dd>{basisPointsInWords(lang, line.discountBasisPoints)}</dd>
          </div>
        ) : null}
        <div className="proposal-line-amount">
          <dt>{t('proposal:document.amount')}</dt>
          <dd>{centsInWords(lang, figure?.amountCents ?? 0)}</dd>
        </div>
      </dl>
    </li>
  );
}

export function TaxRows({ taxes, lang, t }: { taxes: TaxesIncluded; lang: Lang; t: T }) {
  return (
    <>
      <div>
        <dt>{t('proposal:document.beforeTaxes')}</dt>
        <dd>{centsInWords(lang, taxes.beforeTaxCents)}</dd>
      </div>
      <div>
        <dt>{t('proposal:document.gstLine')}</dt>
        <dd>{centsInWords(lang, taxes.gstCents)}</dd>
      </div>
      <div>
        <dt>{t('proposal:document.qstLine')}</dt>
        <dd>{centsInWords(lang, taxes.qstCents)}</dd>
      </div>
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
        <div className="proposal-sum-total">
          <dt>{t('proposal:document.total')}</dt>
          <dd>{centsInWords(lang, figures.total.totalCents)}</dd>
        </div>
        <div>
          <dt>{t('proposal:document.deposit')}</dt>
          <dd>
            {centsInWords(lang, figures.deposit.totalCents)}
            <span className="proposal-small">
              {' '}
              ({t('proposal:document.depositTaxes', { gst: centsInWords(lang, figures.deposit.gstCents), qst: centsInWords(lang, figures.deposit.qstCents) })})
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('proposal:document.balance')}</dt>
          <dd>{centsInWords(lang, figures.balanceCents)}</dd>
        </div>
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
        <div>
          <dt>{t('proposal:certificate.number')}</dt>
          <dd>{proposal.number}</dd>
        </div>
        <div>
          <dt>{t('proposal:certificate.name')}</dt>
          <dd className="certificate-name">{acceptance.name}</dd>
        </div>
        <div>
          <dt>{t('proposal:certificate.at')}</dt>
          <dd>
            <time dateTime={acceptance.at}>{t('dateAtTime', at)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('proposal:certificate.options')}</dt>
          <dd>{options.length ? options.map((line) => line.name[lang]).join(', ') : t('proposal:certificate.noOptions')}</dd>
        </div>
        <div>
          <dt>{t('proposal:certificate.total')}</dt>
          <dd>{centsInWords(lang, acceptance.totals.total.totalCents)}</dd>
        </div>
        <div>
          <dt>{t('proposal:certificate.deposit')}</dt>
          <dd>{centsInWords(lang, acceptance.totals.deposit.totalCents)}</dd>
        </div>
      </dl>
      <p>
        {t('proposal:certificate.hash')}
        <br />
        <code className="certificate-hash">{acceptance.snapshotSha256}</code>
      </p>
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
