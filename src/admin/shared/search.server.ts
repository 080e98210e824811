/**
 * The inbox's free-text search as one SQL condition (docs/decisions/0024-lead-inbox.md): the text
 * typed is looked for with `instr`, never `LIKE`, whose patterns D1 caps at 50 bytes (a long or
 * odd search answered 500), so every character is itself (`%`, `_`, `\`) and any length the box
 * allows works.
 *
 * Case: SQLite's `lower()` folds ASCII only. The letters of the Latin-1 and Latin Extended-A
 * blocks (`É`/`é`, `Ç`/`ç`, `Œ`/`œ`, `Ł`/`ł`, …) are folded too, by a `replace` of each capital
 * whose small letter the search holds; any other letter is looked for as typed, as before.
 * Composition: the search is NFC, and looked for decomposed as well, so `é` finds text typed as
 * `e` plus a combining accent (whose `E` `lower()` folds).
 */
import { allForms } from '../../submissions/forms';

/**
 * Free text is looked for in the typed fields (kind `text`) of every form (src/submissions/forms.ts),
 * each once. Names come from the descriptors, never from the query, so they may go into the SQL.
 */
const searchedFields = () => [...new Set(allForms().flatMap((form) => form.fields.filter(({ kind }) => kind === 'text').map(({ name }) => name as string)))];

/**
 * The fields in one text, lower-cased by SQLite (ASCII), separated by U+001F (a control character
 * the forms never store). One `printf` (a missing field prints as nothing) rather than a chain of
 * `||`: D1 refuses an expression deeper than 100, and the folding below needs the room.
 */
const fieldsText = (fields: string[]) =>
  `lower(printf('${fields.map(() => '%s').join('\u001f')}', ${fields.map((field) => `json_extract(data, '$.${field}')`).join(', ')}))`;

/** At most this many capitals are folded (one `replace` each, inside D1's depth of 100); a search holding more small letters of the table looks for the rest as typed. */
export const foldedMax = 40;

/** Each capital of U+00C0–U+017F with its one small letter: our own table, so what goes into the SQL is never typed text. */
const smallOf = new Map<string, string>();
for (let code = 0xc0; code <= 0x17f; code++) {
  const capital = String.fromCharCode(code);
  const small = capital.toLowerCase();
  if (small !== capital && small.length === 1 && small.toUpperCase() === capital) smallOf.set(capital, small);
}
const capitalOf = new Map([...smallOf].map(([capital, small]) => [small, capital]));

/** The condition and its binds: the free text in a field, or the start of the id (the reference a visitor quotes, src/submissions/reference.ts). */
export function searchWhere(query: string): { sql: string; binds: string[] } {
  const typed = [...query.normalize('NFC')];
  const small = (char: string) => smallOf.get(char) ?? char;
  // The table's letters of the search, small, the first `foldedMax` of them: those the text folds.
  const folds = [...new Set(typed.map(small))].filter((char) => capitalOf.has(char)).slice(0, foldedMax);
  const composed = typed.map((char) => (char < '\u0080' ? char.toLowerCase() : folds.includes(small(char)) ? small(char) : char)).join('');
  const decomposed = composed.normalize('NFD');
  let text = fieldsText(searchedFields());
  for (const letter of folds) text = `replace(${text}, '${capitalOf.get(letter)}', '${letter}')`;
  const needles = decomposed === composed ? [composed] : [composed, decomposed];
  return {
    sql: `(${needles.map(() => `instr(${text}, ?) > 0`).join(' OR ')} OR instr(id, ?) = 1)`,
    binds: [...needles, query.toLowerCase()],
  };
}
