import { dataKey, type T } from '../../i18n';
import { adminHref, languages, type Lang } from '../../routes';
import { allForms } from '../../submissions/forms';
import { exportMaxRows, filterQuery, type Filters } from '../shared/filters';
import { Field, SelectField } from '../shared/fields';
import { viewOf, type InboxView } from '../shared/inbox-views';

/** A view's filter form (a GET of its list, so each filtered list is its own URL), with the reset and the CSV export of what it filters. */
export function LeadFilters({ lang, t, view, filters, total }: { lang: Lang; t: T; view: InboxView; filters: Filters; total: number }) {
  const filterSelects = [
    {
      name: 'form',
      label: t('admin:filters.form'),
      any: t('admin:filters.any'),
      options: allForms()
        .filter(({ name }) => viewOf(name) === view)
        .map(({ name }) => ({ value: name, label: t(dataKey(`admin:forms.${name}`)) })),
    },
    {
      name: 'status',
      label: t('admin:filters.status'),
      any: t('admin:filters.anyStatus'),
      options: view.statuses.map((status) => ({ value: status, label: t(`admin:statuses.${status}`) })),
    },
    {
      name: 'lang',
      label: t('admin:filters.lang'),
      any: t('admin:filters.any'),
      options: languages.map((code) => ({ value: code, label: t(`admin:langs.${code}`) })),
    },
    { name: 'due', label: t('admin:due.filter'), any: t('admin:due.any'), options: [{ value: 'overdue', label: t('admin:due.onlyOverdue') }] },
  ] as const;
  return (
    <form method="get" action={adminHref(lang, view.list)} className="admin-filters" role="search">
      <fieldset>
        <legend>{t('admin:filters.legend')}</legend>
        <Field id="filter-q" label={t('admin:filters.q')}>
          {() => <input id="filter-q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={200} />}
        </Field>
        {filterSelects.map((select) => (
          <SelectField key={select.name} id={`filter-${select.name}`} value={filters[select.name] ?? ''} {...select} />
        ))}
        {(['from', 'to'] as const).map((name) => (
          <Field key={name} id={`filter-${name}`} label={t(`admin:filters.${name}`)}>
            {() => <input id={`filter-${name}`} name={name} type="date" defaultValue={filters[name] ?? ''} />}
          </Field>
        ))}
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary">
            {t('admin:filters.apply')}
          </button>
          <a href={adminHref(lang, view.list)}>{t('admin:filters.reset')}</a>
          <a href={adminHref(lang, view.csv) + filterQuery(filters)} download>
            {t(view.words.export)}
          </a>
          {total > exportMaxRows ? <p className="admin-hint">{t('admin:filters.exportCapped', { max: exportMaxRows })}</p> : null}
        </div>
      </fieldset>
    </form>
  );
}
