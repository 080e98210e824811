import { createContext, useContext } from 'react';
import type { Lang, RouteMatch } from '../routes';
import type { T } from '../i18n';

/** What every server-rendered component may know about the request it renders. */
export type PageContextValue = {
  lang: Lang;
  t: T;
  path: string;
  /** The request's query string, for the few pages a link can preset (the quote page's plan). */
  query: URLSearchParams;
  origin: string;
  route: RouteMatch | null;
  /** The language switcher's targets of a page outside the route table (a proposal's), when it has them. */
  languageLinks?: Partial<Record<Lang, string>>;
};

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() outside a rendered page');
  return value;
}
