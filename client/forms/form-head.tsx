import type { Ref } from 'react';
import { withReference } from '../../src/submissions/reference';
import { ErrorSummary } from './error-summary';
import { FormNotice, type CollectionNoticeTexts, type FieldTexts, type FormIslandBase } from './form-kit';

/** The texts every form's head says: its title, its notices, its error summary's heading, the required-fields hint. */
export type FormHeadTexts = {
  title: string;
  requiredHint: string;
  /** The error summary's heading. */
  errorSummary: string;
  reference: string;
  /** Said after a post held for review: no confirmation e-mail right away. */
  heldNote: string;
  success: { title: string; description: string };
  failure: { title: string; description: string };
};

/** The texts of a form island of typed fields: its head's, its fields' labels, the honeypot, the submit button and the collection notice. */
export type FormTexts<Label extends string> = FieldTexts &
  FormHeadTexts & {
    honeypot: string;
    submit: string;
    sending: string;
    collection: CollectionNoticeTexts;
    labels: Record<Label, string>;
  };

type FormHeadProps = {
  /** The form's id prefix: `<prefix>-form-title` (the form's label), `<prefix>-error-summary`. */
  prefix: string;
  texts: FormHeadTexts;
  initial: FormIslandBase['initial'];
  errors: Record<string, string>;
  order: readonly string[];
  idOf: (field: string) => string;
  summary: Ref<HTMLDivElement>;
};

/** A form's title, then what a no-JS post left (its success or failure), the error summary and the required-fields hint. */
export function FormHead({ prefix, texts, initial, errors, order, idOf, summary }: FormHeadProps) {
  return (
    <>
      <h2 id={`${prefix}-form-title`}>{texts.title}</h2>
      {initial?.status === 'sent' ? (
        <FormNotice
          kind="success"
          title={texts.success.title}
          text={`${texts.success.description} ${withReference(texts.reference, initial.reference ?? '')}`}
          more={initial.held ? texts.heldNote : undefined}
        />
      ) : null}
      {initial?.notice ? <FormNotice kind="error" title={texts.failure.title} text={initial.notice} /> : null}
      <ErrorSummary id={`${prefix}-error-summary`} title={texts.errorSummary} errors={errors} order={order} idOf={idOf} ref={summary} />
      <p className="form-hint">{texts.requiredHint}</p>
    </>
  );
}
