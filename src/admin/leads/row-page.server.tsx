import { dataKey } from '../../i18n';
import { adminHref, type AdminPart } from '../../routes';
import { deliveriesOf } from '../../submissions/index.server';
import { firstReplyOf, waitingSinceOf } from '../shared/first-reply.server';
import type { InboxView } from '../shared/inbox-views';
import { openLead, type LeadRow } from '../shared/lead-queries.server';
import { givenNameOf, isolated, rowData } from '../shared/lead-words.server';
import { notFound, page, type StaffContext } from '../shared/staff-page.server';
import { LeadDetail, type Outcome } from './Detail';
import type { RowParts } from './row-parts';

/** A row's page in a view: its URL part (docs/decisions/0051-inbox-views.md). */
export const detailPart = (view: InboxView, id: string): AdminPart => `${view.items}/${id}`;

type Said = Outcome | ((lead: LeadRow) => Outcome);

/** One row of a view, with what the last action did (`said`) or a refused note kept in its field; the résumé read only where the view has one. */
export async function detail(
  c: StaffContext,
  parts: RowParts,
  view: InboxView,
  id: string,
  said: Said,
  noteError?: { message: string; value: string },
  status: 200 | 400 = 200,
) {
  const found = await openLead(c.env.DB, id, status === 200);
  if (!found) return notFound(c);
  const [firstReply, waitingSince, deliveries, resumeFact, proposals] = await Promise.all([
    firstReplyOf(c.env.DB, id),
    waitingSinceOf(c.env.DB, id),
    deliveriesOf(c.env.DB, id),
    view.resume ? parts.resumeFact(c, id, `${adminHref(c.get('lang'), detailPart(view, id))}/resume`) : null,
    view.id === 'leads' ? parts.leadProposals(c, found.lead) : null,
  ]);
  const t = c.get('t');
  const outcome = typeof said === 'function' ? said(found.lead) : said;
  const title = t('admin:detail.heading', {
    form: t(dataKey(`admin:forms.${found.lead.form}`)),
    name: isolated(givenNameOf(found.lead.form, rowData(found.lead.data))),
  });
  const heading = outcome ? `${outcome.text} | ${title}` : noteError ? `${noteError.message} | ${title}` : title;
  return page(
    c,
    { part: detailPart(view, id), section: view.id, title: heading },
    <LeadDetail lang={c.get('lang')} t={t} view={view} {...found} {...{ firstReply, waitingSince, deliveries, outcome, noteError, resumeFact, proposals }} />,
    status,
  );
}
