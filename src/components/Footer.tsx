import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { href, menus } from '../routes';
import { serviceIds } from '../business/services';
import { site } from '../site';
import { trackingSectionId } from '../business/consent-record';
import { screenIsOut } from '../publishing/entry-pages';
import { menuLabel } from './menu-label';

export function Footer() {
  const { lang, t } = usePage();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div className="footer-about">
          <a href={href('home', lang)} className="brand">
            <img src="/images/logo.svg" alt="" width="36" height="36" loading="lazy" />
            <span className="brand-name">{site.name}</span>
          </a>
          <p>{t('footer.about')}</p>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <ul className="footer-social" aria-label={t('footer.social')}>
            {site.social.map((network) => (
              <li key={network.id}>
                <a href={network.url} rel="me noopener">
                  {t(`footer.socialNames.${network.id}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.services')}</h2>
          <ul>
            {serviceIds.map((slug) => (
              <li key={slug}>
                <a href={href('service', lang, { slug })}>{t(`serviceNames.${slug}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        {Object.entries(menus.footer).map(([id, screens]) => {
          const shown = screens.filter((screen) => screenIsOut(screen, lang));
          return shown.length ? (
            <nav key={id} aria-labelledby={`footer-${id}`}>
              <h2 id={`footer-${id}`}>{t(dataKey(`footer.${id}`))}</h2>
              <ul>
                {shown.map((screen) => (
                  <li key={screen}>
                    <a href={href(screen, lang)}>{t(dataKey(menuLabel(screen)))}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null;
        })}
      </div>
      <div className="footer-bottom">
        <p>{t('footer.rights', { year, name: site.name })}</p>
        <p>{t('footer.neq', { value: site.neq })}</p>
        <p>
          <a href={href('privacy', lang)}>{t('footer.privacy')}</a> · <a href={href('terms', lang)}>{t('footer.terms')}</a>
        </p>
        <p>
          <a href={`${href('privacy', lang)}#${trackingSectionId}`} className="consent-open" data-consent-open>
            {t('consent:footer.link')}
          </a>
        </p>
      </div>
    </footer>
  );
}
