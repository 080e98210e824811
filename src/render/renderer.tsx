import { reactRenderer } from '@hono/react-renderer';
import { match } from '../routes';
import { Document, type Head, type PageChrome } from './Document';
import { PageContext } from './page-context';

declare module '@hono/react-renderer' {
  interface Props {
    head: Head;
  }
}

/**
 * Streams every page through React 19, inside the document shell with the chrome the composition
 * root gives it (header, footer, overlays), and with the request's page context.
 */
export const pageRenderer = (chrome: PageChrome) =>
  reactRenderer(
    ({ children, c, head }) => (
      <PageContext.Provider
        value={{
          lang: c.get('lang'),
          t: c.get('t'),
          path: c.req.path,
          query: new URL(c.req.url).searchParams,
          origin: c.env.SITE_URL,
          route: match(c.req.path),
          languageLinks: c.get('languageLinks'),
        }}
      >
        <Document head={head} chrome={chrome}>
          {children}
        </Document>
      </PageContext.Provider>
    ),
    { stream: true },
  );
