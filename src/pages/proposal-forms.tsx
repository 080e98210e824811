import type { ReactNode } from 'react';
import { usePage } from '../render/page-context';
import type { Lang } from '../routes';
import { centsInWords } from '../proposals/amounts';
import { priceProposal, type OptionChoice, type ProposalLine } from '../proposals/document';
import { lineAmount } from '../proposals/money';
import { clientLimits, type Acceptance, type ClientProposal } from '../proposals/client.server';
import { declineReasons, type DeclineReason } from '../proposals/decline-reasons';
import type { PaymentView, PayNotice } from '../payments/view.server';

/** A proposal's forms (docs/decisions/0052-proposals.md): each a plain form posting to its page, its errors beside their fields. */

/** What the page shows besides the document: the state of a post just made, its errors, the choice shown. */
export type ProposalPageState = {
  proposal: ClientProposal;
  chosen: OptionChoice;
  expired: boolean;
  acceptance: Acceptance | null;
  replacedBy: string | null;
  /** The other language's page, and the frozen snapshot's download. */
  otherLanguage: { lang: Lang; href: string };
  snapshotHref: string;
  notice?: 'recalculated' | 'questionSent' | 'updateSent' | 'rate' | 'expired' | 'closed';
  /** An accepted proposal's deposit: its payment and documents (docs/decisions/0055-deposits-and-payments.md). */
  payment?: PaymentView | null;
  /** Why a Pay post was refused, shown in the pay section (or above the document when it has none). */
  payNotice?: PayNotice;
  errors?: Partial<Record<'name' | 'agree' | 'options' | 'reason' | 'words' | 'question', string>>;
  values?: { name?: string; agreed?: boolean; reason?: string; words?: string; question?: string };
};

const fieldError = (id: string, error: string | undefined) =>
  error ? (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  ) : null;

const invalid = (id: string, error: string | undefined) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

/** The two text areas: a decline's words, a question. */
const textAreas = {
  words: { id: 'decline-words', name: 'words', rows: 3, maxLength: clientLimits.words },
  question: { id: 'question-text', name: 'question', rows: 4, maxLength: clientLimits.question, required: true },
};

