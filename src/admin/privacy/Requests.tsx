import { dataKey, type T } from '../../i18n';
import { adminHref, type Lang } from '../../routes';
import type { ErasureLine, HeldRow } from './held.server';
import { rowData, personName, when } from '../shared/lead-words.server';
import { AdminTable, Field, TypedField } from '../shared/fields';
import { PostButton } from '../shared/PostButton';
import { rowHref } from '../shared/inbox-views';

export type PrivacyPageProps = {
  lang: Lang;
  t: T;
  /** The address searched, as typed (shown back), and what holds it. */
  email: string;
  found: HeldRow[] | null;
  emailError?: string;
  confirmError?: string;
  erased?: number;
  log: ErasureLine[];
};

/** A person's privacy request: find by e-mail, export as JSON, erase after typing the address again; the erase log. */
export function PrivacyPage({ lang, t, email, found, emailError, confirmError, erased, log }: PrivacyPageProps) {
  return (
    <div className="admin-page">
      {erased !== undefined ? (
        <p id="outcome" role="status" tabIndex={-1} className="admin-outcome">
          {t('admin:privacy.erased', { count: erased })}
        </p>
      ) : null}
      <h1>{t('admin:privacy.heading')}</h1>
      <p>{t('admin:privacy.intro')}</p>

      <form method="post" action={adminHref(lang, 'privacy')} className="admin-card admin-inline-form" noValidate>
        <Field id="find-email" label={t('admin:privacy.email')} error={emailError}>
          {(aria) => <input id="find-email" name="email" type="email" autoComplete="off" defaultValue={email} required maxLength={254} {...aria} />}
        </Field>
        <button type="submit" className="btn btn-primary">
          {t('admin:privacy.find')}
        </button>
      </form>

      {found ? (
        <section aria-labelledby="found-title" className="admin-card">
          <h2 id="found-title">{found.length ? t('admin:privacy.found', { count: found.length }) : t('admin:privacy.none')}</h2>
          {found.length ? (
            <>
              <ul>
                {found.map((row) => (
                  <li key={row.id}>
                    <a href={rowHref(lang, row)}>
                      {when(lang, row.created_at)} — {t(dataKey(`admin:forms.${row.form}`))} — <bdi>{personName(row.form, rowData(row.data))}</bdi>
                    </a>
                  </li>
                ))}
              </ul>
              <PostButton action={adminHref(lang, 'privacy/export.json')} field={{ name: 'email', value: email }} label={t('admin:privacy.export')} />
              <form method="post" action={adminHref(lang, 'privacy/erase')} noValidate>
                <h3>{t('admin:privacy.eraseHeading')}</h3>
                <p>{t('admin:privacy.eraseIntro')}</p>
                <input type="hidden" name="email" value={email} />
                <TypedField
                  control="input"
                  id="confirm-email"
                  label={t('admin:privacy.confirm')}
                  error={confirmError}
                  name="confirm"
                  type="email"
                  autoComplete="off"
                  required
                  maxLength={254}
                />
                <button type="submit" className="btn btn-danger">
                  {t('admin:privacy.erase')}
                </button>
              </form>
            </>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="log-title" className="admin-card">
        <h2 id="log-title">{t('admin:privacy.log')}</h2>
        {log.length ? (
          <AdminTable
            id="log"
            caption={t('admin:privacy.logCaption')}
            headings={[t('admin:privacy.logAt'), t('admin:privacy.logActor'), t('admin:privacy.logCount')]}
          >
            {log.map((line, index) => (
              <tr key={index}>
                <td>{when(lang, line.at)}</td>
                <td>{line.actor}</td>
                <td>{line.submissions}</td>
              </tr>
            ))}
          </AdminTable>
        ) : (
          <p>{t('admin:privacy.logEmpty')}</p>
        )}
      </section>
    </div>
  );
}
