import { useEffect, useRef, useState, type RefObject } from 'react';
import type { GenericSchema } from 'valibot';
import { errorsInWords, validate, type FieldErrors } from '../../src/submissions/field-rules';
import { createPoster, focusErrors, sendWithToasts, type FormIslandBase } from './form-kit';
import { createProver, type Prover } from './proof';

type Notice = { title: string; description: string };

/**
 * The one submit path of every form island: validate with the form's schema, put the errors in
 * the visitor's words next to their fields and in the form's error summary (`summary`), focused,
 * send as JSON with its idempotency key and its proof of work, toast the result, and show the
 * fields the server refused.
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
   * Validates `values` against `schema` and sends them; `beforeErrors` runs first when some are
   * invalid (the wizard opens their step). Once stored, the reference the visitor can quote; else null.
   */
  const submit = async (
    schema: GenericSchema,
    values: object,
    beforeErrors?: (found: Record<string, string>) => void,
  ): Promise<{ reference: string } | null> => {
    if (submitting) return null;
    const payload = { ...values, _honeypot: honeypot.current?.value ?? '', lang, page: action };
    const result = validate(schema, payload);
    if (!result.ok) {
      const found = inWords(result.errors);
      beforeErrors?.(found);
      showErrors(found);
      return null;
    }
    setErrors({});
    setSubmitting(true);
    const solved = await prover.current?.take();
    const answer = await sendWithToasts(post.current, solved ? { ...payload, _proof: solved } : payload, texts);
    setSubmitting(false);
    if (answer.ok) return { reference: answer.reference };
    if (answer.fields) showErrors(answer.fields);
    return null;
  };

  return { errors, setErrors, showErrors, clearError, inWords, submitting, honeypot, summary, submit };
}
