import * as v from 'valibot';
import type { FileRules } from './form-file';
import { jobs } from '../business/careers';
import { limits } from './limits';
import { email, fieldsOf, formSchema, oneOf, optionalLine, optionalText, requiredLine, withHints, withRole, type MessageKey } from './field-rules';

/** The opening applied to: a job id of the careers page, or '' for a spontaneous application. */
export const openingIds = ['', ...jobs.map((job) => job.id)] as const;

/** A link to a profile or portfolio: optional, and then an `https` address only. */
const profileUrl = () =>
  v.pipe(
    optionalText(limits.url),
    v.check((value) => value === '' || isHttpsUrl(value), 'profileUrlInvalid' satisfies MessageKey),
  );

function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
}

/** The consent Law 25 asks for: a ticked checkbox (`yes` as the page sends it, `on` as a bare checkbox does), stored as `yes`. */
const consent = () =>
  v.pipe(
    v.optional(v.string('consentRequired' satisfies MessageKey), ''),
    v.check((value) => value === 'yes' || value === 'on', 'consentRequired' satisfies MessageKey),
    v.transform(() => 'yes'),
    v.metadata({ kind: 'choice' }),
  );

/**
 * A job application (docs/decisions/0050-job-applications.md): its fields in display order, with
 * their rules and limits. The résumé is no field of the schema: it is a file, checked by its bytes
 * (`src/submissions/resume-file.ts`) and stored apart from `data`, under `resumeField`.
 */
export const applicationFields = {
  opening: withHints({ type: 'hidden' }, oneOf(openingIds, 'invalid')),
  firstName: withRole('givenName', requiredLine(limits.name, 'firstNameRequired')),
  lastName: withRole('familyName', requiredLine(limits.name, 'lastNameRequired')),
  email: withRole('email', email()),
  phone: withRole('phone', optionalLine(limits.phone)),
  profileUrl: withHints({ type: 'url', autoComplete: 'url' }, profileUrl()),
  message: withRole('message', optionalText(limits.applicationMessage)),
  consent: withHints({ type: 'checkbox' }, consent()),
};

/** The multipart field that carries the résumé. */
export const resumeField = 'resume';

export const applicationFieldSpecs = fieldsOf(applicationFields);
export const applicationSchema = formSchema(applicationFields);
export type ApplicationInput = v.InferOutput<typeof applicationSchema>;

/**
 * The résumé (docs/decisions/0050-job-applications.md): a PDF, or a Word document without macros, judged by
 * their bytes; its size and bucket. The application's descriptor takes it as its `file` (`forms.ts`), and
 * its file input's `accept` and its hint's size come from it (docs/decisions/0037-form-descriptors.md).
 */
export const resumeRules = {
  field: resumeField,
  kinds: {
    pdf: { mime: 'application/pdf', extension: 'pdf', starts: '%PDF-' },
    docx: {
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
      starts: 'PK\x03\x04',
      zip: { holds: ['[Content_Types].xml', 'word/document.xml'], refuses: ['vbaproject.bin'] },
    },
  },
  maxBytes: limits.resumeBytes,
  bucket: 'RESUMES',
  keyPrefix: 'applications/',
} as const satisfies FileRules;
