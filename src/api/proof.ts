import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { sameOrigin } from '../http/same-origin';
import { issueChallenge } from '../submissions/index.server';

/**
 * GET /api/proof: a fresh proof-of-work challenge for a form the visitor has just touched
 * (docs/decisions/0044-proof-of-work.md), as altcha-lib's JSON, never cached. Another site's page
 * asking for one is refused (403), as a cross-site post is.
 */
export const proof = new Hono<AppEnv>();

proof.get('/', async (c) => {
  c.header('Cache-Control', 'no-store');
  if (!sameOrigin(c.req.raw.headers, c.req.url, c.env.SITE_URL)) return c.json({ error: 'forbidden' }, 403);
  return c.json(await issueChallenge(c.env));
});
