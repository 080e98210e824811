import { match } from '../routes';

/** A valid idempotency key: the header of the IETF draft, or the no-JS form's hidden field (docs/decisions/0006-idempotency.md). */
export function idempotencyKeyOf(value: string | null | undefined): string | null {
  const key = value?.trim().replace(/^"|"$/g, '');
  return key && /^[\w.:-]{8,128}$/.test(key) ? key : null;
}

/**
 * The page a submission came from: the `page` field, else the Referer's path when it is this
 * site's; only a page of the route table is kept (no query, no other host, nothing a visitor typed).
 */
export function pageOf(field: unknown, referer: string | null, origin: string): string | null {
  const known = (path: string) => (match(path) ? path : null);
  if (typeof field === 'string' && known(field)) return field;
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === origin ? known(url.pathname) : null;
  } catch {
    return null;
  }
}
