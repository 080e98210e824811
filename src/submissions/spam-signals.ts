/**
 * What in a post's own words marks it for review (docs/decisions/0046-review-pile-and-email-budget.md):
 * each signal is a reason code stored with the held post and shown to staff in words
 * (`admin:review.reasons.<code>`). No signal refuses anything: a held post is kept for a person to judge.
 */
export type ContentSignal = 'link_in_name' | 'links' | 'shortener' | 'foreign_script' | 'pattern';

/** One link, taken whole (`https://site.ca/page` is one, not two); an e-mail address's domain is not a link. */
const link = /\bhttps?:\/\/\S+|\bwww\.\S+|(?<![@.\w-])[a-z0-9-]+\.(?:com|net|org|io|ru|cn|xyz|top|info|biz|site|online|shop|click|link)\b\S*/gi;

/** Link shorteners hide where a link goes: a person pointing to their own site has no reason to use one. */
const shorteners =
  /\b(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|ow\.ly|is\.gd|buff\.ly|cutt\.ly|rebrand\.ly|shorturl\.at|tiny\.cc|rb\.gy|t\.ly|s\.id|v\.gd|lnkd\.in|bl\.ink|clck\.ru)\//i;

/** Letters of a script that is neither French's nor English's (Cyrillic, Han, Arabic…): a few make a signal. */
const foreignLetter = /(?![\p{Script=Latin}])\p{L}/gu;
const foreignLettersAllowed = 3;

/** What form spam says and a client of a software studio does not. */
const patterns = [
  /\b(?:crypto(?:currency)?|bitcoin|btc|ethereum|usdt|forex|nft)\b/i,
  /\b(?:casino|viagra|cialis|porn|escort|payday loan)\b/i,
  /\b(?:backlinks?|link building|guest posts?|da\/pa|domain authority)\b/i,
  /\b(?:first page of google|rank(?:ing)? (?:your|you) (?:site|website)|increase your (?:website )?traffic)\b/i,
  /\b(?:investment opportunity|passive income|earn \$?\d+ (?:per|a) (?:day|week))\b/i,
];

/** The text of every free field, joined: what the signals read. */
function textOf(data: Record<string, unknown>, fields: readonly string[]): string {
  return fields
    .map((field) => data[field])
    .filter((value): value is string => typeof value === 'string')
    .join('\n');
}

/**
 * The signals of one post's fields (its free-text fields named in `textFields`). `nameFields` name
 * the person (roles `givenName`, `familyName`): a link or a domain there is never a name. A company
 * may be `Acme.io`, so it is not one.
 */
export function contentSignals(data: Record<string, unknown>, textFields: readonly string[], nameFields: readonly string[]): ContentSignal[] {
  const text = textOf(data, textFields);
  const signals: ContentSignal[] = [];
  if (nameFields.some((field) => typeof data[field] === 'string' && (data[field] as string).match(link) !== null)) signals.push('link_in_name');
  if ((text.match(link)?.length ?? 0) > 1) signals.push('links');
  if (shorteners.test(text)) signals.push('shortener');
  if ((text.match(foreignLetter)?.length ?? 0) > foreignLettersAllowed) signals.push('foreign_script');
  if (patterns.some((pattern) => pattern.test(text))) signals.push('pattern');
  return signals;
}

/**
 * Below this many characters, people write the same words (« Bonjour, j'aimerais une soumission pour
 * un site web. »): only a longer text posted again is a signal.
 */
const repeatableLength = 80;

/**
 * The longest free text of a post, squeezed (case, spaces), for "the same text posted again": null
 * when it is too short to say anything.
 */
export function repeatableText(data: Record<string, unknown>, textFields: readonly string[]): string | null {
  const longest = textFields
    .map((field) => data[field])
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.toLowerCase().replace(/\s+/g, ' ').trim())
    .sort((a, b) => b.length - a.length)[0];
  return longest && longest.length >= repeatableLength ? longest : null;
}
