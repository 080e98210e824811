import type { Lang } from './routes';
import type { T } from './i18n';

/**
 * The worker's bindings: what wrangler.toml declares, as `wrangler types` generated it into
 * src/worker-configuration.d.ts (`npm run types` after changing wrangler.toml), plus what the
 * file cannot know: secrets and optional overrides.
 */
export type Bindings = CloudflareBindings & {
  /** Secret salt of the client-IP hash (`wrangler secret put IP_HASH_SALT`). */
  IP_HASH_SALT?: string;
  /** Secret key signing the forms' proof-of-work challenges (`wrangler secret put PROOF_SECRET`; docs/decisions/0044-proof-of-work.md). */
  PROOF_SECRET?: string;
  /** Where notifications go and come from; default to site.ts. */
  NOTIFY_TO?: string;
  NOTIFY_FROM?: string;
  /**
   * The staff alert of each lead (docs/decisions/0033-confirmation-and-webhook.md), all optional
   * secrets (`wrangler secret put`; locally in .dev.vars): where to post, the Standard Webhooks
   * signing secret (`whsec_…`), and `slack` or `teams` for those services' message format.
   */
  LEAD_WEBHOOK_URL?: string;
  LEAD_WEBHOOK_SECRET?: string;
  LEAD_WEBHOOK_FORMAT?: string;
  /**
   * The staff inbox's local identity (`npm start`/`npm run dev` pass it with `--var`), honoured
   * only for requests to localhost or 127.0.0.1; never set in the deployed configuration.
   */
  ADMIN_DEV_EMAIL?: string;
  /** Secret key the proposals' private links are derived from (`wrangler secret put PROPOSAL_LINK_SECRET`; docs/decisions/0052-proposals.md). */
  PROPOSAL_LINK_SECRET?: string;
  /**
   * Stripe (docs/decisions/0055-deposits-and-payments.md), secrets (`wrangler secret put`; locally in
   * .dev.vars): the secret key (`sk_live_…`; without it card payment is not offered, only the transfer
   * instructions) and the webhook's signing secret (`whsec_…`). `STRIPE_API_BASE` points the SDK at a
   * local stand-in (`npm start`); plain http only on a loopback address, never on a deployed site.
   */
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_BASE?: string;
  /** Secret key the leads' reply addresses are derived from (`wrangler secret put REPLY_ADDRESS_SECRET`; docs/decisions/0057-lead-conversation.md). */
  REPLY_ADDRESS_SECRET?: string;
  /** Overrides `limits.siteFiles.max`, the résumés stored per hour for the whole site (docs/decisions/0050-job-applications.md); a whole number. */
  RESUMES_PER_HOUR?: string;
};

export type Variables = {
  lang: Lang;
  t: T;
  /** A page outside the route table that exists in each language (a proposal's: docs/decisions/0052-proposals.md): where the language switcher leads. */
  languageLinks?: Partial<Record<Lang, string>>;
};

export type AppEnv = { Bindings: Bindings; Variables: Variables };
