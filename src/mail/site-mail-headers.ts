import { htmlLang, type Lang } from '../languages';

/**
 * The header every e-mail the site sends carries, its value the site's host: a message that comes
 * back with it is the site's own (a loop), refused like one from the site's own sender
 * (`isOwnMessage`, src/conversation/automatic.ts).
 */
export const loopHeader = 'X-Site-Loop-Guard';

/**
 * The headers of every e-mail the site sends to a lead's person (docs/decisions/0057-lead-conversation.md):
 * its language (`Content-Language`), and the loop guard (the site's host) that makes a copy of it
 * sent back to a reply address refused; the Reply-To is `replyToFor` of reply-address.server.ts.
 */
export function siteMailHeaders(env: { SITE_URL: string }, lang: Lang, more: Record<string, string> = {}): Record<string, string> {
  return { 'Content-Language': htmlLang[lang], [loopHeader]: new URL(env.SITE_URL).hostname, ...more };
}
