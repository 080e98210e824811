import { Hono } from 'hono';
import { adminHref, type AdminPart, type Lang } from '../routes';
import { allForms } from '../submissions/forms';
import { applicationStatuses } from '../submissions/statuses';
import type { StaffEnv } from './access';
import { ApplicationList } from './ApplicationList';
import { openingCounts, resumeDownload } from './applications.server';
import { formColumns } from './csv';
import { csvDownload } from './csv-response.server';
import { applicationForm, filterQuery, isLeadId, readFilters, type Filters } from './filters';
import { exportLeads, listLeads } from './lead-queries.server';
import { notFound, page } from './views.server';

/** The Applications view's filters from the query: an opening, one of an application's statuses, overdue, a page. */
function applicationFilters(query: URLSearchParams): Filters {
  const { opening, status, due, page } = readFilters(query);
  return { opening, status: status && (applicationStatuses as readonly string[]).includes(status) ? status : undefined, due, page };
}

/** The data columns of the applications' CSV: the descriptor's fields that are stored (never the file). */
export const applicationDataColumns = () => formColumns(allForms().filter(({ name }) => name === applicationForm)).filter((name) => name !== 'resume');

/** The columns of the leads' CSV: every other form's. */
export const leadDataColumns = () => formColumns(allForms().filter(({ name }) => name !== applicationForm));

/**
 * Job applications in the inbox (docs/decisions/0050-job-applications.md): their own view by opening
 * and status, their CSV (without the files), and the résumé of one, downloaded by staff only (the
 * inbox's Access check runs first; nothing of it is reachable from the public site).
 */
export function applicationRoutes(lang: Lang) {
  const app = new Hono<StaffEnv>();
  const at = (part: AdminPart) => adminHref(lang, part);

  app.get(at('applications'), async (c) => {
    const filters = applicationFilters(new URL(c.req.url).searchParams);
    const [list, perOpening] = await Promise.all([listLeads(c.env.DB, { ...filters, form: applicationForm }), openingCounts(c.env.DB, filters)]);
    const t = c.get('t');
    return page(
      c,
      { part: 'applications', query: filterQuery(filters, filters.page), section: 'applications', title: t('admin:applications.heading') },
      <ApplicationList lang={lang} t={t} filters={filters} {...list} perOpening={perOpening} />,
    );
  });

  app.get(at('applications.csv'), async (c) => {
    const filters = applicationFilters(new URL(c.req.url).searchParams);
    const rows = await exportLeads(c.env.DB, { ...filters, form: applicationForm });
    return csvDownload(c, rows, lang, { fields: applicationDataColumns(), name: 'applications' });
  });

  app.get(at('leads/:id/resume'), async (c) => {
    const id = c.req.param('id');
    const download = isLeadId(id) ? await resumeDownload(c, id) : null;
    return download ?? notFound(c);
  });

  return app;
}
