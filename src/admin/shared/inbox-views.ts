import type { TextKey } from '../../i18n';
import { adminHref, type AdminPart, type Lang } from '../../routes';
import { allForms, formNames, type FormName } from '../../submissions/forms';
import { applicationStatuses, leadStatuses, type Status } from '../../submissions/statuses';
import { formColumns } from './csv';
import { readFilters, type Filters } from './filters';

/** A column of an inbox list (src/admin/leads/InboxTable.tsx renders each). */
export type ColumnId = 'received' | 'due' | 'name' | 'form' | 'opening' | 'email' | 'company' | 'status' | 'lang';

/**
 * A view of the inbox, declared once (docs/decisions/0051-inbox-views.md): the forms whose posts it
 * lists, their statuses, its URLs, list columns, filters, CSV, detail page and review pile. Routes,
 * navigation, list page, CSV and detail page are all made from `inboxViews`.
 */
export type InboxView = {
  id: 'leads' | 'applications';
  /** Its forms; `others`: every form no other view claims, those the site no longer takes too. */
  forms: readonly FormName[] | 'others';
  statuses: readonly Status[];
  /** Its list's URL part; its rows' pages are under `items/<id>`, its CSV at `csv`. */
  list: AdminPart;
  items: 'leads' | 'applications';
  csv: AdminPart;
  csvName: string;
  /** The filters read from the query: any other is dropped. */
  filters: readonly (keyof Filters)[];
  /** The labelled filter form (src/admin/leads/FilterForm.tsx); without it the list offers its CSV and "any status" among its choices. */
  filterForm: boolean;
  columns: readonly ColumnId[];
  /** Its list counts its rows per opening too (src/admin/applications/resume.server.ts). */
  byOpening: boolean;
  /** Its rows carry a résumé (submission_files): the detail page reads it and offers its download. */
  resume: boolean;
  words: Record<'nav' | 'heading' | 'byStatus' | 'caption' | 'captionEmpty' | 'export' | 'back' | 'statusLegend' | 'received', TextKey>;
};

const leads: InboxView = {
  id: 'leads',
  forms: 'others',
  statuses: leadStatuses,
  list: '',
  items: 'leads',
  csv: 'export.csv',
  csvName: 'leads',
  filters: ['form', 'status', 'lang', 'due', 'review', 'from', 'to', 'q', 'page'],
  filterForm: true,
  columns: ['received', 'due', 'name', 'form', 'email', 'company', 'status', 'lang'],
  byOpening: false,
  resume: false,
  words: {
    nav: 'admin:shell.leads',
    heading: 'admin:shell.leads',
    byStatus: 'admin:counts.label',
    caption: 'admin:list.caption',
    captionEmpty: 'admin:list.captionEmpty',
    export: 'admin:filters.export',
    back: 'admin:detail.back',
    statusLegend: 'admin:status.legend',
    received: 'admin:history.received',
  },
};

/** Job applications (docs/decisions/0050-job-applications.md): by opening and status, their CSV without the files. */
const applications: InboxView = {
  id: 'applications',
  forms: ['application'],
  statuses: applicationStatuses,
  list: 'applications',
  items: 'applications',
  csv: 'applications/export.csv',
  csvName: 'applications',
  filters: ['opening', 'status', 'due', 'review', 'page'],
  filterForm: false,
  columns: ['received', 'due', 'name', 'opening', 'email', 'status', 'lang'],
  byOpening: true,
  resume: true,
  words: {
    nav: 'admin:shell.applications',
    heading: 'admin:applications.heading',
    byStatus: 'admin:applications.byStatus',
    caption: 'admin:applications.caption',
    captionEmpty: 'admin:applications.captionEmpty',
    export: 'admin:applications.export',
    back: 'admin:applications.back',
    statusLegend: 'admin:applications.statusLegend',
    received: 'admin:applications.received',
  },
};

export const inboxViews = [leads, applications] as const;
export const leadsView = leads;

const claimed = inboxViews.flatMap((view) => (view.forms === 'others' ? [] : view.forms)) as readonly string[];

/** The view whose list holds a post of this form. */
export const viewOf = (form: string): InboxView =>
  inboxViews.find((view) => (view.forms === 'others' ? !claimed.includes(form) : (view.forms as readonly string[]).includes(form))) ?? leads;

/** The forms the site takes whose posts are leads (the dashboard's figures per form). */
export const leadFormNames = formNames.filter((name) => viewOf(name) === leads);

/** The forms of other views, whose posts are not leads: the dashboard's figures leave them out (`NOT IN`, one JSON bind). */
export const notLeadForms = JSON.stringify(claimed);

/** A view's CSV columns: its forms' fields, in their order, without their files (a file's name, type and size are on the row's page). */
export function csvFieldsOf(view: InboxView): string[] {
  const its = allForms().filter(({ name }) => viewOf(name) === view);
  const files = its.flatMap(({ file }) => (file ? [file.field] : []));
  return formColumns(its).filter((name) => !files.includes(name));
}

/** The view's forms as one SQL condition, with its binds (form names come from the descriptors); `numbered`: `?1`, `?2`… as `npm run stats` reads them. */
export function formsWhere(view: InboxView, numbered = false): { sql: string; binds: string[] } {
  const [names, not] = view.forms === 'others' ? [claimed, ' NOT'] : [view.forms as readonly string[], ''];
  return { sql: `form${not} IN (${names.map((_, i) => (numbered ? `?${i + 1}` : '?')).join(', ')})`, binds: [...names] };
}

/** A row's page, in its own view. */
export const rowHref = (lang: Lang, row: { id: string; form: string }, suffix = '') => adminHref(lang, `${viewOf(row.form).items}/${row.id}`) + suffix;

/** The view's filters from the query: its own keys only, a status of its own, a form of its own. */
export function viewFilters(view: InboxView, query: URLSearchParams): Filters {
  const read = readFilters(query);
  const kept: Filters = Object.fromEntries(view.filters.map((key) => [key, read[key]]));
  if (kept.status && !view.statuses.includes(kept.status)) kept.status = undefined;
  if (kept.form && viewOf(kept.form) !== view) kept.form = undefined;
  return kept;
}
