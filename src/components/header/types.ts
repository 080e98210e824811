export type Link = { href: string; label: string; current?: boolean };
export type LanguageOption = { lang: string; href: string; label: string; short: string; current: boolean };

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
export const headerIds = { services: 'services-menu', language: 'language-menu', menu: 'mobile-menu' };
