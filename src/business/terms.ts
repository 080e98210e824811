/** Business terms (deposit, penalties, warranty, notice…): the FAQ, the terms of use and the pages read them from here. */
export const businessTerms = {
  depositPercent: { min: 30, max: 50 },
  latePenaltyPercentPerMonth: 1.5,
  warrantyMonths: 3,
  terminationNoticeDays: 15,
  satisfactionGuaranteeDays: 30,
  quoteValidityDays: 30,
  /** A sent proposal not yet answered is recalled to its client once, this many days before its last day (docs/decisions/0052-proposals.md). */
  proposalReminderDaysBefore: 3,
  /** An accepted proposal's deposit still unpaid this many business days after the acceptance is recalled to its client once (docs/decisions/0055-deposits-and-payments.md). */
  depositReminderBusinessDays: 3,
  /** Invoices are payable within this many days. */
  paymentDays: 30,
  /** A privacy request (access, correction, erasure…) is answered within this many days (Law 25). */
  privacyReplyDays: 30,
} as const;

/** Dates of the legal documents (ISO, shown with <time dateTime>). */
export const legalDates = {
  privacyUpdated: '2026-11-27',
  termsUpdated: '2026-11-01',
} as const;

/**
 * How long things are kept (docs/decisions/0009-retention.md). The cron deletes submissions and
 * analytics totals past their period; the privacy policy states all three from here.
 */
export const retention = {
  submissionsMonths: 24,
  /** Posts held for review and never released, and spam: deleted after this many days (docs/decisions/0046-review-pile-and-email-budget.md). */
  reviewPileDays: 30,
  analyticsMonths: 24,
  /** Job applications and their résumés, after they were received: the cron deletes them (docs/decisions/0050-job-applications.md). */
  applicationsMonths: 12,
  /** Cloudflare's technical logs of the worker (Workers Logs), deleted by Cloudflare after this many days. */
  technicalLogsDays: 7,
  /** Contracts and invoices: kept as Québec's tax law requires, outside this site. */
  contractRecordsYears: 6,
} as const;
