import { showToast } from '../toasts/toasts';
import type { ReactNode, Ref, RefObject } from 'react';
import type { Lang } from '../../src/languages';
import type { MessageTable } from '../../src/submissions/field-rules';
import type { FormState } from '../../src/submissions/form-state';
import { withReference } from '../../src/submissions/reference';
import type { ProofUrls } from './proof';
import { focusField } from './focus-field';

/** What the server tells a form island, besides its texts: where to post and what a no-JS post left. */
export type FormIslandBase = {
  /** The page itself: the plain `<form method="post">` target without JavaScript. */
  action: string;
  /** The JSON endpoint used with JavaScript. */
  endpoint: string;
  lang: Lang;
  messages: MessageTable;
  /** What a no-JS post left, its field errors already in words. */
  initial?: FormState<Record<string, string>>;
  /** Where its proof of work comes from (proof.ts). */
  proof: ProofUrls;
};

export type FieldTexts = { requiredMark: string; optional: string };

export type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  /** A line under the label that says what the field takes, tied to the control by aria-describedby. */
  hint?: string;
  error?: string;
  texts: FieldTexts;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true }) => ReactNode;
};

/** After a label: the asterisk (its words for screen readers) of a required field, or "(optional)". */
export function RequiredMark({ required, texts }: { required: boolean | undefined; texts: FieldTexts }) {
  return required ? (
    <>
      <span className="required-mark" aria-hidden="true">
        {' *'}
      </span>
      <span className="sr-only"> ({texts.requiredMark})</span>
    </>
  ) : (
    <span className="optional-mark"> ({texts.optional})</span>
  );
}

/** A labelled control with its asterisk and its error in red underneath, tied by aria-describedby. */
export function Field({ id, label, required, hint, error, texts, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : '';
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} texts={texts} />
      </label>
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { 'aria-required': true } : {}),
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="field-error">
      {error}
    </p>
  ) : null;
}

/**
 * A group's choices as cards, its error between the question (the group's legend and lead, above)
 * and the cards, where the reader meets it before the choices (docs/decisions/0045-errors-seen-at-once.md).
 */
export function ChoiceCards({ errorId, error, children }: { errorId: string; error?: string; children: ReactNode }) {
  return (
    <>
      <FieldError id={errorId} error={error} />
      <div className="choice-grid">{children}</div>
    </>
  );
}

/** The notice at the point of collection (Law 25, s. 8): what the information is for, where it is hosted, and the rights. */
export type CollectionNoticeTexts = { text: string; link: string; href: string };

/** Shown next to a form's submit button, which points to it with aria-describedby (docs/decisions/0025-claims-and-sources.md). */
export function CollectionNotice({ id, texts }: { id: string; texts: CollectionNoticeTexts }) {
  return (
    <p id={id} className="form-collection-notice">
      {texts.text} <a href={texts.href}>{texts.link}</a>.
    </p>
  );
}

/** The hidden field people never fill; bots do. An island's post reads it through `ref` (use-submission.ts). */
export function Honeypot({ id, label, defaultValue, ref }: { id: string; label: string; defaultValue?: string; ref?: Ref<HTMLInputElement> }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} name="_honeypot" type="text" tabIndex={-1} autoComplete="off" defaultValue={defaultValue ?? ''} />
    </div>
  );
}

/**
 * The result a no-JS post left on the page: a success is a status, a failure an alert, focused on
 * load like the error summary (docs/decisions/0045-errors-seen-at-once.md).
 */
export function FormNotice({ kind, title, text, more }: { kind: 'success' | 'error'; title: string; text: string; more?: string }) {
  const failure = kind === 'error';
  return (
    <div className={`form-notice form-notice-${kind}`} role={failure ? 'alert' : 'status'} {...(failure ? { tabIndex: -1, autoFocus: true } : {})}>
      <p className="form-notice-title">{title}</p>
      <p>{text}</p>
      {more ? <p>{more}</p> : null}
    </div>
  );
}

/** A refusal's `message`: the server's sentence, in the visitor's language, when it says more than the form's failure text (wait, then send again). */
export type PostResult = { ok: true; id: string; reference: string } | { ok: false; fields?: Record<string, string>; message?: string };

/**
 * Posts a submission as JSON. The idempotency key stays the same while the payload does (its proof
 * of work aside: each post carries a fresh one), so a retry after a failure can never store the
 * same submission twice.
 */
export function createPoster(endpoint: string) {
  let last: { content: string; key: string } | null = null;
  return async (payload: object): Promise<PostResult> => {
    const body = JSON.stringify(payload);
    const { _proof, ...rest } = payload as { _proof?: string };
    const content = JSON.stringify(rest);
    if (!last || last.content !== content) last = { content, key: crypto.randomUUID() };
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': last.key },
        body,
      });
      if (response.ok) {
        const answer = (await response.json()) as { id: string; reference: string };
        last = null;
        return { ok: true, id: answer.id, reference: answer.reference };
      }
      const error = (await response.json().catch(() => ({}))) as { error?: string; fields?: Record<string, string> };
      console.error('submission failed', response.status, error.error);
      return { ok: false, fields: error.fields };
    } catch (error) {
      console.error('submission failed', error);
      return { ok: false };
    }
  };
}

type Notice = { title: string; description: string };

/**
 * Sends a submission and tells the visitor how it went: the success toast, or the destructive
 * failure toast (what they typed stays in the form, since the caller only resets on success).
 */
export async function sendWithToasts(
  post: (payload: object) => Promise<PostResult>,
  payload: object,
  texts: { success: Notice; failure: Notice; reference: string },
) {
  const answer = await post(payload);
  if (answer.ok) showToast({ title: texts.success.title, description: `${texts.success.description} ${withReference(texts.reference, answer.reference)}` });
  else showToast({ title: texts.failure.title, description: answer.message ?? texts.failure.description, variant: 'destructive' });
  return answer;
}

/**
 * Once the errors show: focus the form's error summary when it shows one, else the first control of
 * the first field in error, in the order given, with its question (the wizard's Next: one question a step).
 */
export function focusErrors(summary: RefObject<HTMLElement | null>, order: string[], errors: Record<string, string>, idOf: (field: string) => string) {
  requestAnimationFrame(() => {
    if (summary.current?.isConnected) return focusField(summary.current);
    const field = order.find((name) => errors[name]);
    const control = field ? document.getElementById(idOf(field)) : null;
    if (control) focusField(control);
  });
}
