import { showToast } from '../toasts/toasts';
import type { ReactNode, Ref } from 'react';
import type { Lang } from '../../src/languages';
import type { MessageTable } from '../../src/submissions/rules';
import type { FormState } from '../../src/submissions/form-state';
import { withReference } from '../../src/submissions/reference';
import type { ProofUrls } from './proof';

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

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  texts: FieldTexts;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; 'aria-required'?: true }) => ReactNode;
};

/** A labelled control with its asterisk and its error in red underneath, tied by aria-describedby. */
export function Field({ id, label, required, error, texts, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <>
            <span className="required-mark" aria-hidden="true">
              {' *'}
            </span>
            <span className="sr-only"> ({texts.requiredMark})</span>
          </>
        ) : (
          <span className="optional-mark"> ({texts.optional})</span>
        )}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
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

/** The result a no-JS post left on the page: a success is a status, a failure an alert. */
export function FormNotice({ kind, title, text, more }: { kind: 'success' | 'error'; title: string; text: string; more?: string }) {
  return (
    <div className={`form-notice form-notice-${kind}`} role={kind === 'success' ? 'status' : 'alert'}>
      <p className="form-notice-title">{title}</p>
      <p>{text}</p>
      {more ? <p>{more}</p> : null}
    </div>
  );
}

export type PostResult = { ok: true; id: string; reference: string } | { ok: false; fields?: Record<string, string> };

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
  else showToast({ title: texts.failure.title, description: texts.failure.description, variant: 'destructive' });
  return answer;
}

/** Moves focus to the first control of the first field in error, in the order given. */
export function focusFirstInvalid(order: string[], errors: Record<string, string>, idOf: (field: string) => string) {
  const field = order.find((name) => errors[name]);
  if (!field) return;
  requestAnimationFrame(() => document.getElementById(idOf(field))?.focus());
}
