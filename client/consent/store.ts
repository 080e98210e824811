import { consentStorageKey, type ConsentPreferences, type ConsentRecord } from '../../src/business/consent-record';

/** Fired on window whenever the visitor saves a choice; detail is the new record. */
export const consentChangeEvent = 'consentchange';

/** When local storage is unavailable the choice holds for this page only (and the banner comes back). */
let unsaved: ConsentRecord | null = null;

function isRecord(value: unknown): value is ConsentRecord {
  const record = value as ConsentRecord | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.accepted === 'boolean' &&
    typeof record.timestamp === 'string' &&
    typeof record.preferences === 'object' &&
    record.preferences !== null &&
    typeof record.preferences.analytics === 'boolean' &&
    typeof record.preferences.marketing === 'boolean'
  );
}

export type StoredConsent = { available: boolean; record: ConsentRecord | null };

/** The stored choice, read fresh each time so a change in another tab counts at once. */
export function readConsent(): StoredConsent {
  try {
    const raw = window.localStorage.getItem(consentStorageKey);
    if (raw === null) return { available: true, record: unsaved };
    const parsed: unknown = JSON.parse(raw);
    return { available: true, record: isRecord(parsed) ? parsed : null };
  } catch {
    return { available: false, record: unsaved };
  }
}

/** Stores the record of docs/decisions/0010-consent-and-analytics.md ({ accepted, preferences: { analytics, marketing }, timestamp }). */
export function saveConsent(accepted: boolean, preferences: ConsentPreferences): ConsentRecord {
  const record: ConsentRecord = {
    accepted,
    preferences: { analytics: preferences.analytics, marketing: preferences.marketing },
    timestamp: new Date().toISOString(),
  };
  unsaved = record;
  try {
    window.localStorage.setItem(consentStorageKey, JSON.stringify(record));
  } catch {
    // Storage refused (private mode, quota): the choice still applies to this page.
  }
  window.dispatchEvent(new CustomEvent(consentChangeEvent, { detail: record }));
  return record;
}

export function analyticsAllowed(): boolean {
  const { record } = readConsent();
  return record?.accepted === true && record.preferences.analytics;
}
