import type { ReactNode } from 'react';
import manifest from '../../generated/manifest.json';
import type { T } from '../../i18n';
import { adminHref, htmlLang, languages, type AdminPart, type Lang } from '../../routes';
import { site } from '../../site';
import type { Staff } from './access';
import { inboxViews, type InboxView } from './inbox-views';

/**
 * The staff pages' document: the site's stylesheet, no script (every action is a plain form) but on
 * a draft proposal's page, whose figures are an island (docs/decisions/0024-lead-inbox.md, addendum),
 * never indexed, a header with the two sections, who is signed in and the language switch.
 */
export type ShellProps = {
  lang: Lang;
  t: T;
  staff: Staff;
  /** The same page in the other language: its admin part and its query (filters, e-mail). */
  part: AdminPart;
  query?: string;
  section: InboxView['id'] | 'proposals' | 'dashboard' | 'privacy';
  title: string;
  /** The site's entry script, for the page's island. */
  script?: boolean;
  children: ReactNode;
};

export function Shell({ lang, t, staff, part, query = '', section, title, script = false, children }: ShellProps) {
  const other = languages.find((code) => code !== lang) ?? lang;
  const nav = [
    ...inboxViews.map((view) => ({ id: view.id, href: adminHref(lang, view.list), label: t(view.words.nav) })),
    { id: 'proposals', href: adminHref(lang, 'proposals'), label: t('admin:proposals.nav') },
    { id: 'dashboard', href: adminHref(lang, 'dashboard'), label: t('admin:shell.dashboard') },
    { id: 'privacy', href: adminHref(lang, 'privacy'), label: t('admin:shell.privacy') },
  ];
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${t('admin:shell.heading')} | ${site.name}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={manifest.style} />
        {script ? <script type="module" src={manifest.script} /> : null}
      </head>
      <body className="admin">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <header className="admin-header">
          <div className="admin-header-inner">
            <p className="admin-brand">
              {site.name} · <strong>{t('admin:shell.heading')}</strong>
            </p>
            <nav aria-label={t('admin:shell.navLabel')} className="admin-nav">
              <ul>
                {nav.map((item) => (
                  <li key={item.id}>
                    <a href={item.href} aria-current={section === item.id ? 'page' : undefined}>
                      {item.label}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={adminHref(other, part) + query} hrefLang={htmlLang[other]} lang={htmlLang[other]}>
                    {t('admin:shell.otherLanguage')}
                  </a>
                </li>
              </ul>
            </nav>
            <p className="admin-identity">
              {t('admin:shell.signedInAs', { email: staff.email })}
              {staff.via === 'local' ? ` (${t('admin:shell.localIdentity')})` : null}
            </p>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="admin-main">
          {children}
        </main>
      </body>
    </html>
  );
}
