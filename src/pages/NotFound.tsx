import { usePage } from '../render/page-context';
import { href } from '../routes';
import { Island } from '../render/Island';
import BackButton from '../../client/islands/BackButton.island';

/** The 404 page (docs/decisions/0002-routes-and-redirects.md): a big 404, a title, a subtitle, a home button and a back-in-history button. */
export function NotFoundPage() {
  const { lang, t } = usePage();
  return (
    <section className="page-hero not-found">
      <div className="container">
        <p className="big-code" aria-hidden="true">
          {t('notFound.code')}
        </p>
        <h1>{t('notFound.title')}</h1>
        <p className="lead">{t('notFound.subtitle')}</p>
        <div className="hero-actions">
          <a href={href('home', lang)} className="btn btn-primary">
            {t('notFound.home')}
          </a>
          <Island name="BackButton" when="visible">
            <BackButton label={t('notFound.back')} fallbackHref={href('home', lang)} />
          </Island>
        </div>
      </div>
    </section>
  );
}

/** The service-not-found view, for an unknown service slug. */
export function ServiceNotFoundPage() {
  const { lang, t } = usePage();
  return (
    <section className="page-hero not-found">
      <div className="container">
        <h1>{t('serviceNotFound.title')}</h1>
        <p className="lead">{t('serviceNotFound.text')}</p>
        <p>{t('serviceNotFound.detail')}</p>
        <div className="hero-actions">
          <a href={href('services', lang)} className="btn btn-primary">
            {t('serviceNotFound.back')}
          </a>
        </div>
      </div>
    </section>
  );
}

/** An unknown post or case study (404): its own title, and a link back to its list. */
export function EntryNotFoundPage({ kind }: { kind: 'postNotFound' | 'caseStudyNotFound' }) {
  const { lang, t } = usePage();
  return (
    <section className="page-hero not-found">
      <div className="container">
        <h1>{t(`publishing:${kind}.title`)}</h1>
        <p className="lead">{t(`publishing:${kind}.text`)}</p>
        <div className="hero-actions">
          <a href={href(kind === 'postNotFound' ? 'blog' : 'caseStudies', lang)} className="btn btn-primary">
            {t(`publishing:${kind}.back`)}
          </a>
        </div>
      </div>
    </section>
  );
}
