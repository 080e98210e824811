import type { ReactNode } from 'react';
import type { Lang } from '../languages';
import { palette } from '../styles/palette';

/**
 * The HTML alternative of every e-mail the site writes (docs/decisions/0057-lead-conversation.md):
 * inline styles only, since mail clients drop style sheets, one font they all have.
 */

/** A paragraph of an e-mail's HTML. */
export const mailText = { color: palette.ink, fontSize: '16px', lineHeight: '1.5', margin: '0 0 16px' };

/** The document: its language, a viewport for phones, its title, and a body on its background. */
export function MailDocument({
  lang,
  title,
  background,
  padding,
  children,
}: {
  lang: Lang;
  title: string;
  background: string;
  padding: string | number;
  children: ReactNode;
}) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding, background, fontFamily: 'Arial, Helvetica, sans-serif' }}>{children}</body>
    </html>
  );
}
