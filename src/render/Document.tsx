import type { ReactNode } from 'react';
import manifest from '../generated/manifest.json';
import { href, htmlLang, languages, defaultLang } from '../routes';
import { site } from '../site';
import { Header } from '../components/Header';
import { Footer } from '../components/Footer';
import { usePage } from './page-context';
import { Island } from './Island';
import Toaster from '../islands/Toaster';
import { ConsentMount } from '../components/ConsentMount';

export type Head = {
  title: string;
  description: string;
  /** Off for error pages: they have no canonical URL and are not indexed. */
  indexable?: boolean;
  jsonLd?: object[];
};

/** Absolute URL of every language version of the current route, for canonical and hreflang. */
function useAlternates() {
  const { route, origin } = usePage();
  if (!route) return null;
  return Object.fromEntries(languages.map((lang) => [lang, origin + href(route.screen, lang, route.params)]));
}

export function Document({ head, children }: { head: Head; children: ReactNode }) {
  const { lang, t } = usePage();
  const routeAlternates = useAlternates();
  const alternates = head.indexable === false ? null : routeAlternates;
  const title = `${head.title} | ${site.name}`;
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={head.description} />
        {alternates ? (
          <>
            <link rel="canonical" href={alternates[lang]} />
            {languages.map((code) => (
              <link key={code} rel="alternate" hrefLang={htmlLang[code]} href={alternates[code]} />
            ))}
            <link rel="alternate" hrefLang="x-default" href={alternates[defaultLang]} />
          </>
        ) : (
          <meta name="robots" content="noindex" />
        )}
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={manifest.style} />
        <script type="module" src={manifest.script} />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
        {head.jsonLd?.map((block, index) => (
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(block) }} />
        ))}
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <Header />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        <Island name="Toaster" when="idle">
          <Toaster regionLabel={t('toast.region')} closeLabel={t('toast.close')} />
        </Island>
        <ConsentMount />
      </body>
    </html>
  );
}

/** JSON inside a script element must not be able to close it. */
function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
