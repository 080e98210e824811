import { describe, expect, it } from 'vitest';
import { controlCharacters, hasControlCharacter } from './control-characters';

describe('control characters', () => {
  it('finds C0, DEL, C1 and the Unicode separators, and nothing else', () => {
    for (const char of ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'])
      expect(hasControlCharacter(`a${char}b`), JSON.stringify(char)).toBe(true);
    for (const text of ['plain text', 'é à ç « »', ' ', '\u00a0', '\u202f', 'emoji 🙂']) expect(hasControlCharacter(text), text).toBe(false);
  });

  it('keeps what the caller keeps, and replaces runs as one', () => {
    expect('a\tb\nc\u001bd'.replace(controlCharacters({ keep: '\\n\\t' }), '')).toBe('a\tb\ncd');
    expect('a\r\n\u0000b'.replace(controlCharacters({ runs: true }), ' ')).toBe('a b');
    expect('a\r\nb'.replace(controlCharacters(), ' ')).toBe('a  b');
  });
});
