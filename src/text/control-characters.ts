/**
 * Control characters: C0 (NUL…US, line breaks and tabs included), DEL, C1, and the Unicode line and
 * paragraph separators. What a visitor typed never reaches an e-mail header, a path, a terminal or a
 * spreadsheet with them raw; each place says which ones it keeps (a message body keeps `\n` and `\t`).
 */
const controls = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029';

/**
 * A pattern matching one control character (`runs`: a run of them), except those in `keep`
 * (a character-class body, e.g. `'\\n\\t'`). Global unless `flags` says otherwise.
 */
export function controlCharacters({ keep = '', runs = false, flags = 'g' }: { keep?: string; runs?: boolean; flags?: string } = {}): RegExp {
  const one = keep ? `(?![${keep}])[${controls}]` : `[${controls}]`;
  return new RegExp(runs ? `(?:${one})+` : one, flags);
}

const anyControl = controlCharacters({ flags: '' });

export function hasControlCharacter(text: string): boolean {
  return anyControl.test(text);
}

/**
 * Invisible formatting that can make a name or a subject pose as other text: the bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069), the direction marks (U+200E, U+200F,
 * U+061C) and the zero-width spaces (U+200B, U+2060, U+FEFF). The joiners U+200C and U+200D stay:
 * some scripts and emoji need them to be written at all. Removed from what visitors type before it
 * is stored (docs/decisions/0018-email-addresses.md).
 */
const invisibleFormatting = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

export function withoutInvisibleFormatting(text: string): string {
  return text.replace(invisibleFormatting, '');
}

/** Line breaks and separators of any kind, and tabs: where one line folds to a space. */
const lineBreaks = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;

/**
 * The one form of a one-line text (a name, a company, a subject) on its way to storage, an e-mail,
 * Slack, Teams or the webhook (docs/decisions/0052-proposals.md): invisible formatting removed, line
 * breaks folded to a space, every other control character removed, spaces collapsed, trimmed.
 */
export function oneLine(text: string): string {
  return withoutInvisibleFormatting(text).replace(lineBreaks, ' ').replace(controlCharacters(), '').replace(/ {2,}/g, ' ').trim();
}

/** Whether a text holds a letter of any script: a name has one. */
export const hasLetter = (text: string) => /\p{L}/u.test(text);
