/**
 * An HTML-only message as plain text (docs/decisions/0057-lead-conversation.md): staff are never shown
 * a client's HTML. Scripts, styles and the head go with their content; line breaks and blocks become
 * lines; a `<blockquote>` and Gmail's quote block become `>` lines, which `newText` then cuts;
 * entities are decoded; every other tag goes, and so does what it said (attributes, links' targets).
 */
const named: Readonly<Record<string, string>> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  euro: '€',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  eacute: 'é',
  egrave: 'è',
  ecirc: 'ê',
  euml: 'ë',
  icirc: 'î',
  iuml: 'ï',
  ocirc: 'ô',
  ugrave: 'ù',
  ucirc: 'û',
  Agrave: 'À',
  Ccedil: 'Ç',
  Eacute: 'É',
  Egrave: 'È',
  Ecirc: 'Ê',
};

/** One entity's character; an unknown one stays as written, a code point out of range becomes U+FFFD. */
function entity(match: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  }
  return named[body] ?? match;
}

export const decodeEntities = (text: string) => text.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z]{2,8});/g, entity);

/** Marks where a quote starts and ends while tags are removed (private-use characters nobody types in HTML). */
const open = '\ue000';
const close = '\ue001';

export function htmlToText(html: string): string {
  const flat = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|head|title|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(script|style)\b[\s\S]*$/gi, '')
    .replace(/\r?\n/g, ' ');
  const marked = flat
    .replace(/<(blockquote)\b[^>]*>/gi, `\n${open}\n`)
    .replace(/<\/blockquote\s*>/gi, `\n${close}\n`)
    .replace(/<div\b[^>]*class\s*=\s*["'][^"']*gmail_quote[^"']*["'][^>]*>/gi, `\n${open}\n`)
    .replace(/<br\b[^>]*>/gi, '\n')
    .replace(/<\/?(p|div|tr|table|h[1-6]|ul|ol|li|hr|pre)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  let depth = 0;
  const lines: string[] = [];
  for (const raw of decodeEntities(marked).split('\n')) {
    if (raw === open) depth += 1;
    else if (raw === close) depth = Math.max(0, depth - 1);
    else {
      const line = raw.replace(/[ \t\u00a0]+/g, ' ').trim();
      lines.push(depth > 0 && line ? `${'>'.repeat(depth)} ${line}` : line);
    }
  }
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
