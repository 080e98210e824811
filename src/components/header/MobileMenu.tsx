import { Flag } from './Flag';
import { LinkItems } from './NavLinks';
import { headerIds, type SiteHeaderProps } from './types';

/** The small screens' menu: the same links as the navigation, the languages, and the quote button. */
export function MobileMenu({ navLabel, services, links, language, quote }: Omit<SiteHeaderProps, 'brand' | 'menu'>) {
  return (
    <nav id={headerIds.menu} aria-label={navLabel} className="mobile-panel">
      <ul>
        <li>
          <a href={services.all.href} aria-current={services.current ? 'page' : undefined}>
            {services.label}
          </a>
          <ul className="mobile-sub">
            <LinkItems links={services.items} />
          </ul>
        </li>
        <LinkItems links={links} />
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
      <a href={quote.href} className="btn btn-primary mobile-quote">
        {quote.label}
      </a>
    </nav>
  );
}
