import { useEffect, useRef, useState, type RefObject } from 'react';
import type { GenericSchema } from 'valibot';
import { errorsInWords, validate, type FieldErrors } from '../../src/submissions/field-rules';
import { createPoster, focusErrors, sendWithToasts, type FormIslandBase } from './form-kit';
import { createProver, type Prover } from './proof';
import { createMultipartPoster } from './multipart-post';

type Notice = { title: string; description: string };

/** A post's files and what the browser found wrong with them (their field errors), sent as `multipart/form-data`. */
export type Upload = { files: Record<string, File>; errors: FieldErrors };

/**
 * The one submit path of every form island: validate with the form's schema, put the errors in
 * the visitor's words next to their fields and in the form's error summary (`summary`), focused,
 * send as JSON with its idempotency key and its proof of work (as `multipart/form-data` with its
 * files when it has some, `uploaded` saying how far), toast the result, and show the fields the
 * server refused.
 */
export function useSubmission(
  { action, endpoint, lang, messages, initial, proof, texts }: FormIslandBase & { texts: { success: Notice; failure: Notice; reference: string } },
  /**
   * The fields in the order they are shown, the id of each one's first control, and the errors the
   * entry script already shows when React arrives (React adopts their elements: docs/decisions/0032-errors-before-react.md).
   */
  focus: { order: readonly string[]; idOf: (field: string) => string; shownBeforeHydration?: () => Record<string, string> },
  /** The form: its proof of work starts when the visitor first focuses or changes it (docs/decisions/0044-proof-of-work.md). */
  form: RefObject<HTMLFormElement | null>,
) {
  const [errors, setErrors] = useState<Record<string, string>>(() => initial?.errors ?? focus.shownBeforeHydration?.() ?? {});
  const [submitting, setSubmitting] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const post = useRef(createPoster(endpoint));
  /** How much of the files has gone: undefined when nothing is uploading, null while the browser cannot say. */
  const [uploaded, setUploaded] = useState<number | null | undefined>(undefined);
  const postFiles = useRef<ReturnType<typeof createMultipartPoster>>(null);
  const prover = useRef<Prover>(null);
  prover.current ??= createProver(proof);

  useEffect(() => (form.current ? prover.current?.watch(form.current) : undefined), [form]);

  const inWords = (found: FieldErrors) => errorsInWords(found, messages, lang);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    focusErrors(summary, [...focus.order], found, focus.idOf);
  };

  /** A field changed: its error goes. */
  const clearError = (field: string) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  /**
   * Validates `values` against `schema` and sends them, with `upload`'s files when given;
   * `beforeErrors` runs first when some are invalid (the wizard opens their step). Once stored, the
   * reference the visitor can quote; else null.
   */
  const submit = async (
    schema: GenericSchema,
    values: object,
    beforeErrors?: (found: Record<string, string>) => void,
    upload?: Upload,
  ): Promise<{ reference: string } | null> => {
    if (submitting) return null;
    const payload = { ...values, _honeypot: honeypot.current?.value ?? '', lang, page: action };
    const result = validate(schema, payload);
    const invalid = { ...(result.ok ? {} : result.errors), ...upload?.errors };
    if (Object.keys(invalid).length > 0) {
      const found = inWords(invalid);
      beforeErrors?.(found);
      showErrors(found);
      return null;
    }
    setErrors({});
    setSubmitting(true);
    const solved = await prover.current?.take();
    const proved = solved ? { ...payload, _proof: solved } : payload;
    let send = post.current;
    if (upload) {
      postFiles.current ??= createMultipartPoster(endpoint, setUploaded);
      const postWith = postFiles.current;
      setUploaded(0);
      send = (body) => postWith(body, upload.files);
    }
    const answer = await sendWithToasts(send, proved, texts);
    setUploaded(undefined);
    setSubmitting(false);
    if (answer.ok) return { reference: answer.reference };
    if (answer.fields) showErrors(answer.fields);
    return null;
  };

  return { errors, setErrors, showErrors, clearError, inWords, submitting, uploaded, honeypot, summary, submit };
}
