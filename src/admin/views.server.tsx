import { dataKey } from '../i18n';
import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { AdminPart } from '../routes';
import type { StaffEnv } from './access';
import { LeadDetail, type Outcome } from './LeadDetail';
import { openLead, type LeadRow } from './lead-queries.server';
import { PrivacyPage } from './PrivacyPage';
import { erasureLog, findHeld } from './privacy.server';
import { Shell, type ShellProps } from './Shell';
import { givenNameOf, isolated, parseData } from './lead-words.server';
import { firstReplyOf, waitingSinceOf } from './first-reply.server';
import { deliveriesOf } from '../submissions/index.server';
import { resumeOf } from './applications.server';
import type { InboxView } from './inbox-views';
import { proposalsOfLead } from '../proposals/staff-store.server';
import { mailOfProposals } from '../proposals/mail.server';

/** The inbox's pages, each inside the staff Shell, for the verified staff member of the request. */
export type StaffContext = Context<StaffEnv>;

/** Streamed, with React's one server renderer (docs/decisions/0040-worker-carries-server-code-only.md). */
export async function page(
  c: StaffContext,
  props: Omit<ShellProps, 'lang' | 't' | 'staff' | 'children'>,
  body: ReactElement,
  status: 200 | 400 | 404 | 409 | 503 = 200,
) {
  const html = await renderToReadableStream(
    <Shell lang={c.get('lang')} t={c.get('t')} staff={c.get('staff')} {...props}>
      {body}
    </Shell>,
  );
  return c.body(html, status, { 'Content-Type': 'text/html; charset=UTF-8' });
}

export function notFound(c: StaffContext) {
  const t = c.get('t');
  return page(c, { part: '', section: 'leads', title: t('admin:detail.notFound') }, <p className="admin-page">{t('admin:detail.notFound')}</p>, 404);
}

/** A row's page in a view: its URL part (docs/decisions/0051-inbox-views.md). */
export const detailPart = (view: InboxView, id: string): AdminPart => `${view.items}/${id}`;

type Said = Outcome | ((lead: LeadRow) => Outcome);

/** One row of a view, with what the last action did (`said`) or a refused note kept in its field; the résumé read only where the view has one. */
export async function detail(
  c: StaffContext,
  view: InboxView,
  id: string,
  said: Said,
  noteError?: { message: string; value: string },
  status: 200 | 400 = 200,
) {
  const found = await openLead(c.env.DB, id, status === 200);
  if (!found) return notFound(c);
  const [firstReply, waitingSince, deliveries, resume, proposals] = await Promise.all([
    firstReplyOf(c.env.DB, id),
    waitingSinceOf(c.env.DB, id),
    deliveriesOf(c.env.DB, id),
    view.resume ? resumeOf(c.env.DB, id) : undefined,
    view.id === 'leads' ? proposalsOfLead(c.env.DB, id) : undefined,
  ]);
  const proposalMail = proposals
    ? await mailOfProposals(
        c.env.DB,
        proposals.map((proposal) => proposal.id),
      )
    : [];
  const t = c.get('t');
  const outcome = typeof said === 'function' ? said(found.lead) : said;
  const title = t('admin:detail.heading', {
    form: t(dataKey(`admin:forms.${found.lead.form}`)),
    name: isolated(givenNameOf(found.lead.form, parseData(found.lead.data))),
  });
  const heading = outcome ? `${outcome.text} | ${title}` : noteError ? `${noteError.message} | ${title}` : title;
  return page(
    c,
    { part: detailPart(view, id), section: view.id, title: heading },
    <LeadDetail
      lang={c.get('lang')}
      t={t}
      view={view}
      lead={found.lead}
      history={found.history}
      firstReply={firstReply}
      waitingSince={waitingSince}
      deliveries={deliveries}
      outcome={outcome}
      noteError={noteError}
      resume={resume}
      proposals={proposals}
      proposalMail={proposalMail}
    />,
    status,
  );
}

export type PrivacyInput = { email?: string; emailError?: string; confirmError?: string; erased?: number };

/** The privacy-request page: the person found by e-mail (when valid), the erasure log. */
export async function privacy(c: StaffContext, input: PrivacyInput, status: 200 | 400 = 200) {
  const t = c.get('t');
  const email = input.email ?? '';
  const found = email && !input.emailError ? await findHeld(c.env.DB, email) : null;
  const log = await erasureLog(c.env.DB);
  const title =
    input.erased !== undefined ? `${t('admin:privacy.erased', { count: input.erased })} | ${t('admin:privacy.heading')}` : t('admin:privacy.heading');
  return page(
    c,
    { part: 'privacy', section: 'privacy', title },
    <PrivacyPage
      lang={c.get('lang')}
      t={t}
      email={email}
      found={found}
      emailError={input.emailError}
      confirmError={input.confirmError}
      erased={input.erased}
      log={log}
    />,
    status,
  );
}
