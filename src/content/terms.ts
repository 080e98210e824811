/** Business terms (deposit, penalties, warranty, notice…): the FAQ, the terms of use and the pages read them from here. */
export const businessTerms = {
  depositPercent: { min: 30, max: 50 },
  latePenaltyPercentPerMonth: 1.5,
  warrantyMonths: 3,
  terminationNoticeDays: 15,
  satisfactionGuaranteeDays: 30,
  quoteValidityDays: 30,
  quoteReplyHours: 24,
} as const;

/** Dates of the legal documents (ISO, shown with <time dateTime>). */
export const legalDates = {
  privacyUpdated: '2026-11-01',
  termsUpdated: '2026-11-01',
} as const;

/** Personal data kept no longer than this (docs/decisions/0009-retention.md), in months. */
export const retentionMonths = 24;
