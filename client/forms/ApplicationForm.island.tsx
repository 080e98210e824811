import { useEffect, useRef, useState, type FormEvent } from 'react';
import { applicationFieldSpecs, applicationSchema, resumeField, resumeRules } from '../../src/submissions/application';
import { CollectionNotice, Honeypot, type FormIslandBase } from './form-kit';
import { FormHead, type FormTexts } from './form-head';
import { CheckboxControl } from './field-kit/checkbox';
import { chosenFileErrors, FileControl } from './field-kit/file';
import { HiddenField } from './field-kit/hidden';
import { FieldRows } from './field-kit/text';
import { useSubmission } from './use-submission';
import { useTypedValues } from './typed-values';

const applicationFieldNames = applicationFieldSpecs.map(({ name }) => name);
type Name = (typeof applicationFieldNames)[number];
/** The fields typed into, each kept in the state; the opening is the page's, the résumé stays in its input. */
type Typed = Exclude<Name, 'opening' | 'consent'>;

export type ApplicationFormProps = FormIslandBase & {
  /** The opening's job id, '' for a spontaneous application. */
  opening: string;
  texts: FormTexts<Exclude<Name, 'opening'> | typeof resumeField> & {
    resumeHint: string;
    consent: { text: string; link: string; href: string };
    progress: string;
  };
};

/** The typed fields (kind `text`); the résumé goes before the message (role `message`). */
const typedSpecs = applicationFieldSpecs.filter((spec): spec is (typeof applicationFieldSpecs)[number] & { name: Typed } => spec.kind === 'text');
const typedNames = typedSpecs.map(({ name }) => name);
const messageAt = typedSpecs.findIndex(({ role }) => role === 'message');
const order = [...typedNames, resumeField, 'consent'];
const idOf = (name: string) => `application-${name}`;
const specOf = Object.fromEntries(applicationFieldSpecs.map((spec) => [spec.name, spec])) as Record<Name, (typeof applicationFieldSpecs)[number]>;

/**
 * An application (docs/decisions/0050-job-applications.md): a real multipart `<form method="post">`
 * that works without JavaScript; with it, validated in the browser, posted with its résumé through
 * the shared submit path, the upload's progress shown, a toast on the result.
 */
export default function ApplicationForm(props: ApplicationFormProps) {
  const { action, initial, texts, opening } = props;
  const [consent, setConsent] = useState(() => Boolean(initial?.values.consent));
  const form = useRef<HTMLFormElement>(null);
  const resume = useRef<HTMLInputElement>(null);
  const { errors, clearError, submitting, uploaded, honeypot, summary, submit } = useSubmission(props, { order, idOf }, form);
  const { values, change, reset, enhanced } = useTypedValues(form, typedNames, initial?.values as Partial<Record<Typed, string>>, clearError);
  useEffect(() => {
    // A box ticked before React arrived (typed-values.ts adopts the text fields).
    setConsent((form.current?.elements.namedItem('consent') as HTMLInputElement | null)?.checked ?? false);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = resume.current?.files?.[0];
    const sent = await submit(applicationSchema, { ...values, opening, consent: consent ? 'yes' : '' }, undefined, {
      files: file ? { [resumeField]: file } : {},
      errors: chosenFileErrors(resumeRules, file),
    });
    if (!sent) return;
    reset();
    setConsent(false);
    if (resume.current) resume.current.value = '';
  };

  return (
    <form
      ref={form}
      className="site-form application-form"
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="application-form-title"
      data-enhanced={enhanced || undefined}
    >
      <FormHead prefix="application" texts={texts} initial={initial} errors={errors} order={order} idOf={idOf} summary={summary} />
      <HiddenField spec={specOf.opening} value={opening} />
      <FieldRows specs={typedSpecs.slice(0, messageAt)} idOf={idOf} texts={texts} errors={errors} values={values} onChange={change} />
      <FileControl
        id={idOf(resumeField)}
        label={texts.labels[resumeField]}
        hint={texts.resumeHint}
        rules={resumeRules}
        error={errors[resumeField]}
        texts={texts}
        inputRef={resume}
        onChange={() => clearError(resumeField)}
      />
      <FieldRows specs={typedSpecs.slice(messageAt)} idOf={idOf} texts={texts} errors={errors} values={values} onChange={change} />
      <CheckboxControl
        id={idOf('consent')}
        spec={specOf.consent}
        label={
          <>
            {texts.consent.text} <a href={texts.consent.href}>{texts.consent.link}</a>.
          </>
        }
        error={errors.consent}
        texts={texts}
        checked={consent}
        onChange={(checked) => {
          setConsent(checked);
          clearError('consent');
        }}
      />
      <Honeypot id="application-honeypot" label={texts.honeypot} ref={honeypot} />
      <CollectionNotice id="application-collection-notice" texts={texts.collection} />
      {uploaded !== undefined ? (
        <div className="form-progress">
          <label htmlFor="application-progress">{texts.progress}</label>
          <progress id="application-progress" max={1} value={uploaded ?? undefined} />
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={submitting} aria-describedby="application-collection-notice">
        {submitting ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
