import type { ReactNode } from 'react';
import manifest from '../generated/manifest.json';
import { palette } from '../styles/palette';
import { href, htmlLang, languages, defaultLang, type Lang } from '../routes';
import { site } from '../site';
import { usePage } from './page-context';
import { techBadgeNames, type TechBadgesSettings } from '../business/badges';
import { ui } from '../business/ui';

export type Head = {
  title: string;
  description: string;
  /** Off for error pages: they have no canonical URL and are not indexed. */
  indexable?: boolean;
  jsonLd?: object[];
  /** Sharing image (Open Graph / Twitter), a path under public/; the shared image by default. */
  image?: { path: string; width: number; height: number; alt: string };
  /** The page's path in each language it exists in, when that is not every language (an entry written in one). */
  alternates?: Partial<Record<Lang, string>>;
  /** The RSS feed a page announces (`<link rel="alternate">`), a path. */
  feed?: { title: string; path: string };
  /** `article` for a post or a case study; `website` otherwise. */
  type?: 'article';
};

/** The image shared pages show on social networks (public/images/og-image.png). */
export const defaultShareImage = { path: '/images/og-image.png', width: 1200, height: 630 };
const ogLocale: Record<string, string> = { fr: 'fr_CA', en: 'en_CA' };

/** Absolute URL of every language version of the current route, for canonical and hreflang. */
function useAlternates(paths?: Partial<Record<Lang, string>>): Partial<Record<Lang, string>> | null {
  const { route, origin } = usePage();
  if (paths) return Object.fromEntries(Object.entries(paths).map(([lang, path]) => [lang, origin + path]));
  if (!route) return null;
  return Object.fromEntries(languages.map((lang) => [lang, origin + href(route.screen, lang, route.params)]));
}

/**
 * What every page has around its content, handed to the shell by the composition root
 * (src/pages-app.tsx), so the shell imports no component (docs/decisions/0028-layers-and-their-rules.md).
 */
export type PageChrome = { header: ReactNode; footer: ReactNode; overlays: ReactNode };

export function Document({ head, chrome, children }: { head: Head; chrome: PageChrome; children: ReactNode }) {
  const { lang, t, origin } = usePage();
  const shareImage = head.image ?? { ...defaultShareImage, alt: t('shared:ogImageAlt') };
  const routeAlternates = useAlternates(head.alternates);
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
            {/* A page in one language only has no hreflang pair. */}
            {languages.filter((code) => alternates[code]).length > 1
              ? [
                  ...languages
                    .filter((code) => alternates[code])
                    .map((code) => <link key={code} rel="alternate" hrefLang={htmlLang[code]} href={alternates[code]} />),
                  <link key="x-default" rel="alternate" hrefLang="x-default" href={alternates[defaultLang]} />,
                ]
              : null}
          </>
        ) : (
          <meta name="robots" content="noindex" />
        )}
        <meta property="og:type" content={head.type ?? 'website'} />
        <meta property="og:site_name" content={site.name} />
        <meta property="og:title" content={head.title} />
        <meta property="og:description" content={head.description} />
        {alternates ? <meta property="og:url" content={alternates[lang]} /> : null}
        <meta property="og:locale" content={ogLocale[lang]} />
        {languages
          .filter((code) => code !== lang)
          .map((code) => (
            <meta key={code} property="og:locale:alternate" content={ogLocale[code]} />
          ))}
        <meta property="og:image" content={origin + shareImage.path} />
        <meta property="og:image:width" content={String(shareImage.width)} />
        <meta property="og:image:height" content={String(shareImage.height)} />
        <meta property="og:image:alt" content={shareImage.alt} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={head.title} />
        <meta name="twitter:description" content={head.description} />
        <meta name="twitter:image" content={origin + shareImage.path} />
        <meta name="twitter:image:alt" content={shareImage.alt} />
        <meta name="theme-color" content={palette.brand} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {head.feed ? <link rel="alternate" type="application/rss+xml" title={head.feed.title} href={origin + head.feed.path} /> : null}
        <link rel="stylesheet" href={manifest.style} />
        <script type="module" src={manifest.script} />
        <noscript>
          <link rel="stylesheet" href="/noscript.css" />
        </noscript>
        {head.jsonLd?.map((block, index) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped for a script element by jsonForScript.
          <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(block) }} />
        ))}
      </head>
      <body>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <div
          className="tech-badges"
          aria-hidden="true"
          data-count="0"
          data-badges={JSON.stringify({ names: [...techBadgeNames], ...ui.techBadges } satisfies TechBadgesSettings)}
        />
        {chrome.header}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {chrome.footer}
        {chrome.overlays}
      </body>
    </html>
  );
}

/** JSON inside a script element must not be able to close it. */
function jsonForScript(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
