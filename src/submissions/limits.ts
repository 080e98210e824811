/** An application's résumé at most (docs/decisions/0050-job-applications.md). */
const resumeBytes = 5 * 1024 * 1024;

/** Field lengths in characters, body size, posting rate (docs/decisions/0005-forms-and-limits.md, 0008-rate-limit.md). */
export const limits = {
  name: 100,
  company: 150,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
  /** An application's short message (docs/decisions/0050-job-applications.md). */
  applicationMessage: 2000,
  /** A link a visitor gives (an application's profile or portfolio). */
  url: 500,
  honeypot: 500,
  bodyBytes: 32 * 1024,
  /** An application's résumé (docs/decisions/0050-job-applications.md). */
  resumeBytes,
  /** An application's whole multipart body: the résumé and 64 KiB for its fields and the parts' headers. */
  fileBodyBytes: resumeBytes + 64 * 1024,
  /** Accepted submissions per client IP hash, per form, per window. */
  rate: { max: 5, windowSeconds: 60 },
  /**
   * Posts per wider network (an IPv6 /48, an IPv4 /24), all forms together, per window: one holder of
   * a /48 cannot multiply the client's limit by its 65,536 /64s (docs/decisions/0008-rate-limit.md).
   */
  networkRate: { max: 30, windowSeconds: 600 },
  /**
   * Files (an application's résumé) stored for the whole site, all clients and networks together, per
   * window: many networks, each within its own limit, cannot fill the bucket. Past it an application is
   * refused before its file is put (503). Far above a small company's hiring; the optional
   * `RESUMES_PER_HOUR` setting overrides `max` (docs/decisions/0050-job-applications.md).
   */
  siteFiles: { max: 200, windowSeconds: 60 * 60 },
  /** Staff alerts (e-mail, webhook) sent one by one per hour; past it, the cron gathers the rest into one digest (0046). */
  staffAlertsPerHour: 20,
  /** Confirmation e-mails per recipient (by e-mail key): one an hour, three a day (docs/decisions/0033-confirmation-and-webhook.md). */
  confirmations: { perHour: 1, perDay: 3 },
  /**
   * The proof of work a post carries (docs/decisions/0044-proof-of-work.md): altcha-lib's algorithm and
   * cost, the range its secret counter is drawn from (the solver tries every counter up to it, so
   * `counter.max` bounds the work), how long a challenge lives, the least time between its issue and
   * the post (a person cannot fill a form faster), and the longest `_proof` field accepted.
   */
  proof: {
    algorithm: 'PBKDF2/SHA-256',
    cost: 2000,
    counter: { min: 25, max: 100 },
    ttlSeconds: 20 * 60,
    minFillSeconds: 3,
    maxLength: 2000,
  },
} as const;
