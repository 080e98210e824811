import { useRef, type FormEvent } from 'react';
import { contactFieldNames, contactFieldSpecs, contactSchema } from '../../src/submissions/contact';
import { CollectionNotice, Honeypot, type FormIslandBase } from './form-kit';
import { FormHead, type FormTexts } from './form-head';
import { FieldRows } from './field-kit/text';
import { useSubmission } from './use-submission';
import { useTypedValues } from './typed-values';

type Name = (typeof contactFieldNames)[number];

export type ContactFormProps = FormIslandBase & {
  texts: FormTexts<Name>;
};

const idOf = (name: string) => `contact-${name}`;

/**
 * The contact form: a real `<form method="post">` that works without JavaScript; with
 * it, validated in the browser by the same schema as the API, posted as JSON, toasts on success
 * (then reset) or failure (everything kept).
 */
export default function ContactForm(props: ContactFormProps) {
  const { action, initial, texts } = props;
  const form = useRef<HTMLFormElement>(null);
  const { errors, clearError, submitting, honeypot, summary, submit } = useSubmission(props, { order: contactFieldNames, idOf }, form);
  const { values, change, reset, enhanced } = useTypedValues(form, contactFieldNames, initial?.values as Partial<Record<Name, string>>, clearError);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await submit(contactSchema, values)) reset();
  };

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
      <FormHead prefix="contact" texts={texts} initial={initial} errors={errors} order={contactFieldNames} idOf={idOf} summary={summary} />
      <FieldRows specs={contactFieldSpecs} idOf={idOf} texts={texts} errors={errors} values={values} onChange={change} />
      <Honeypot id="contact-honeypot" label={texts.honeypot} ref={honeypot} />
      <CollectionNotice id="contact-collection-notice" texts={texts.collection} />
      <button type="submit" className="btn btn-primary" disabled={submitting} aria-describedby="contact-collection-notice">
        {submitting ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
