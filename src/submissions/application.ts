import * as v from 'valibot';
import { jobs } from '../business/careers';
import { limits } from './limits';
import { acceptOf, type FileRules } from './descriptor';
import { email, fieldsOf, formSchema, oneOf, optionalText, requiredText, type MessageKey } from './field-rules';

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
 * their rules and limits. The résumé is no field of the schema: it is a file, judged by its bytes
 * and stored apart from `data`, by the rules of `resumeFile`.
 */
export const applicationFields = {
  opening: oneOf(openingIds, 'invalid'),
  firstName: requiredText(limits.name, 'firstNameRequired'),
  lastName: requiredText(limits.name, 'lastNameRequired'),
  email: email(),
  phone: optionalText(limits.phone),
  profileUrl: profileUrl(),
  message: optionalText(limits.applicationMessage),
  consent: consent(),
};

export const applicationFieldSpecs = fieldsOf(applicationFields);
export const applicationSchema = formSchema(applicationFields);
export type ApplicationInput = v.InferOutput<typeof applicationSchema>;

/**
 * The résumé, the application's file (its descriptor's `file`): a PDF, or a Word document without
 * macros, judged by their bytes (src/applications/resume-file.ts); at most `limits.resumeBytes`; kept in
 * the private bucket `RESUMES` under `applications/<submission id>` (docs/decisions/0050-job-applications.md).
 */
export const resumeFile = {
  field: 'resume',
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

/** The multipart field that carries the résumé. */
export const resumeField = resumeFile.field;

/** What the form's file input takes (its `accept`): these kinds, by extension and by type. */
export const resumeAccept = acceptOf(resumeFile);
