import type { T } from '../../i18n';
import type { Lang } from '../../routes';
import { centsInWords } from '../../proposals/amounts';
import { Choice, fieldId, Typed } from './EditorControls';
import { editorLimits, type EditorValues } from './values';

/** The choices of a line's selects, as the editor posts them. */
const lineChoices = { unit: ['unit', 'hour', 'month'], pricing: ['fixed', 'estimate'] } as const;

/** One line of the proposal editor: its names, quantity, unit, price, discount, pricing, group and option; its amount as the server computed it. */
export function LineFields({
  lang,
  t,
  id,
  n,
  values,
  errors,
  amount,
}: {
  lang: Lang;
  t: T;
  id: string;
  n: number;
  values: EditorValues;
  errors: Record<string, string>;
  amount?: { cents: number; included: boolean };
}) {
  const field = (name: string) => `${id}.${name}`;
  const optionalId = fieldId(field('optional'));
  // A line's select and its choices' words: `admin:proposals.editor.<name>` and `….<name>s.<choice>`.
  const choice = <Name extends keyof typeof lineChoices>(name: Name, choices: (typeof lineChoices)[Name]) => (
    <Choice
      name={field(name)}
      label={t(`admin:proposals.editor.${name}` as 'admin:proposals.editor.unit')}
      values={values}
      errors={errors}
      options={choices.map((value) => ({ value, label: t(`admin:proposals.editor.${name}s.${value}` as 'admin:proposals.editor.units.unit') }))}
    />
  );
  return (
    <fieldset className="admin-line" id={`line-${id}`}>
      <legend>{t('admin:proposals.editor.line', { n })}</legend>
      <input type="hidden" name={field('source')} value={values[field('source')] ?? 'free'} />
      <input type="hidden" name={field('answers')} value={values[field('answers')] ?? ''} />
      <div className="admin-line-grid">
        <Typed name={field('nameFr')} label={t('admin:proposals.editor.nameFr')} values={values} errors={errors} maxLength={editorLimits.name} />
        <Typed name={field('nameEn')} label={t('admin:proposals.editor.nameEn')} values={values} errors={errors} maxLength={editorLimits.name} />
        <Typed name={field('quantity')} label={t('admin:proposals.editor.quantity')} values={values} errors={errors} inputMode="decimal" />
        {choice('unit', lineChoices.unit)}
        <Typed name={field('price')} label={t('admin:proposals.editor.price')} values={values} errors={errors} inputMode="decimal" />
        <Typed name={field('discount')} label={t('admin:proposals.editor.discount')} values={values} errors={errors} inputMode="decimal" />
        {choice('pricing', lineChoices.pricing)}
        <Typed
          name={field('group')}
          label={t('admin:proposals.editor.group')}
          hint={t('admin:proposals.editor.groupHint')}
          values={values}
          errors={errors}
          maxLength={editorLimits.group}
        />
      </div>
      <div className="admin-line-foot">
        <div className="admin-check">
          <input id={optionalId} type="checkbox" name={field('optional')} defaultChecked={values[field('optional')] === 'on'} />
          <label htmlFor={optionalId}>{t('admin:proposals.editor.optional')}</label>
        </div>
        {amount ? (
          <p className="admin-line-amount" data-line-amount={id}>
            {amount.included
              ? t('admin:proposals.editor.amount', { amount: centsInWords(lang, amount.cents) })
              : t('admin:proposals.editor.amountExcluded', { amount: centsInWords(lang, amount.cents) })}
          </p>
        ) : null}
        <button type="submit" name="action" value={`remove:${id}`} className="btn btn-secondary">
          {t('admin:proposals.editor.remove', { n })}
        </button>
      </div>
    </fieldset>
  );
}
