import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { href, type Screen } from '../routes';
import { serviceIds } from '../content/services';
import { site } from '../site';
import { trackingSectionId } from '../content/consent';

const columns: { id: string; screens: Screen[] }[] = [
  { id: 'company', screens: ['about', 'process', 'careers'] },
  { id: 'support', screens: ['contact', 'pricing', 'quote'] },
  { id: 'legal', screens: ['privacy', 'terms'] },
];

const linkLabel: Partial<Record<Screen, string>> = { privacy: 'footer.privacy', terms: 'footer.terms' };

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
                <a href={network.url} rel="me noopener">{t(`footer.socialNames.${network.id}`)}</a>
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
        {columns.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`}>{t(dataKey(`footer.${column.id}`))}</h2>
            <ul>
              {column.screens.map((screen) => (
                <li key={screen}>
                  <a href={href(screen, lang)}>{t(dataKey(linkLabel[screen] ?? `nav.${screen}`))}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
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
