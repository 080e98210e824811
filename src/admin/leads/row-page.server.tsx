import type * as v from 'valibot';
import { dataKey, type T } from '../../i18n';
import { adminHref, type AdminPart } from '../../routes';
import { deliveriesOf } from '../../submissions/index.server';
import { firstReplyOf, waitingSinceOf } from '../shared/first-reply.server';
import type { InboxView } from '../shared/inbox-views';
import { formBody, type Refusal } from '../shared/action-bodies';
import { isLeadId } from '../shared/filters';
import { openLead, type LeadRow } from '../shared/lead-queries.server';
import { givenNameOf, isolated, personOfRow, rowData } from '../shared/lead-words.server';
import { notFound, page, type StaffContext } from '../shared/staff-page.server';
import { LeadDetail, type Outcome } from './Detail';
import type { RowParts } from './row-parts';
import { messagesOf } from '../../conversation/messages.server';
import { replyAddressOf } from '../../mail/reply-address.server';
import { replyDraft } from '../../conversation/staff-reply.server';
import { isEmailAddress } from '../../text/email-key';

/** A row's page in a view: its URL part (docs/decisions/0051-inbox-views.md). */
export const detailPart = (view: InboxView, id: string): AdminPart => `${view.items}/${id}`;

type Said = Outcome | ((lead: LeadRow) => Outcome);

/** A refused post's message and what was typed, kept in its field. */
type Kept = { message: string; value: string };

/**
 * A row's note or reply refused by its schema: the row's page again, 400, with the message beside
 * its field (`field`) and what `kept` keeps of what was typed; 404 for what is no lead's id.
 */
export const refusedOnRow = <S extends v.GenericSchema>(
  parts: RowParts,
  view: InboxView,
  schema: S,
  field: 'note' | 'reply',
  kept: (t: T, refused: Refusal) => Kept,
) =>
  formBody(schema, (c, refused) => {
    const id = c.req.param('id') ?? '';
    if (!isLeadId(id)) return notFound(c);
    const error = kept(c.get('t'), refused);
    return field === 'note' ? detail(c, parts, view, id, null, error, 400) : detail(c, parts, view, id, null, undefined, 400, error);
  });

/**
 * One row of a view, with what the last action did (`said`) or a refused note or reply kept in its
 * field; the résumé read only where the view has one; its thread and the reply form
 * (docs/decisions/0057-lead-conversation.md).
 */
export async function detail(
  c: StaffContext,
  parts: RowParts,
  view: InboxView,
  id: string,
  said: Said,
  noteError?: Kept,
  status: 200 | 400 = 200,
  replyError?: Kept,
) {
  const found = await openLead(c.env.DB, id, status === 200);
  if (!found) return notFound(c);
  const address = personOfRow(found.lead.form, rowData(found.lead.data)).email;
  const [firstReply, waitingSince, deliveries, resumeFact, proposals, thread, replyAddress, draft] = await Promise.all([
    firstReplyOf(c.env.DB, id),
    waitingSinceOf(c.env.DB, id),
    deliveriesOf(c.env.DB, id),
    view.resume ? parts.resumeFact(c, id, `${adminHref(c.get('lang'), detailPart(view, id))}/resume`) : null,
    view.id === 'leads' ? parts.leadProposals(c, found.lead) : null,
    messagesOf(c.env.DB, id),
    replyAddressOf(c.env, id),
    replyError ? replyError.value : replyDraft(found.lead, c.get('staff').email),
  ]);
  const t = c.get('t');
  const outcome = typeof said === 'function' ? said(found.lead) : said;
  const title = t('admin:detail.heading', {
    form: t(dataKey(`admin:forms.${found.lead.form}`)),
    name: isolated(givenNameOf(found.lead.form, rowData(found.lead.data))),
  });
  const refused = noteError ?? replyError;
  const heading = outcome ? `${outcome.text} | ${title}` : refused ? `${refused.message} | ${title}` : title;
  return page(
    c,
    { part: detailPart(view, id), section: view.id, title: heading },
    <LeadDetail
      lang={c.get('lang')}
      t={t}
      view={view}
      {...found}
      {...{ firstReply, waitingSince, deliveries, outcome, noteError, resumeFact, proposals, thread }}
      reply={{
        replyAddress,
        to: address !== undefined && isEmailAddress(address) ? address.trim() : null,
        clientLang: found.lead.lang,
        text: draft,
        error: replyError?.message,
      }}
    />,
    status,
  );
}
