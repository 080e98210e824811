import { dataKey } from '../i18n';
import type { ReactNode } from 'react';
import { usePage } from '../render/page-context';
import { href } from '../routes';
import type { CaseStudy } from '../publishing/entry-schema';
import { EntryBody, EntryFooter, EntryHeader } from '../components/EntryParts';

/** One case study: the project at a glance, challenge, solution, results with sources, the body, the client's words. */
export function CaseStudyPage({ study, related }: { study: CaseStudy; related: CaseStudy[] }) {
  const { lang, t } = usePage();
  const services = (
    <ul className="case-facts-services">
      {study.services.map((id) => (
        <li key={id}>
          <a href={href('service', lang, { slug: id })}>{t(`serviceNames.${id}`)}</a>
        </li>
      ))}
    </ul>
  );
  const facts: [string, ReactNode][] = [
    ['client', study.client.name],
    ['sector', study.client.sector],
    ['city', study.client.city],
    ['services', services],
    ['duration', study.duration],
  ];
  return (
    <>
      <article className="entry">
        <EntryHeader entry={study} trail={{ href: href('caseStudies', lang), label: t('publishing:caseStudies.title') }} />
        <div className="container entry-column">
          <section aria-labelledby="facts-title" className="case-facts">
            <h2 id="facts-title" className="sr-only">
              {t('publishing:caseStudy.factsLabel')}
            </h2>
            <dl>
              {facts.map(([key, value]) => (
                <div key={key}>
                  <dt>{t(dataKey(`publishing:caseStudy.${key}`))}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="prose">
            <h2>{t('publishing:caseStudy.challenge')}</h2>
            <p>{study.challenge}</p>
            <h2>{t('publishing:caseStudy.solution')}</h2>
            <p>{study.solution}</p>
            <h2>{t('publishing:caseStudy.results')}</h2>
          </div>
          <ul className="case-results">
            {study.results.map((result) => (
              <li key={result.label}>
                <strong className="case-result-figure">{result.figure}</strong>
                <span>{result.label}</span>
                {result.source ? <small>{t('publishing:caseStudy.source', { source: result.source })}</small> : null}
              </li>
            ))}
          </ul>
          <EntryBody file={study.file} />
          {study.quote ? (
            <figure className="case-quote">
              <blockquote>
                <p>{study.quote.text}</p>
              </blockquote>
              <figcaption>
                {study.quote.author}, {study.quote.role}, {study.client.name}
              </figcaption>
            </figure>
          ) : null}
        </div>
      </article>
      <EntryFooter related={related} relatedTitle={t('publishing:entry.relatedCases')} />
    </>
  );
}
