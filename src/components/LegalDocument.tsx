import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { longDate } from '../business/format';
import { PageHero } from './PageHero';
import { countOf, linkify } from './blocks';

type Vars = Record<string, string | number>;

/**
 * A legal document rendered from a dictionary (`<ns>:sections`, each with a title, paragraphs,
 * a list and a closing paragraph), with a table of contents, its date and a back link.
 */
export function LegalDocument({
  ns,
  updated,
  vars,
  links,
  back,
  anchors = {},
}: {
  ns: string;
  updated: string;
  vars: Vars;
  links: Record<string, string>;
  back: string;
  /** Stable ids other pages link to, by section index. */
  anchors?: Record<number, string>;
}) {
  const { lang, t } = usePage();
  const sections = countOf(t, `${ns}:sections`);
  const text = (key: string) => linkify(t(dataKey(key), vars), links);
  const indexes = Array.from({ length: sections }, (_, index) => index);
  return (
    <>
      <PageHero title={t(dataKey(`${ns}:hero.title`))} lead={t(dataKey(`${ns}:hero.lead`))} />
      <div className="container legal">
        <p className="legal-updated">
          {t('shared:updated')} <time dateTime={updated}>{longDate(lang, updated)}</time>
        </p>
        <nav aria-labelledby={`${ns}-toc`} className="legal-toc">
          <h2 id={`${ns}-toc`}>{t(dataKey(`${ns}:toc`))}</h2>
          <ol>
            {indexes.map((index) => (
              <li key={index}>
                <a href={`#${ns}-${index + 1}`}>{t(dataKey(`${ns}:sections.${index}.title`))}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose legal-body">
          {indexes.map((index) => {
            const key = `${ns}:sections.${index}`;
            return (
              <section key={index} id={anchors[index]} aria-labelledby={`${ns}-${index + 1}`}>
                <h2 id={`${ns}-${index + 1}`}>
                  {index + 1}. {t(dataKey(`${key}.title`))}
                </h2>
                {Array.from({ length: countOf(t, `${key}.paragraphs`) }, (_, p) => (
                  <p key={`p${p}`}>{text(`${key}.paragraphs.${p}`)}</p>
                ))}
                {countOf(t, `${key}.items`) > 0 ? (
                  <ul>
                    {Array.from({ length: countOf(t, `${key}.items`) }, (_, i) => (
                      <li key={i}>{text(`${key}.items.${i}`)}</li>
                    ))}
                  </ul>
                ) : null}
                {t(`${key}.after`, { defaultValue: '' }) ? <p>{text(`${key}.after`)}</p> : null}
              </section>
            );
          })}
        </article>
        <p className="back-link">
          <a href={back}>← {t(dataKey(`${ns}:back`))}</a>
        </p>
      </div>
    </>
  );
}
