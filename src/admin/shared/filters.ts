import * as v from 'valibot';
import { formOf } from '../../submissions/forms';
import { languages } from '../../routes';
import { allStatuses, leadStatuses, type Status } from '../../submissions/statuses';
import { jobs } from '../../business/careers';

/** The statuses of a lead, in the order staff move through them (docs/decisions/0024-lead-inbox.md); an application has its own (0050). */
export const statuses = leadStatuses;
export type { Status };

/** The openings an application can be for: each job of the careers page, and `spontaneous` (stored as ''). */
export const openings = [...jobs.map((job) => job.id), 'spontaneous'] as const;
export type Opening = (typeof openings)[number];

/** The statuses of a row of this form: its descriptor's, leads' when the site no longer takes it. */
export const statusesOf = (form: string): readonly Status[] => formOf(form)?.statuses ?? statuses;

export const pageSize = 50;
export const noteMaxLength = 2000;
/** What one CSV export holds at most: a filter narrower than that is the answer to a larger need. */
export const exportMaxRows = 10_000;

/**
 * The list's filters, read from the query string. A value that is not one of the choices is
 * dropped (the list shows everything for that filter), never an error page: the form only offers
 * valid choices, so anything else was typed by hand.
 */
const choice = <T extends string>(list: readonly T[]) => v.fallback(v.optional(v.picklist(list)), undefined);
const day = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/),
      v.check((text) => !Number.isNaN(Date.parse(text))),
    ),
  ),
  undefined,
);

/** One of the forms the site takes, looked up when the filter is read (src/submissions/forms.ts). */
const isForm = (name: string) => formOf(name) !== undefined;

const filterSchema = v.object({
  form: v.fallback(v.optional(v.pipe(v.string(), v.check(isForm))), undefined),
  status: choice(allStatuses),
  /** Applications only: one opening's (src/admin/shared/inbox-views.ts). */
  opening: choice(openings),
  lang: choice(languages),
  /** `overdue`: only the leads whose first reply is late (src/admin/shared/overdue.server.ts). */
  due: choice(['overdue'] as const),
  /** `held`: the posts held for review instead of the leads (docs/decisions/0046-review-pile-and-email-budget.md). */
  review: choice(['held'] as const),
  from: day,
  to: day,
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined),
  page: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1))), undefined),
});

export type Filters = v.InferOutput<typeof filterSchema>;

export function readFilters(query: URLSearchParams): Filters {
  const raw = Object.fromEntries(Object.keys(filterSchema.entries).map((key) => [key, query.get(key) || undefined]));
  return v.parse(filterSchema, raw);
}

/** The filters as a query string (without the page unless asked), for links that keep them. */
export function filterQuery(filters: Filters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ['form', 'status', 'opening', 'lang', 'due', 'review', 'from', 'to', 'q'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A submission id as the site makes them (a UUID); anything else is not looked up. */
export const isLeadId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
