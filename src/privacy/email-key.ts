/**
 * E-mail addresses, as the forms accept them and as every search compares them
 * (docs/decisions/0018-email-addresses.md). Shared by the forms' rule (browser too), the storage,
 * the operators' command and any staff page: one definition, one normalisation.
 */

/**
 * One mailbox: text, one at sign, text; no space (Unicode spaces included), no control character,
 * no second `@`, and none of the characters that turn one address into a list or a display name
 * (`,` `;` `<` `>` `"` `\`). An apostrophe stays allowed: `o'brien@example.com` is a real address.
 */
export const emailAddressPattern = /^[^\s@,;<>"\\\p{Cc}]+@[^\s@,;<>"\\\p{Cc}]+$/u;

export function isEmailAddress(address: string): boolean {
  return emailAddressPattern.test(address);
}

/**
 * The key an address is stored and searched under: trimmed, Unicode NFC (an `É` typed as E plus a
 * combining accent equals the precomposed one), then lower-cased with JavaScript's locale-independent
 * `toLowerCase()` (full Unicode, unlike SQLite's ASCII-only `lower()`). The same function on write
 * and on search, so `ÉRIC@…` and `éric@…` are one person.
 */
export function emailKey(address: string): string {
  return address.trim().normalize('NFC').toLowerCase();
}
