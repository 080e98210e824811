import { Hono } from 'hono';
import { adminHref, type AdminPart, type Lang } from '../routes';
import type { StaffEnv } from './access';
import { noteBody, formBody, statusBody } from './action-bodies';
import { csvDownload } from './csv-response.server';
import { leadDataColumns } from './application-routes.server';
import { filterQuery, isLeadId, noteMaxLength, readFilters, statusesOf } from './filters';
import { addNote, exportLeads, listLeads, setStatus } from './lead-queries.server';
import { LeadList } from './LeadList';
import { released } from '../submissions/index.server';
import { bodyBytes } from './middleware';
import { detail, detailPart, notFound, page, type StaffContext } from './views.server';

/** The leads: the filtered list, its CSV export, one lead, and its two actions (status, note). */
export function leadRoutes(lang: Lang) {
  const app = new Hono<StaffEnv>();
  const at = (part: AdminPart) => adminHref(lang, part);

  app.get(at(''), async (c) => {
    const filters = readFilters(new URL(c.req.url).searchParams);
    const { rows, total, counts, overdue, inReview } = await listLeads(c.env.DB, filters);
    return page(
      c,
      { part: '', query: filterQuery(filters, filters.page), section: 'leads', title: c.get('t')('admin:shell.leads') },
      <LeadList lang={lang} t={c.get('t')} filters={filters} rows={rows} total={total} counts={counts} overdue={overdue} inReview={inReview} />,
    );
  });

  app.get(at('export.csv'), async (c) =>
    csvDownload(c, await exportLeads(c.env.DB, readFilters(new URL(c.req.url).searchParams)), lang, { fields: leadDataColumns() }),
  );

  app.get(at('leads/:id'), async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    const done = c.req.query('done');
    const t = c.get('t');
    // What the last action did, said again from the stored lead (the URL carries no value).
    return detail(c, id, (lead) => {
      if (done === 'note') return { kind: 'note', text: t('admin:note.done') };
      if (done === 'release') return { kind: 'status', text: t('admin:review.released') };
      if (done === 'status') return { kind: 'status', text: t('admin:status.done', { status: t(`admin:statuses.${lead.status}`) }) };
      return null;
    });
  });

  const refuseStatus = (c: StaffContext) => {
    const id = c.req.param('id') ?? '';
    return isLeadId(id) ? detail(c, id, { kind: 'status', text: c.get('t')('admin:status.invalid') }, undefined, 400) : notFound(c);
  };
  // A status is checked against the row's form: an application's are not a lead's (0050).
  app.post(at('leads/:id/status'), formBody(statusBody, refuseStatus), async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    const status = c.req.valid('form').status;
    const done = await setStatus(c.env.DB, id, status, c.get('staff').email, (form) => statusesOf(form).includes(status));
    if (done === 'refused') return refuseStatus(c);
    if (!done) return notFound(c);
    return c.redirect(`${at(detailPart(id))}?done=status#outcome`, 303);
  });

  // A post held for review becomes a lead: its staff e-mail, confirmation and webhook go out now (0046).
  app.post(at('leads/:id/release'), async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    if (!(await released(c.env, id, c.get('staff').email, (promise) => c.executionCtx.waitUntil(promise)))) return notFound(c);
    return c.redirect(`${at(detailPart(id))}?done=release#outcome`, 303);
  });

  const refusedNote = formBody(noteBody, (c, refused) => {
    const id = c.req.param('id') ?? '';
    if (!isLeadId(id)) return notFound(c);
    const t = c.get('t');
    const noteError =
      refused.message === 'required'
        ? { message: t('admin:note.required'), value: '' }
        : { message: t('admin:note.tooLong', { max: noteMaxLength }), value: refused.typed('note').slice(0, bodyBytes) };
    return detail(c, id, null, noteError, 400);
  });
  app.post(at('leads/:id/notes'), refusedNote, async (c) => {
    const id = c.req.param('id');
    if (!isLeadId(id)) return notFound(c);
    if (!(await addNote(c.env.DB, id, c.req.valid('form').note, c.get('staff').email))) return notFound(c);
    return c.redirect(`${at(detailPart(id))}?done=note#outcome`, 303);
  });

  return app;
}
