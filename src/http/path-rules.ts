import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { redirectTarget } from '../routes';
import { hasControlCharacter } from '../text/control-characters';

/**
 * A path no page has and a browser could read as another place: a control character (a browser
 * drops a tab or a line break while parsing the URL, and `/<TAB>/evil.example` becomes
 * `//evil.example`), a backslash (read as a slash), or an empty first segment (`//host`).
 */
export function unsafePath(path: string): boolean {
  return hasControlCharacter(path) || path.includes('\\') || path.startsWith('//');
}

/**
 * Page paths as the route table spells them (docs/decisions/0002-routes-and-redirects.md): an
 * unsafe path answers the 404 page; a trailing slash after a page's path answers 301 to that
 * page, the Location taken from the route table with the query kept (the URL parser has already
 * escaped it); any other trailing slash answers the 404 page. Runs after the renderer, so the
 * 404 page is the site's own, in the path's language.
 */
export function pathRules(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const path = c.req.path;
    if (unsafePath(path)) return c.notFound();
    if (path === '/' || !path.endsWith('/')) return next();
    const target = redirectTarget(path.replace(/\/+$/, '') || '/');
    return target ? c.redirect(`${target}${new URL(c.req.url).search}`, 301) : c.notFound();
  };
}
