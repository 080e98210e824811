import type { Lang } from './routes';
import type { T } from './i18n';

export type Bindings = {
  DB: D1Database;
  ASSETS: Fetcher;
  SITE_URL: string;
  /** Cloudflare Email Service binding: notifies the company of each real submission. */
  EMAIL?: SendEmail;
  /** Secret salt of the client-IP hash (`wrangler secret put IP_HASH_SALT`). */
  IP_HASH_SALT?: string;
  /** Months a submission is kept before the cron deletes it (default 24). */
  RETENTION_MONTHS?: string;
  /** Where notifications go and come from; default to site.ts. */
  NOTIFY_TO?: string;
  NOTIFY_FROM?: string;
};

export type Variables = { lang: Lang; t: T };

export type AppEnv = { Bindings: Bindings; Variables: Variables };
