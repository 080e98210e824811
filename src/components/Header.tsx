import { dataKey } from '../i18n';
import { usePage } from '../render/page-context';
import { SiteHeader } from './header/SiteHeader';
import { href, languages, menus, type Screen } from '../routes';
import { serviceIds } from '../business/services';
import { site } from '../site';
import { screenIsOut, switchTarget } from '../publishing/entry-pages';
import { menuLabel } from './menu-label';

export function Header() {
  const { lang, t, route, languageLinks } = usePage();
  const isCurrent = (screen: Screen) => route?.screen === screen;
  return (
    <header className="site-header">
      <SiteHeader
        brand={{ href: href('home', lang), name: site.name, tagline: t('brandTagline') }}
        navLabel={t('nav.label')}
        services={{
          label: t('nav.services'),
          toggleLabel: t('nav.servicesMenu'),
          all: { href: href('services', lang), label: t('nav.allServices') },
          items: serviceIds.map((slug) => ({
            href: href('service', lang, { slug }),
            label: t(`serviceNames.${slug}`),
            current: isCurrent('service') && route?.params.slug === slug,
          })),
          current: isCurrent('services') || isCurrent('service'),
        }}
        links={menus.header
          .filter((screen) => screenIsOut(screen, lang))
          .map((screen) => ({ href: href(screen, lang), label: t(dataKey(menuLabel(screen))), current: isCurrent(screen) }))}
        language={{
          label: t('language.label'),
          choose: t('language.choose'),
          options: languages.map((option) => ({
            lang: option,
            href: languageLinks?.[option] ?? switchTarget(route, option),
            label: t(`language.${option}`),
            short: t(`language.short.${option}`),
            current: option === lang,
          })),
        }}
        quote={{ href: href('quote', lang), label: t('nav.quote') }}
        menu={{ open: t('nav.openMenu'), close: t('nav.closeMenu') }}
      />
    </header>
  );
}
