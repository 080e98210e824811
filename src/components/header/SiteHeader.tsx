import { Dropdown } from './Dropdown';
import { Flag } from './Flag';
import { MobileMenu } from './MobileMenu';
import { LinkItems } from './NavLinks';
import { headerIds, type SiteHeaderProps } from './types';

export type { SiteHeaderProps };

/**
 * The fixed header: services dropdown, language switcher, quote call to action and mobile menu.
 * Rendered closed; client/header/menus.ts opens and closes the menus with plain DOM, so the first
 * tap never waits for React (docs/decisions/0022-first-tap-without-react.md).
 */
export function SiteHeader(props: SiteHeaderProps) {
  const { brand, navLabel, services, links, language, quote, menu } = props;
  const currentLanguage = language.options.find((option) => option.current) ?? language.options[0];
  return (
    <div className="site-header-inner">
      <a href={brand.href} className="brand" aria-label={brand.name}>
        <img src="/images/logo.svg" alt="" width="36" height="36" />
        <span className="brand-name">{brand.name}</span>
      </a>

      <nav aria-label={navLabel} className="desktop-nav">
        <ul className="nav-list">
          <Dropdown
            as="li"
            lead={
              <a href={services.all.href} className="nav-link" aria-current={services.current ? 'page' : undefined}>
                {services.label}
              </a>
            }
            button={{ className: 'dropdown-toggle', label: services.toggleLabel, content: <span aria-hidden="true" className="chevron" /> }}
            panel={{
              id: headerIds.services,
              items: (
                <>
                  <LinkItems links={services.items} />
                  <li className="dropdown-all">
                    <a href={services.all.href}>{services.all.label}</a>
                  </li>
                </>
              ),
            }}
          />
          <LinkItems links={links} className="nav-link" />
        </ul>
      </nav>

      <div className="header-actions">
        <Dropdown
          as="div"
          className="language-switcher"
          button={{
            className: 'language-toggle',
            content: (
              <>
                <Flag lang={currentLanguage.lang} />
                <span>{currentLanguage.short}</span>
                {/* The accessible name starts with the visible text (WCAG 2.5.3). */}
                <span className="sr-only">{` – ${language.choose} (${currentLanguage.label})`}</span>
                <span aria-hidden="true" className="chevron" />
              </>
            ),
          }}
          panel={{
            id: headerIds.language,
            className: 'dropdown-panel-end',
            items: language.options.map((option) => (
              <li key={option.lang}>
                <a href={option.href} hrefLang={option.lang} lang={option.lang} aria-current={option.current ? 'true' : undefined}>
                  <Flag lang={option.lang} />
                  {option.label}
                </a>
              </li>
            )),
          }}
        />
        <a href={quote.href} className="btn btn-primary header-quote">
          {quote.label}
        </a>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded="false"
          aria-controls={headerIds.menu}
          data-open-label={menu.open}
          data-close-label={menu.close}
        >
          <span aria-hidden="true" className="icon-menu" />
          <span className="sr-only">{menu.open}</span>
        </button>
      </div>

      <MobileMenu navLabel={navLabel} services={services} links={links} language={language} quote={quote} />
    </div>
  );
}
