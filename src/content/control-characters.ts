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
