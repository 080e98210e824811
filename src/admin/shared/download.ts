/**
 * The name a download is saved under, in a header: the stored name is already safe (letters,
 * digits, `-_. `), made safe again here all the same. An ASCII `filename`, and the UTF-8 one as
 * RFC 6266 and 5987 write it when the name has accents.
 */
export function attachment(name: string, fallback = 'resume'): string {
  const safe = name.replace(/[^\p{L}\p{N}\-_. ]/gu, '_').slice(0, 80) || fallback;
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w\-. ]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === safe ? `attachment; filename="${ascii}"` : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
