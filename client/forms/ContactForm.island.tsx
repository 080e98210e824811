import { useEffect, useRef, useState, type FormEvent } from 'react';
import { contactFieldNames, contactFieldSpecs, contactSchema } from '../../src/submissions/contact';
import { isRequiredField } from '../../src/submissions/field-rules';
import { withReference } from '../../src/submissions/reference';
import { CollectionNotice, ErrorSummary, Field, FormNotice, Honeypot, type CollectionNoticeTexts, type FieldTexts, type FormIslandBase } from './form-kit';
import { useSubmission } from './use-submission';

type Name = (typeof contactFieldNames)[number];

export type ContactFormProps = FormIslandBase & {
  texts: FieldTexts & {
    title: string;
    requiredHint: string;
    /** The error summary's heading. */
    errorSummary: string;
    honeypot: string;
    submit: string;
    sending: string;
    reference: string;
    /** Said after a post held for review: no confirmation e-mail right away. */
    heldNote: string;
    collection: CollectionNoticeTexts;
    labels: Record<Name, string>;
    success: { title: string; description: string };
    failure: { title: string; description: string };
  };
};

const empty = Object.fromEntries(contactFieldNames.map((name) => [name, ''])) as Record<Name, string>;
const idOf = (name: string) => `contact-${name}`;

/**
 * The contact form: a real `<form method="post">` that works without JavaScript; with
 * it, validated in the browser by the same schema as the API, posted as JSON, toasts on success
 * (then reset) or failure (everything kept).
 */
export default function ContactForm(props: ContactFormProps) {
  const { action, initial, texts } = props;
  const [values, setValues] = useState<Record<Name, string>>(() => ({ ...empty, ...(initial?.values as Partial<Record<Name, string>>) }));
  const form = useRef<HTMLFormElement>(null);
  const { errors, clearError, submitting, honeypot, summary, submit } = useSubmission(props, { order: contactFieldNames, idOf }, form);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    // The form hydrates on first focus (docs/decisions/0017-when-javascript-loads.md): text typed
    // before React arrived is in the fields but not in the state, so the state adopts it.
    const fields = form.current?.elements;
    if (!fields) return;
    const typed = (name: Name) => (fields.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value;
    setValues((all) => {
      const adopted = { ...all };
      for (const name of contactFieldNames) adopted[name] = typed(name) ?? all[name];
      return contactFieldNames.some((name) => adopted[name] !== all[name]) ? adopted : all;
    });
  }, []);

  const change = (name: Name, value: string) => {
    setValues((all) => ({ ...all, [name]: value }));
    clearError(name);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(contactSchema, values)) setValues(empty);
  };

  const control = (name: Name, type: 'text' | 'email' = 'text', autoComplete?: string) => (
    <Field id={idOf(name)} label={texts.labels[name]} required={isRequiredField(contactFieldSpecs, name)} error={errors[name]} texts={texts}>
      {(aria) =>
        name === 'message' ? (
          <textarea {...aria} name={name} rows={5} value={values[name]} onChange={(event) => change(name, event.target.value)} />
        ) : (
          <input {...aria} name={name} type={type} autoComplete={autoComplete} value={values[name]} onChange={(event) => change(name, event.target.value)} />
        )
      }
    </Field>
  );

  return (
    <form
      ref={form}
      className="site-form contact-form"
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      data-enhanced={enhanced || undefined}
    >
      <h2 id="contact-form-title">{texts.title}</h2>
      {initial?.status === 'sent' ? (
        <FormNotice
          kind="success"
          title={texts.success.title}
          text={`${texts.success.description} ${withReference(texts.reference, initial.reference ?? '')}`}
          more={initial.held ? texts.heldNote : undefined}
        />
      ) : null}
      {initial?.notice ? <FormNotice kind="error" title={texts.failure.title} text={initial.notice} /> : null}
      <ErrorSummary id="contact-error-summary" title={texts.errorSummary} errors={errors} order={contactFieldNames} idOf={idOf} ref={summary} />
      <p className="form-hint">{texts.requiredHint}</p>
      <div className="form-row">
        {control('firstName', 'text', 'given-name')}
        {control('lastName', 'text', 'family-name')}
      </div>
      <div className="form-row">
        {control('email', 'email', 'email')}
        {control('company', 'text', 'organization')}
      </div>
      {control('subject')}
      {control('message')}
      <Honeypot id="contact-honeypot" label={texts.honeypot} ref={honeypot} />
      <CollectionNotice id="contact-collection-notice" texts={texts.collection} />
      <button type="submit" className="btn btn-primary" disabled={submitting} aria-describedby="contact-collection-notice">
        {submitting ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
