import type { Stat, TestimonialConsent } from '../business/company-figures';
import type { EntryFacts } from './markdown-entries';

/** What the check reads. `config` is the deployed configuration: wrangler.toml's vars and bindings. */
export type LaunchFacts = {
  site: {
    email: string;
    privacyEmail: string;
    formsSender: string;
    phone: { e164: string; display: string };
    neq: string;
    social: readonly { id: string; url: string }[];
    foundingYear: number;
    address: { street: string; sample?: boolean };
    /** The GST and QST registration numbers printed on every proposal (docs/decisions/0052-proposals.md). */
    taxNumbers: { gst: string; qst: string; sample?: boolean };
    mailboxProvider: string;
    sample?: { mailboxProvider?: boolean };
    /** Where clients pay a deposit off the site (docs/decisions/0055-deposits-and-payments.md). */
    offsitePayment: { interacEmail: string; bank: { name: string; transit: string; institution: string; account: string }; sample?: boolean };
  };
  /** The job openings, by id; a sample one is marked. */
  jobs: readonly { id: string; sample?: boolean }[];
  /** The about page's history; marked while it is the sample story. */
  aboutHistory: { sample?: boolean };
  stats: { file: string; list: string; stats: readonly Stat[] }[];
  testimonials: readonly { id: string; consent: TestimonialConsent }[];
  /** The name and company each testimonial shows, by language (from the dictionaries). */
  testimonialTexts: Record<string, Record<string, { name: string; company: string }>>;
  config: {
    vars: Record<string, unknown>;
    databaseIds: string[];
    hasEmailBinding: boolean;
    /** Stripe's secrets and base as the deploy will set them: the environment's when the check runs, else wrangler.toml's vars. */
    stripe?: { secretKey?: string; webhookSecret?: string; apiBase?: string };
    /**
     * The names of the worker's secrets as Cloudflare lists them (`wrangler secret list`), read only
     * when a reply domain is set; null when they could not be listed.
     */
    secretNames?: readonly string[] | null;
  };
  /** The posts and case studies of content/, as the build reads them. */
  entries: readonly EntryFacts[];
  /** Whether the route table has a staff screen (the inbox behind Cloudflare Access). */
  hasAdminScreen: boolean;
  /** Today, `YYYY-MM-DD`: no consent or count can be dated after it. */
  today: string;
  /** The last year of Québec's holidays the reply clock knows (src/business-hours/quebec-holidays.json). */
  holidaysKnownThrough: number;
};