/** A labelled text area, its typed value kept and its error beside it. */
function TextArea({
  id,
  name,
  label,
  rows,
  maxLength,
  value,
  error,
  required,
}: {
  id: string;
  name: string;
  label: string;
  rows: number;
  maxLength: number;
  value?: string;
  error?: string;
  required?: boolean;
}) {
  return (
    <div className={`form-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        defaultValue={value ?? ''}
        aria-required={required ? 'true' : undefined}
        {...invalid(id, error)}
      />
      {fieldError(id, error)}
    </div>
  );
}

/** The three actions, each a plain form posting to the page itself. */
export function Actions({ state }: { state: ProposalPageState }) {
  const { lang, t } = usePage();
  const { proposal, errors = {}, values = {} } = state;
  const options = proposal.snapshot.lines.filter((line) => line.optional);
  const groups = [...new Set(options.flatMap((line) => (line.group ? [line.group] : [])))];
  const single = options.filter((line) => !line.group);
  const figures = priceProposal(proposal.snapshot, state.chosen);
  return (
    <div className="proposal-actions no-print">
      <section aria-labelledby="accept-title" className="proposal-action">
        <h2 id="accept-title">{t('proposal:accept.heading')}</h2>
        <form method="post" className="site-form" noValidate>
          {options.length ? (
            <fieldset className="proposal-options" {...invalid('options', errors.options)}>
              <legend>{t('proposal:accept.options')}</legend>
              <p className="form-hint">{t('proposal:accept.optionsHint')}</p>
              {fieldError('options', errors.options)}
              {groups.map((group) => (
                <fieldset key={group} className="proposal-group">
                  <legend>{t('proposal:accept.pickOne')}</legend>
                  {options
                    .filter((line) => line.group === group)
                    .map((line) => (
                      <Choice key={line.id} type="radio" group={group} line={line} chosen={state.chosen} lang={lang} />
                    ))}
                </fieldset>
              ))}
              {single.map((line) => (
                <Choice key={line.id} type="checkbox" group={null} line={line} chosen={state.chosen} lang={lang} />
              ))}
              <p className="proposal-recalc">
                <button type="submit" name="action" value="recalculate" className="btn btn-secondary">
                  {t('proposal:accept.recalculate')}
                </button>
                <output aria-live="polite">
                  {t('proposal:accept.totalNow', { total: centsInWords(lang, figures.total.totalCents) })}
                  {state.notice === 'recalculated' ? ` — ${t('proposal:accept.recalculated')}` : ''}
                </output>
              </p>
            </fieldset>
          ) : null}
          <div className={`form-field${errors.name ? ' has-error' : ''}`}>
            <label htmlFor="accept-name">{t('proposal:accept.name')}</label>
            <p id="accept-name-hint" className="form-hint">
              {t('proposal:accept.nameHint')}
            </p>
            <input
              id="accept-name"
              type="text"
              name="name"
              autoComplete="name"
              maxLength={clientLimits.name}
              defaultValue={values.name ?? ''}
              aria-required="true"
              {...(errors.name
                ? { 'aria-invalid': true, 'aria-describedby': 'accept-name-hint accept-name-error' }
                : { 'aria-describedby': 'accept-name-hint' })}
            />
            {fieldError('accept-name', errors.name)}
          </div>
          <div className={`form-field${errors.agree ? ' has-error' : ''}`}>
            <label className="form-check" htmlFor="accept-agree">
              <input
                id="accept-agree"
                type="checkbox"
                name="agree"
                value="yes"
                defaultChecked={values.agreed}
                aria-required="true"
                {...invalid('accept-agree', errors.agree)}
              />
              <span>{t('proposal:accept.agree')}</span>
            </label>
            {fieldError('accept-agree', errors.agree)}
          </div>
          <button type="submit" name="action" value="accept" className="btn btn-primary">
            {t('proposal:accept.submit')}
          </button>
        </form>
      </section>
      <section aria-labelledby="decline-title" className="proposal-action">
        <h2 id="decline-title">{t('proposal:decline.heading')}</h2>
        <form method="post" className="site-form" noValidate>
          <input type="hidden" name="action" value="decline" />
          <fieldset {...invalid('decline-reason', errors.reason)}>
            <legend>{t('proposal:decline.reason')}</legend>
            {fieldError('decline-reason', errors.reason)}
            {declineReasons.map((reason: DeclineReason) => (
              <label key={reason} className="form-check" htmlFor={`decline-${reason}`}>
                <input id={`decline-${reason}`} type="radio" name="reason" value={reason} defaultChecked={values.reason === reason} />
                <span>{t(`proposal:decline.reasons.${reason}`)}</span>
              </label>
            ))}
          </fieldset>
          <TextArea {...textAreas.words} label={t('proposal:decline.words')} value={values.words} error={errors.words} />
          <button type="submit" className="btn btn-secondary">
            {t('proposal:decline.submit')}
          </button>
        </form>
      </section>
      <QuestionForm error={errors.question} value={values.question} />
    </div>
  );
}

function Choice({
  type,
  group,
  line,
  chosen,
  lang,
}: {
  type: 'radio' | 'checkbox';
  group: string | null;
  line: ProposalLine;
  chosen: OptionChoice;
  lang: Lang;
}) {
  return (
    <label className="form-check" htmlFor={`option-${line.id}`}>
      <input id={`option-${line.id}`} type={type} name="option" value={line.id} defaultChecked={chosen.includes(line.id)} data-group={group ?? undefined} />
      <span>
        {line.name[lang]} ({centsInWords(lang, lineAmount(line.quantityHundredths, line.unitPriceCents, line.discountBasisPoints))})
      </span>
    </label>
  );
}

function QuestionForm({ error, value }: { error?: string; value?: string }) {
  const { t } = usePage();
  return (
    <section aria-labelledby="question-title" className="proposal-action">
      <h2 id="question-title">{t('proposal:question.heading')}</h2>
      <form method="post" className="site-form" noValidate>
        <input type="hidden" name="action" value="question" />
        <TextArea {...textAreas.question} label={t('proposal:question.text')} value={value} error={error} />
        <button type="submit" className="btn btn-secondary">
          {t('proposal:question.submit')}
        </button>
      </form>
    </section>
  );
}

export function UpdateRequest(): ReactNode {
  const { t } = usePage();
  return (
    <section aria-labelledby="update-title" className="proposal-action no-print">
      <h2 id="update-title">{t('proposal:update.heading')}</h2>
      <p>{t('proposal:update.text')}</p>
      <form method="post">
        <input type="hidden" name="action" value="update" />
        <button type="submit" className="btn btn-primary">
          {t('proposal:update.submit')}
        </button>
      </form>
    </section>
  );
}
