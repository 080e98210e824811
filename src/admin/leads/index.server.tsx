import { Hono, type MiddlewareHandler } from 'hono';
import { adminHref, type AdminPart, type Lang } from '../../routes';
import type { StaffEnv } from '../shared/access';
import { noteBody, formBody, statusBody } from '../shared/action-bodies';
import { csvDownload } from './csv-response.server';
import { filterQuery, isLeadId, noteMaxLength, statusesOf } from '../shared/filters';
import { csvFieldsOf, inboxViews, rowHref, viewFilters, viewOf, type InboxView } from '../shared/inbox-views';
import { InboxList } from './InboxList';
import { addNote, exportLeads, listLeads, setStatus } from '../shared/lead-queries.server';
import { released } from '../../submissions/index.server';
import { bodyBytes } from '../shared/middleware';
import { notFound, page, type StaffContext } from '../shared/staff-page.server';
import { detail, detailPart, refusedOnRow } from './row-page.server';
import type { RowParts } from './row-parts';
import { conversationRoutes } from './conversation-routes.server';

/** What follows a row's URL: its page, its résumé, its three actions (its conversation's: `conversation-routes.server.tsx`). */
type RowPath = '' | '/resume' | '/status' | '/release' | '/notes';

/**
 * A row asked for under another view's URL (the URLs before docs/decisions/0051-inbox-views.md put
 * every row under `leads/`) is sent to its own view's, the same path after it: 301 for a page, 308
 * for an action, so a bookmark or a form posted from an old page still works.
 */
const ownView =
  (lang: Lang, view: InboxView, path: RowPath): MiddlewareHandler<StaffEnv> =>
  async (c, next) => {
    const id = c.req.param('id');
    const row = isLeadId(id) ? await c.env.DB.prepare('SELECT id, form FROM submissions WHERE id = ?').bind(id).first<{ id: string; form: string }>() : null;
    if (!row || viewOf(row.form) === view) return next();
    return c.redirect(rowHref(lang, row, path) + new URL(c.req.url).search, c.req.method === 'GET' ? 301 : 308);
  };

/** One view's pages (docs/decisions/0051-inbox-views.md): its filtered list, its CSV, one row, the row's résumé and actions. */
function viewRoutes(lang: Lang, view: InboxView, parts: RowParts) {
  const app = new Hono<StaffEnv>();
  const at = (part: AdminPart) => adminHref(lang, part);
  const row = (path: RowPath) => `${at(`${view.items}/:id`)}${path}`;
  const self = (id: string) => at(detailPart(view, id));

  app.get(at(view.list), async (c) => {
    const filters = viewFilters(view, new URL(c.req.url).searchParams);
    const [list, perOpening] = await Promise.all([
      listLeads(c.env.DB, view, filters),
      view.byOpening ? parts.openingCounts(c.env.DB, view, filters) : undefined,
    ]);
    const t = c.get('t');
    return page(
      c,
      { part: view.list, query: filterQuery(filters, filters.page), section: view.id, title: t(view.words.heading) },
      <InboxList lang={lang} t={t} view={view} filters={filters} {...list} perOpening={perOpening} />,
    );
  });

  app.get(at(view.csv), async (c) => {
    const rows = await exportLeads(c.env.DB, view, viewFilters(view, new URL(c.req.url).searchParams));
    return csvDownload(c, rows, lang, { fields: csvFieldsOf(view), name: view.csvName });
  });

  app.get(row(''), ownView(lang, view, ''), async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    const done = c.req.query('done');
    const t = c.get('t');
    // What the last action did, said again from the stored row (the URL carries no value).
    return detail(c, parts, view, id, (lead) => {
      if (done === 'note') return { kind: 'note', text: t('admin:note.done') };
      if (done === 'release') return { kind: 'status', text: t('admin:review.released') };
      if (done === 'status') return { kind: 'status', text: t('admin:status.done', { status: t(`admin:statuses.${lead.status}`) }) };
      if (done === 'reply') return { kind: 'reply', text: t('admin:conversation.reply.done') };
      if (done === 'accepted') return { kind: 'reply', text: t('admin:conversation.acceptedDone') };
      return null;
    });
  });

  // The résumé, downloaded by staff only (docs/decisions/0050-job-applications.md).
  app.get(row('/resume'), ownView(lang, view, '/resume'), async (c) => {
    const id = c.req.param('id');
    const download = view.resume && isLeadId(id) ? await parts.resumeDownload(c, id) : null;
    return download ?? notFound(c);
  });

  const refuseStatus = (c: StaffContext) => {
    const id = c.req.param('id') ?? '';
    return isLeadId(id) ? detail(c, parts, view, id, { kind: 'status', text: c.get('t')('admin:status.invalid') }, undefined, 400) : notFound(c);
  };
  // A status is checked against the row's form: an application's are not a lead's (0050).
  app.post(row('/status'), ownView(lang, view, '/status'), formBody(statusBody, refuseStatus), async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    const status = c.req.valid('form').status;
    const done = await setStatus(c.env.DB, id, status, c.get('staff').email, (form) => statusesOf(form).includes(status));
    if (done === 'refused') return refuseStatus(c);
    if (!done) return notFound(c);
    return c.redirect(`${self(id)}?done=status#outcome`, 303);
  });

  // A post held for review becomes a lead: its staff e-mail, confirmation and webhook go out now (0046).
  app.post(row('/release'), ownView(lang, view, '/release'), async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    if (!(await released(c.env, id, c.get('staff').email, (promise) => c.executionCtx.waitUntil(promise)))) return notFound(c);
    return c.redirect(`${self(id)}?done=release#outcome`, 303);
  });

  const refusedNote = refusedOnRow(parts, view, noteBody, 'note', (t, refused) =>
    refused.message === 'required'
      ? { message: t('admin:note.required'), value: '' }
      : { message: t('admin:note.tooLong', { max: noteMaxLength }), value: refused.typed('note').slice(0, bodyBytes) },
  );
  app.post(row('/notes'), ownView(lang, view, '/notes'), refusedNote, async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    if (!(await addNote(c.env.DB, id, c.req.valid('form').note, c.get('staff').email))) return notFound(c);
    return c.redirect(`${self(id)}?done=note#outcome`, 303);
  });

  app.route('/', conversationRoutes(lang, view, parts));

  return app;
}

/** Every view's pages, and the applications' CSV at its URL before 0051, sent to its own. */
export function inboxRoutes(lang: Lang, parts: RowParts) {
  const app = new Hono<StaffEnv>();
  for (const view of inboxViews) app.route('/', viewRoutes(lang, view, parts));
  const applications = inboxViews.find(({ id }) => id === 'applications');
  if (applications) app.get(adminHref(lang, 'applications.csv'), (c) => c.redirect(adminHref(lang, applications.csv) + new URL(c.req.url).search, 301));
  return app;
}
