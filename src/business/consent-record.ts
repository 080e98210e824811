/** The consent record, kept only in the visitor's local storage under a versioned key. */
export const consentStorageKey = 'mrn.cookieConsent.v1';

/** The id of the privacy policy's section on tracking technologies (the no-JS target of the footer control). */
export const trackingSectionId = 'tracking';
/** Which section of `privacy:sections` (0-based) is that one. */
export const trackingSectionIndex = 4;

export type ConsentPreferences = { analytics: boolean; marketing: boolean };
export type ConsentRecord = { accepted: boolean; preferences: ConsentPreferences; timestamp: string };

/** Law 25: every non-essential tracker is off until the visitor turns it on (docs/decisions/0010-consent-and-analytics.md). */
export const defaultPreferences: ConsentPreferences = { analytics: false, marketing: false };

/** The banner's buttons, named by `data-consent-action` (the server writes them, client/consent/banner.ts reads them). */
export const bannerActions = { accept: 'accept', decline: 'decline', preferences: 'preferences' } as const;
