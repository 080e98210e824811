import type { MiddlewareHandler } from 'hono';
import { formBodies, postGuard, refusalStatus } from '../../http/post-guard';
import { requireStaff, type StaffEnv } from './access';

/** The largest action body the inbox reads: a note of `noteMaxLength` characters fits with room. */
export const bodyBytes = 16 * 1024;

/** Every answer of the inbox is private: never cached, never indexed. */
export const privateAnswers: MiddlewareHandler<StaffEnv> = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
};

/** 403 unless Cloudflare Access (or the local identity) vouches for the request (decision 0023). */
export const staffOnly = requireStaff((c) => c.text(c.get('t')('admin:refused.forbidden'), 403));

/** The inbox's own words for the guard's refusals, said to staff. */
const refusedInWords = {
  forbidden: 'admin:refused.crossOrigin',
  unsupported_media_type: 'admin:refused.unsupported',
  too_large: 'admin:refused.tooLarge',
} as const;

/**
 * A POST must name this site as its Origin: every browser sends it on a form post, so a missing one
 * is refused too, and no CSRF token is needed (decision 0024). Then a form body, 16 KiB at most.
 */
const guard = (maxBytes: number) =>
  postGuard<StaffEnv>({ accepts: formBodies, maxBytes, originRequired: true }, (c, why) => c.text(c.get('t')(refusedInWords[why]), refusalStatus[why]));
export const formPost = guard(bodyBytes);

/**
 * A proposal's editor: sixty lines and six texts of 4,000 characters, URL-encoded (an accented letter
 * is 6 bytes there, other scripts' up to 9), fit (docs/decisions/0052-proposals.md).
 */
export const proposalBodyBytes = 1024 * 1024;
export const proposalFormPost = guard(proposalBodyBytes);
