/**
 * E-mail addresses, as the forms accept them and as every search compares them
 * (docs/decisions/0018-email-addresses.md). Shared by the forms' rule (browser too), the storage,
 * the operators' command and any staff page: one definition, one normalisation.
 */

/**
 * One mailbox: text, one at sign, text; no space (Unicode spaces included), no control character,
 * no format character (`\p{Cf}`: bidi overrides, zero-width spaces), no lone surrogate, no second
 * `@`, and none of the characters that turn one address into a list or a display name
 * (`,` `;` `<` `>` `"` `\`). An apostrophe stays allowed: `o'brien@example.com` is a real address.
 */
export const emailAddressPattern = /^[^\s@,;<>"\\\p{Cc}\p{Cf}\p{Cs}]+@[^\s@,;<>"\\\p{Cc}\p{Cf}\p{Cs}]+$/u;

/**
 * A character the key would merge with another one: it changes under compatibility normalisation
 * (Kelvin sign U+212A → `K`, Ohm sign U+2126, Ångström sign U+212B, fullwidth letters, ligatures), or its lower case
 * is more than one character (`İ` → `i` + combining dot). An address holding one is refused, so
 * one address never reaches another person's mailbox.
 */
function mergesWithAnother(character: string): boolean {
  return character.normalize('NFKC') !== character || [...character.toLowerCase()].length !== 1;
}

/** The rule of the forms (browser and server), the privacy look-ups and the command line. */
export function isEmailAddress(address: string): boolean {
  return emailAddressPattern.test(address) && ![...address].some(mergesWithAnother);
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
