import { htmlLang, type Lang } from '../languages';
import { loopHeader } from './automatic';

/**
 * The headers of every e-mail the site sends to a lead's person (docs/decisions/0057-lead-conversation.md):
 * its language (`Content-Language`), and the loop guard (the site's host) that makes a copy of it
 * sent back to a reply address refused; the Reply-To is `replyToFor` of reply-address.server.ts.
 */
export function siteMailHeaders(env: { SITE_URL: string }, lang: Lang, more: Record<string, string> = {}): Record<string, string> {
  return { 'Content-Language': htmlLang[lang], [loopHeader]: new URL(env.SITE_URL).hostname, ...more };
}
