import { resumeRules } from '../submissions/application';
import type { FileRules } from '../submissions/form-file';

const megabyte = 1024 * 1024;

/**
 * The bounds of the mail that comes back to a lead's reply address (docs/decisions/0057-lead-conversation.md):
 * a message's size before it is read, the messages per reply address and for the whole site per
 * hour, what is kept of a text, and the attachments kept (how many, how large, which kinds, judged
 * by their bytes as the résumés are).
 */
export const conversationLimits = {
  /** A message larger than this is refused unread (`setReject`): a mail bomb costs nothing. */
  rawBytes: 10 * megabyte,
  /** Messages to one reply address per hour, then refused until the next hour. */
  perAddress: { max: 20, windowSeconds: 60 * 60 },
  /** Messages to every reply address together per hour. */
  site: { max: 300, windowSeconds: 60 * 60 },
  /** The characters of a message's new text kept (the rest is said to be cut). */
  textChars: 50_000,
  /** A subject's characters kept. */
  subjectChars: 200,
  /** What staff write in one reply. */
  replyChars: 10_000,
  /** Attachments kept per message, and all of them together. */
  attachments: { count: 5, totalBytes: 10 * megabyte },
} as const;

/** The attachments kept, judged by their bytes; each at most `maxBytes`, in the private bucket under `keyPrefix`. */
export const attachmentRules = {
  field: 'attachment',
  kinds: {
    pdf: resumeRules.kinds.pdf,
    png: { mime: 'image/png', extension: 'png', starts: '\x89PNG\r\n\x1a\n' },
    jpeg: { mime: 'image/jpeg', extension: 'jpg', starts: '\xff\xd8\xff' },
    gif: { mime: 'image/gif', extension: 'gif', starts: 'GIF8' },
    // The résumés' Word document, without macros (docs/decisions/0050-job-applications.md).
    docx: resumeRules.kinds.docx,
    xlsx: {
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      extension: 'xlsx',
      starts: 'PK\x03\x04',
      zip: { holds: ['[Content_Types].xml', 'xl/workbook.xml'], refuses: ['vbaproject.bin'] },
    },
  },
  maxBytes: 5 * megabyte,
  bucket: 'RESUMES',
  keyPrefix: 'replies/',
} as const satisfies FileRules;
