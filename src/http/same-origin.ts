/**
 * Cross-site posts are refused (docs/decisions/0027-shared-http-pieces.md). A post is same-origin
 * when the browser does not call it cross-site and its Origin, if any, is the request's own origin
 * or the site's public one (SITE_URL). A post without Origin (a script, curl) passes: the checks
 * after this one still apply.
 */
export function sameOrigin(headers: Headers, requestUrl: string, siteUrl: string): boolean {
  const origin = headers.get('origin');
  if (headers.get('sec-fetch-site') === 'cross-site') return false;
  if (!origin) return true;
  // A page that sends no referrer (a proposal's: docs/decisions/0052-proposals.md) makes its browser
  // post with `Origin: null`; the browser's own Sec-Fetch-Site still says whether it is same-origin.
  if (origin === 'null') return headers.get('sec-fetch-site') === 'same-origin';
  const allowed = [new URL(requestUrl).origin];
  try {
    allowed.push(new URL(siteUrl).origin);
  } catch {
    /* SITE_URL unset or malformed: the request's own origin only */
  }
  return allowed.includes(origin);
}
