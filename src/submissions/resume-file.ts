import type { FileKind, FileRules } from './form-file';

/**
 * What a form's file is, judged by its bytes and never by its name or the type the browser sent
 * (docs/decisions/0050-job-applications.md): the first kind of the form's rules (`FileRules`) whose
 * first bytes it has and, for a zip, whose directory holds the names it must and none it must not.
 */
export type FileCheck<Kind extends string = string> = { ok: true; kind: Kind } | { ok: false; reason: 'empty' | 'too_large' | 'type' };

const startsWith = (bytes: Uint8Array, prefix: string) => [...prefix].every((c, i) => bytes[i] === c.charCodeAt(0));

function isKind(bytes: Uint8Array, kind: FileKind): boolean {
  if (!startsWith(bytes, kind.starts)) return false;
  if (!kind.zip) return true;
  const names = zipEntryNames(bytes);
  if (!names) return false;
  const { holds, refuses } = kind.zip;
  return holds.every((name) => names.includes(name)) && !names.some((name) => refuses.some((end) => name.toLowerCase().endsWith(end)));
}

/** The file's kind under these rules, or why it is refused. */
export function checkFile<Rules extends FileRules>(bytes: Uint8Array, rules: Rules): FileCheck<Extract<keyof Rules['kinds'], string>> {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > rules.maxBytes) return { ok: false, reason: 'too_large' };
  const kind = Object.keys(rules.kinds).find((name) => isKind(bytes, rules.kinds[name]));
  return kind ? { ok: true, kind: kind as Extract<keyof Rules['kinds'], string> } : { ok: false, reason: 'type' };
}

/** The longest display name, extension included. */
const nameLength = 80;

/**
 * A name to show and download the file under: the given name's last segment without its extension,
 * accents dropped, anything but letters, digits and `-_. ` made a dash, then the extension of the
 * kind its bytes showed (`cv.exe.pdf` stays a PDF's name; `../../etc/passwd` becomes `passwd.pdf`);
 * `fallback` when nothing is left of the given name.
 */
export function safeFileName(given: string, kind: FileKind, fallback = 'resume'): string {
  const extension = `.${kind.extension}`;
  const base = (given.split(/[/\\]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 _.-]+/g, '-')
    .replace(/([ _.-])[ _.-]+/g, '$1')
    .replace(/^[ _.-]+|[ _.-]+$/g, '')
    .slice(0, nameLength - extension.length)
    .replace(/[ _.-]+$/, '');
  return `${base || fallback}${extension}`;
}

/**
 * The names in a zip's central directory (PKWARE's APPNOTE: the end record, signature 0x06054b50,
 * within the last 64 KiB, points at the directory; each entry, 0x02014b50, carries its name), or
 * null when the bytes are not a well-formed zip.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + skip;
  }
  return names;
}
