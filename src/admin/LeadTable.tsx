import { dataKey, type T } from '../i18n';
import { adminHref, type Lang } from '../routes';
import type { LeadRow } from './lead-queries.server';
import { parseData, personName, when } from './lead-words.server';
import { AdminTable } from './fields';
import { DueMark } from './ReplyDue';

/** One page of the inbox's leads as a table: when, reply due, who (the link to the lead), form, e-mail, company, status, language. */
export function LeadTable({ lang, t, rows, caption }: { lang: Lang; t: T; rows: LeadRow[]; caption: string }) {
  return (
    <AdminTable
      id="leads"
      caption={caption}
      headings={[
        t('admin:list.received'),
        t('admin:due.column'),
        t('admin:list.name'),
        t('admin:list.form'),
        t('admin:list.email'),
        t('admin:list.company'),
        t('admin:list.status'),
        t('admin:list.lang'),
      ]}
    >
      {rows.map((row) => {
        const data = parseData(row.data);
        const name = personName(data);
        return (
          <tr key={row.id} className={row.opened_at ? undefined : 'admin-unopened'}>
            <td>{when(lang, row.created_at)}</td>
            <td>
              <DueMark lang={lang} t={t} lead={row} />
            </td>
            <th scope="row">
              <a href={adminHref(lang, `leads/${row.id}`)} aria-label={t('admin:list.open', { name })}>
                <bdi>{name}</bdi>
              </a>
              {row.opened_at ? null : (
                <span className="admin-new">
                  {' '}
                  {t('admin:list.new')}
                  <span className="sr-only"> ({t('admin:list.newLabel')})</span>
                </span>
              )}
            </th>
            <td>{t(dataKey(`admin:forms.${row.form}`))}</td>
            <td>
              <bdi>{String(data.email ?? '')}</bdi>
            </td>
            <td>
              <bdi>{String(data.company ?? '')}</bdi>
            </td>
            <td>
              <span className={`admin-status admin-status-${row.status}`}>{t(`admin:statuses.${row.status}`)}</span>
            </td>
            <td>{t(`admin:langs.${row.lang}`)}</td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
