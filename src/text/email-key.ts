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

/**
 * One mailbox's shape, as any address we may already hold: the privacy look-ups (staff page and
 * command line) take it, so a row stored before the domain rule below can still be found and erased.
 */
export function isMailboxAddress(address: string): boolean {
  return emailAddressPattern.test(address) && ![...address].some(mergesWithAnother);
}

/**
 * A domain a public site's visitor receives mail at: dotted names, no empty label (so no trailing
 * dot, which would be one more spelling of the same mailbox), no IP literal (`[127.0.0.1]`,
 * `[IPv6:::1]`, or a bare `127.0.0.1` whose last label is all digits) and no single-label host
 * (`localhost`).
 */
function isPublicDomain(domain: string): boolean {
  const labels = domain.split('.');
  return labels.length > 1 && !labels.includes('') && !/[[\]:]/.test(domain) && !/^\d+$/.test(labels.at(-1) ?? '');
}

/** The rule of the forms (browser and server), the notification's Reply-To and the confirmation. */
export function isEmailAddress(address: string): boolean {
  return isMailboxAddress(address) && isPublicDomain(address.slice(address.lastIndexOf('@') + 1));
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

/** The domains whose local part ignores dots (`v.ictim` is `victim`), the second an old name of the first. */
const gmailDomains: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as the per-recipient confirmation limit counts it, so that its
 * spellings are one: `emailKey`, then no `+tag` (`victim+1@x` is `victim@x`; a `+` that starts the
 * local part is not a tag and stays), no trailing dot after the domain, and for Gmail no dots in
 * the local part and `googlemail.com` read as `gmail.com` (docs/decisions/0018-email-addresses.md).
 * At worst two people share a key where `+` is no tag at their provider: then they share that limit, nothing else.
 */
export function mailboxKey(address: string): string {
  return mailboxOfKey(emailKey(address));
}

/** Both keys a stored address gets, its `emailKey` computed once. */
export function addressKeys(address: string): { emailKey: string; mailboxKey: string } {
  const key = emailKey(address);
  return { emailKey: key, mailboxKey: mailboxOfKey(key) };
}

/** `mailboxKey` of an address already keyed by `emailKey`. */
function mailboxOfKey(key: string): string {
  const at = key.lastIndexOf('@');
  if (at < 0) return key;
  let local = key.slice(0, at);
  let domain = key.slice(at + 1).replace(/\.+$/, '');
  const tag = local.indexOf('+', 1);
  if (tag > 0) local = local.slice(0, tag);
  const gmail = gmailDomains[domain];
  if (gmail) {
    domain = gmail;
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
