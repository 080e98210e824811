import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it('guards a formula at the start of a cell', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    for (const first of ['=', '+', '-', '@', '|', '%']) expect(csvCell(`${first}1`)).toBe(`'${first}1`);
  });

  it('guards a formula after control characters, spaces, line breaks or invisible formatting', () => {
    expect(csvCell('\u0001=cmd|" /C calc"!A0')).toBe(`"' =cmd|"" /C calc""!A0"`);
    expect(csvCell('\u0000\u001b\u007f=1+1')).toBe("'   =1+1");
    expect(csvCell('   =1+1')).toBe("'   =1+1");
    expect(csvCell('\t+1')).toBe("' +1");
    expect(csvCell('\r\n@SUM(A1)')).toBe(`"'\n@SUM(A1)"`);
    expect(csvCell('\u00a0\u2003-2+3')).toBe("'\u00a0\u2003-2+3");
    expect(csvCell('\u200b\ufeff=1')).toBe("'\u200b\ufeff=1");
    expect(csvCell(['', '=1'])).toBe("' =1");
  });

  it('leaves text alone when a sign is not what starts it', () => {
    expect(csvCell('Marie')).toBe('Marie');
    expect(csvCell('  Marie = Jean')).toBe('  Marie = Jean');
    expect(csvCell('a@example.com')).toBe('a@example.com');
    expect(csvCell(' ')).toBe(' ');
  });
});
