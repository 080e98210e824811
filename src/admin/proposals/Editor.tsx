import { businessTerms } from '../../business/terms';
import { dataKey } from '../../i18n';
import { languages } from '../../languages';
import { adminHref } from '../../routes';
import { Choice, Typed } from './EditorControls';
import { LineFields } from './LineFields';
import { ProposalFigures } from './ProposalFigures';
import type { ProposalPageProps } from './page-props';
import { editorLimits, postedLineIds } from './values';

/** The draft's editor: a plain form; its first button recalculates, so Enter in a field does too. */
export function ProposalEditor(props: ProposalPageProps) {
  const { lang, t, row, values, errors, figures, budget, catalogue } = props;
  const self = adminHref(lang, `proposals/${row.id}`);
  const ids = postedLineIds(values);
  const { min, max } = businessTerms.depositPercent;
  return (
    <form method="post" action={self} noValidate className="admin-editor">
      <input type="hidden" name="lines" value={ids.join(' ')} />
      <div className="admin-editor-grid">
        <div className="admin-editor-main">
          <fieldset className="admin-card">
            <legend>{t('admin:proposals.editor.client')}</legend>
            <div className="admin-line-grid">
              <Typed name="client.name" label={t('admin:proposals.editor.clientName')} values={values} errors={errors} maxLength={editorLimits.name} />
              <Typed name="client.company" label={t('admin:proposals.editor.clientCompany')} values={values} errors={errors} maxLength={editorLimits.name} />
              <Typed name="client.email" label={t('admin:proposals.editor.clientEmail')} values={values} errors={errors} type="email" inputMode="email" />
              <Choice
                name="client.lang"
                label={t('admin:proposals.editor.clientLang')}
                values={values}
                errors={errors}
                options={languages.map((code) => ({ value: code, label: t(`admin:langs.${code}`) }))}
              />
            </div>
          </fieldset>

          <section aria-labelledby="lines-title" className="admin-card">
            <h2 id="lines-title">{t('admin:proposals.editor.lines')}</h2>
            {errors.lines ? <p className="admin-error">{errors.lines}</p> : null}
            {ids.length === 0 ? <p>{t('admin:proposals.editor.noLines')}</p> : null}
            {ids.map((id, index) => {
              const line = figures.lines.find((item) => item.id === id);
              return (
                <LineFields
                  key={id}
                  lang={lang}
                  t={t}
                  id={id}
                  n={index + 1}
                  values={values}
                  errors={errors}
                  amount={line ? { cents: line.amountCents, included: line.included } : undefined}
                />
              );
            })}
            <div className="admin-inline-form">
              <Choice name="catalogue" label={t('admin:proposals.editor.catalogue')} values={values} errors={errors} options={catalogue} />
              <button type="submit" name="action" value="add" className="btn btn-secondary">
                {t('admin:proposals.editor.add')}
              </button>
            </div>
          </section>

          <fieldset className="admin-card">
            <legend>{t('admin:proposals.editor.terms')}</legend>
            <div className="admin-line-grid">
              <Choice
                name="deposit.kind"
                label={t('admin:proposals.editor.depositKind')}
                values={values}
                errors={errors}
                options={(['percent', 'amount'] as const).map((kind) => ({ value: kind, label: t(`admin:proposals.editor.depositKinds.${kind}`) }))}
              />
              <Typed
                name="deposit.percent"
                label={t('admin:proposals.editor.depositPercent')}
                hint={t('admin:proposals.editor.depositPercentHint', { min, max })}
                values={values}
                errors={errors}
                inputMode="decimal"
              />
              <Typed name="deposit.amount" label={t('admin:proposals.editor.depositAmount')} values={values} errors={errors} inputMode="decimal" />
              <Typed name="paymentDays" label={t('admin:proposals.editor.paymentDays')} values={values} errors={errors} inputMode="numeric" />
              <Typed name="validityDays" label={t('admin:proposals.editor.validityDays')} values={values} errors={errors} inputMode="numeric" />
            </div>
          </fieldset>

          <fieldset className="admin-card">
            <legend>{t('admin:proposals.editor.texts')}</legend>
            <div className="admin-line-grid admin-line-grid-wide">
              {(['schedule', 'notes', 'terms'] as const).flatMap((name) =>
                languages.map((code) => (
                  <Typed
                    key={`${name}.${code}`}
                    name={`${name}.${code}`}
                    label={t(dataKey(`admin:proposals.editor.${name}${code === 'fr' ? 'Fr' : 'En'}`))}
                    values={values}
                    errors={errors}
                    multiline
                  />
                )),
              )}
            </div>
          </fieldset>
        </div>

        <div className="admin-editor-side">
          <ProposalFigures lang={lang} t={t} figures={figures} deposit={props.draft.deposit} budget={budget} error={errors.total} live />
          <div className="admin-card admin-editor-actions">
            <button type="submit" name="action" value="recalculate" className="btn btn-primary">
              {t('admin:proposals.editor.recalculate')}
            </button>
            <p className="admin-hint" id="send-hint">
              {t('admin:proposals.editor.sendHint')}
            </p>
            <button type="submit" name="action" value="send" className="btn btn-secondary" aria-describedby="send-hint">
              {t('admin:proposals.editor.send')}
            </button>
          </div>
        </div>
      </div>
    </form>
  );
}
