import type { FieldError, MessageKey } from './field-rules';

/** A kind of file a form accepts, as its bytes show it: what it starts with and, for a zip, the entries it must and must not hold. */
export type FileKind = {
  mime: string;
  extension: string;
  /** Its first bytes, one character a byte. */
  starts: string;
  /** A zip's central directory: names it must hold, and name endings (any case) it must not. */
  zip?: { holds: readonly string[]; refuses: readonly string[] };
};

/**
 * The file a form takes besides its fields (an application's résumé, docs/decisions/0050-job-applications.md),
 * never stored in `data`: its multipart field, the kinds accepted (judged by their bytes), its largest size,
 * and where it is kept (an R2 binding, and the object key's prefix before the submission's id).
 */
export type FileRules = {
  field: string;
  kinds: Readonly<Record<string, FileKind>>;
  maxBytes: number;
  bucket: 'RESUMES';
  keyPrefix: string;
};

/** Why a form's file is refused: none, an empty one, one too large, of another kind, more than one. */
export type FileRefusal = 'required' | 'empty' | 'tooLarge' | 'invalid' | 'several';

/** A form's file as its descriptor holds it: its rules and its field's errors (`<field>Required`, `<field>TooLarge` with the size in MB…), made once. */
export type FormFile = FileRules & { errors: Readonly<Record<FileRefusal, FieldError>> };

/** A file's largest size in megabytes, as its hint and its error say it. */
export const megabytesOf = (rules: FileRules) => rules.maxBytes / 1024 / 1024;

export function formFile(rules: FileRules): FormFile {
  // The résumé's keys are `ResumeMessageKey` of field-rules.ts; another form's file names its own in its texts.
  const key = (why: string) => `${rules.field}${why}` as MessageKey;
  const errors = {
    required: { key: key('Required') },
    empty: { key: key('Empty') },
    tooLarge: { key: key('TooLarge'), max: megabytesOf(rules) },
    invalid: { key: key('Invalid') },
    several: { key: key('Several') },
  };
  return { ...rules, errors };
}

/** What the form's file input takes (its `accept`): the kinds by extension, then by type. */
export const acceptOf = (rules: FileRules) => {
  const kinds = Object.values(rules.kinds);
  return [...kinds.map(({ extension }) => `.${extension}`), ...kinds.map(({ mime }) => mime)].join(',');
};
