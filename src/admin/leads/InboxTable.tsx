import type { ReactNode } from 'react';
import { dataKey, type T } from '../../i18n';
import type { Lang } from '../../routes';
import { openingInWords } from '../../submissions/forms';
import { AdminTable } from '../shared/fields';
import type { ColumnId, InboxView } from '../shared/inbox-views';
import type { LeadRow } from '../shared/lead-queries.server';
import { rowData, personName, personOfRow, when } from '../shared/lead-words.server';
import { ListDueMark } from '../shared/ReplyDue';

/** An opening in words, as the application's descriptor says it (`spontaneous` is stored as ''). */
export const openingLabel = (t: T, opening: unknown) => {
  const id = String(opening ?? '');
  return openingInWords(id === 'spontaneous' ? '' : id, t);
};

type Cell = { lang: Lang; t: T; row: LeadRow; data: Record<string, unknown>; href: string };

/** Each column: its heading and its cell (`name` is the row's header, the link to its page). */
const columns: Record<ColumnId, { heading: (t: T) => string; cell: (cell: Cell) => ReactNode }> = {
  received: { heading: (t) => t('admin:list.received'), cell: ({ lang, row }) => when(lang, row.created_at) },
  due: {
    heading: (t) => t('admin:due.column'),
    cell: ({ lang, t, row }) => (
      <>
        {/* The client wrote since staff last answered: the due time runs from their e-mail (0057). */}
        {row.client_replied_at && row.waiting_since && row.client_replied_at >= row.waiting_since ? (
          <span className="admin-replied">{t('admin:conversation.clientReplied')} </span>
        ) : null}
        <ListDueMark lang={lang} t={t} lead={row} />
      </>
    ),
  },
  name: {
    heading: (t) => t('admin:list.name'),
    cell: ({ t, row, data, href }) => {
      const name = personName(row.form, data);
      return (
        <>
          <a href={href} aria-label={t('admin:list.open', { name })}>
            <bdi>{name}</bdi>
          </a>
          {row.opened_at ? null : (
            <span className="admin-new">
              {' '}
              {t('admin:list.new')}
              <span className="sr-only"> ({t('admin:list.newLabel')})</span>
            </span>
          )}
        </>
      );
    },
  },
  form: { heading: (t) => t('admin:list.form'), cell: ({ t, row }) => t(dataKey(`admin:forms.${row.form}`)) },
  opening: { heading: (t) => t('admin:applications.opening'), cell: ({ t, data }) => openingLabel(t, data.opening) },
  email: { heading: (t) => t('admin:list.email'), cell: ({ row, data }) => <bdi>{personOfRow(row.form, data).email ?? ''}</bdi> },
  company: { heading: (t) => t('admin:list.company'), cell: ({ row, data }) => <bdi>{personOfRow(row.form, data).company}</bdi> },
  status: {
    heading: (t) => t('admin:list.status'),
    cell: ({ t, row }) => <span className={`admin-status admin-status-${row.status}`}>{t(`admin:statuses.${row.status}`)}</span>,
  },
  lang: { heading: (t) => t('admin:list.lang'), cell: ({ t, row }) => t(`admin:langs.${row.lang}`) },
};

/** One page of a view's rows as a table, in the view's columns; unopened rows marked new. */
export function InboxTable({
  lang,
  t,
  view,
  rows,
  caption,
  href,
}: {
  lang: Lang;
  t: T;
  view: InboxView;
  rows: LeadRow[];
  caption: string;
  href: (row: LeadRow) => string;
}) {
  return (
    <AdminTable id={view.id} caption={caption} headings={view.columns.map((id) => columns[id].heading(t))}>
      {rows.map((row) => {
        const cell = { lang, t, row, data: rowData(row.data), href: href(row) };
        return (
          <tr key={row.id} className={row.opened_at ? undefined : 'admin-unopened'}>
            {view.columns.map((id) =>
              id === 'name' ? (
                <th key={id} scope="row">
                  {columns[id].cell(cell)}
                </th>
              ) : (
                <td key={id}>{columns[id].cell(cell)}</td>
              ),
            )}
          </tr>
        );
      })}
    </AdminTable>
  );
}
