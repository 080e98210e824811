/**
 * Only the new text of a reply (docs/decisions/0057-lead-conversation.md): what follows the first
 * quote header is the history the client's mail program copied below, and a trailing run of `>`
 * lines is quoted too. Our own cutter rather than email-reply-parser: that package imports Node's
 * `module` (for an optional RE2), which the worker's bundle cannot resolve, and it hides a
 * signature's lines ("Cordialement," and what follows), which are the client's words.
 *
 * The headers, in French and English, as Gmail, Outlook and Apple Mail write them:
 * - Gmail: `On Mon, Nov 30, 2026 at 2:05 PM Name <a@b> wrote:`, `Le lun. 30 nov. 2026, à 14 h 05, Name <a@b> a écrit :`
 *   (Gmail wraps a long one over two lines);
 * - Apple Mail: `On Nov 30, 2026, at 14:05, Name <a@b> wrote:`, `Le 30 nov. 2026 à 14:05, Name <a@b> a écrit :`;
 * - Outlook: a `From:`/`De :` line followed by `Sent:`/`Envoyé :` or `Date:` and `To:`/`À :` or
 *   `Subject:`/`Objet :`, often after a line of underscores; `-----Original Message-----`,
 *   `-----Message d'origine-----`, `----- Mail original -----`.
 */

const wrote = [/^On\s.+\swrote:\s*$/i, /^Le\s.+\sa\s+écrit\s*:\s*$/i, /^.+\s<[^>]+>\sa\s+écrit\s*:\s*$/i];
const separators = [/^-{2,}\s*(Original Message|Message d'origine|Mail original|Forwarded message|Message transféré)\s*-{2,}\s*$/i];
const fromLine = /^\*?\s*(From|De)\s?:\s?\*?\s*\S/i;
const sentLine = /^\*?\s*(Sent|Envoyé|Date)\s?:/i;
const toLine = /^\*?\s*(To|À|A|Subject|Objet|Cc)\s?:/i;
const rule = /^\s*(_{8,}|-{8,})\s*$/;

/** Whether the line at `index` opens the quoted history. */
function opensQuote(lines: readonly string[], index: number): boolean {
  const line = lines[index].trim();
  const joined = `${line} ${(lines[index + 1] ?? '').trim()}`;
  if (wrote.some((pattern) => pattern.test(line) || (/^(On|Le)\s/i.test(line) && pattern.test(joined)))) return true;
  if (separators.some((pattern) => pattern.test(line))) return true;
  if (fromLine.test(line)) {
    const next = lines.slice(index + 1, index + 6).map((text) => text.trim());
    return next.some((text) => sentLine.test(text)) && next.some((text) => toLine.test(text));
  }
  return false;
}

/** The reply's new text: everything above its quoted history, without the trailing quoted lines and blank lines. */
export function newText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let end = lines.findIndex((_, index) => opensQuote(lines, index));
  if (end < 0) end = lines.length;
  // Outlook draws a rule above its header.
  let above = end - 1;
  while (above >= 0 && lines[above].trim() === '') above--;
  if (end < lines.length && above >= 0 && rule.test(lines[above])) end = above;
  // A trailing run of quoted (`>`) and blank lines is history too; quotes between new lines stay.
  while (end > 0 && (lines[end - 1].trim() === '' || /^\s*>/.test(lines[end - 1]))) end--;
  return lines.slice(0, end).join('\n').replace(/\s+$/, '');
}
