import type { ResumeKind } from '../submissions/application';

/**
 * What a résumé is, judged by its bytes and never by its name or the type the browser sent
 * (docs/decisions/0050-job-applications.md): a PDF starts with `%PDF-`; a Word document is a zip
 * whose directory holds `[Content_Types].xml` and `word/document.xml`, and no macros.
 */
export type ResumeCheck = { ok: true; kind: ResumeKind } | { ok: false; reason: 'empty' | 'too_large' | 'type' };

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
const pdfMagic = [...'%PDF-'].map((c) => c.charCodeAt(0));
const zipMagic = [0x50, 0x4b, 0x03, 0x04];

/** The file's kind, or why it is refused. */
export function checkResume(bytes: Uint8Array, maxBytes: number): ResumeCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > maxBytes) return { ok: false, reason: 'too_large' };
  if (startsWith(bytes, pdfMagic)) return { ok: true, kind: 'pdf' };
  if (startsWith(bytes, zipMagic) && isWordDocument(zipEntryNames(bytes))) return { ok: true, kind: 'docx' };
  return { ok: false, reason: 'type' };
}

function isWordDocument(names: string[] | null): boolean {
  if (!names) return false;
  const has = (name: string) => names.includes(name);
  return has('[Content_Types].xml') && has('word/document.xml') && !names.some((name) => name.toLowerCase().endsWith('vbaproject.bin'));
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
