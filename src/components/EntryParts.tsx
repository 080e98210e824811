import type { ReactNode } from 'react';
import { usePage } from '../render/page-context';
import { href } from '../routes';
import { longDate } from '../business/format';
import type { Entry } from '../publishing/entry-schema';
import { Picture } from './Picture';
import { CtaBand } from './blocks';
import { entryBody } from '../publishing/entry-html';
import { EntryCards } from './EntryCards';
import { Breadcrumb } from './Breadcrumb';

/** The opening of an entry page: breadcrumb, title, dates and reading time, then the cover (the page's LCP). */
export function EntryHeader({ entry, trail, byline }: { entry: Entry; trail: { href: string; label: string }; byline?: ReactNode }) {
  const { lang, t } = usePage();
  return (
    <header className="page-hero entry-header">
      <div className="container entry-column">
        <Breadcrumb section={trail} current={<span aria-current="page">{entry.title}</span>} />
        <h1>{entry.title}</h1>
        <p className="lead">{entry.description}</p>
        <p className="entry-meta">
          <time dateTime={entry.date}>{t('publishing:entry.published', { date: longDate(lang, entry.date) })}</time>
          {entry.updated ? (
            <>
              {' '}
              · <time dateTime={entry.updated}>{t('publishing:entry.updated', { date: longDate(lang, entry.updated) })}</time>
            </>
          ) : null}
          {' · '}
          {t('publishing:entry.readingTime', { count: entry.readingMinutes })}
        </p>
        {byline}
        <Picture image={entry.cover} alt={entry.cover.alt} sizes="(min-width: 50rem) 46rem, 92vw" first className="entry-cover" />
      </div>
    </header>
  );
}

/** The entry's Markdown, compiled to HTML when the site was built (raw HTML escaped there). */
export function EntryBody({ file }: { file: string }) {
  const html = entryBody(file);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: compiled from our own Markdown at build, raw HTML escaped there (docs/decisions/0038-content-collections.md).
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Related entries, then the call to the quote wizard that closes every entry page. */
export function EntryFooter({ related, relatedTitle }: { related: Entry[]; relatedTitle: string }) {
  const { lang, t } = usePage();
  return (
    <>
      {related.length ? (
        <section className="section" aria-labelledby="related-title">
          <div className="container">
            <h2 id="related-title" className="section-title">
              {relatedTitle}
            </h2>
            <EntryCards entries={related} headingLevel={3} />
          </div>
        </section>
      ) : null}
      <CtaBand id="entry-cta" words={{ title: t('publishing:entry.ctaTitle'), text: t('publishing:entry.ctaText') }}>
        <a href={href('quote', lang)} className="btn btn-primary">
          {t('publishing:entry.cta')}
        </a>
      </CtaBand>
    </>
  );
}
