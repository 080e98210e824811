import { CanadaFlag } from './CanadaFlag';

type Link = { href: string; label: string; current?: boolean };
type LanguageOption = { lang: string; href: string; label: string; short: string; current: boolean };

export type SiteHeaderProps = {
  brand: { href: string; name: string; tagline: string };
  navLabel: string;
  services: { label: string; toggleLabel: string; all: Link; items: Link[]; current: boolean };
  links: Link[];
  language: { label: string; choose: string; options: LanguageOption[] };
  quote: Link;
  menu: { open: string; close: string };
};

/** The header is on every page once, so its ids are fixed. */
const ids = { services: 'services-menu', language: 'language-menu', menu: 'mobile-menu' };

function Flag({ lang }: { lang: string }) {
  return lang === 'fr' ? <CanadaFlag /> : null;
}

/** The fixed header: services dropdown, language switcher, quote call to action and mobile menu. */
/**
 * The fixed header: services dropdown, language switcher, quote call to action and mobile menu.
 * Rendered closed; client/header-menus.ts opens and closes the menus with plain DOM, so the first
 * tap never waits for React (docs/decisions/0022-first-tap-without-react.md). Without JavaScript
 * the dropdowns open on hover and keyboard focus (header.css).
 */
export function SiteHeader({ brand, navLabel, services, links, language, quote, menu }: SiteHeaderProps) {
  const currentLanguage = language.options.find((option) => option.current) ?? language.options[0];
  return (
    <div className="site-header-inner">
      <a href={brand.href} className="brand" aria-label={brand.name}>
        <img src="/images/logo.svg" alt="" width="36" height="36" />
        <span className="brand-name">{brand.name}</span>
      </a>

      <nav aria-label={navLabel} className="desktop-nav">
        <ul className="nav-list">
          <li className="dropdown">
            <a href={services.all.href} className="nav-link" aria-current={services.current ? 'page' : undefined}>
              {services.label}
            </a>
            <button type="button" className="dropdown-toggle" aria-expanded="false" aria-controls={ids.services} aria-label={services.toggleLabel}>
              <span aria-hidden="true" className="chevron" />
            </button>
            <ul id={ids.services} className="dropdown-panel">
              {services.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href} aria-current={item.current ? 'page' : undefined}>{item.label}</a>
                </li>
              ))}
              <li className="dropdown-all">
                <a href={services.all.href}>{services.all.label}</a>
              </li>
            </ul>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="nav-link" aria-current={link.current ? 'page' : undefined}>{link.label}</a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="header-actions">
        <div className="dropdown language-switcher">
          <button type="button" className="language-toggle" aria-expanded="false" aria-controls={ids.language}>
            <Flag lang={currentLanguage.lang} />
            <span>{currentLanguage.short}</span>
            {/* The accessible name starts with the visible text (WCAG 2.5.3). */}
            <span className="sr-only">{` – ${language.choose} (${currentLanguage.label})`}</span>
            <span aria-hidden="true" className="chevron" />
          </button>
          <ul id={ids.language} className="dropdown-panel dropdown-panel-end">
            {language.options.map((option) => (
              <li key={option.lang}>
                <a href={option.href} hrefLang={option.lang} lang={option.lang} aria-current={option.current ? 'true' : undefined}>
                  <Flag lang={option.lang} />
                  {option.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <a href={quote.href} className="btn btn-primary header-quote">{quote.label}</a>
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls={ids.menu} data-open-label={menu.open} data-close-label={menu.close}>
          <span aria-hidden="true" className="icon-menu" />
          <span className="sr-only">{menu.open}</span>
        </button>
      </div>

      <nav id={ids.menu} aria-label={navLabel} className="mobile-panel">
        <ul>
          <li>
            <a href={services.all.href} aria-current={services.current ? 'page' : undefined}>{services.label}</a>
            <ul className="mobile-sub">
              {services.items.map((item) => (
                <li key={item.href}><a href={item.href}>{item.label}</a></li>
              ))}
            </ul>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={link.current ? 'page' : undefined}>{link.label}</a>
            </li>
          ))}
        </ul>
        <ul className="mobile-languages" aria-label={language.label}>
          {language.options.map((option) => (
            <li key={option.lang}>
              <a href={option.href} hrefLang={option.lang} lang={option.lang} aria-current={option.current ? 'true' : undefined}>
                <Flag lang={option.lang} />
                {option.short}
                <span className="sr-only"> ({option.label})</span>
              </a>
            </li>
          ))}
        </ul>
        <a href={quote.href} className="btn btn-primary mobile-quote">{quote.label}</a>
      </nav>
    </div>
  );
}
