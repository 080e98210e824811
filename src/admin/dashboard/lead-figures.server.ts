import { businessMillisBetween, replyDueAt } from '../../business-hours/reply-clock';
import { replyPromiseHours } from '../../business/reply-promise';
import type { FormName } from '../../submissions/forms';
import { statuses, type Status } from '../shared/filters';
import { leadFormNames } from '../shared/inbox-views';
import { firstReplyCte, waitingSinceSql } from '../shared/first-reply.server';
import { weekOf, weeksOf, type Range } from './period';

/**
 * The leads of a period and the reply promise (docs/decisions/0039-dashboard.md). Counted: leads
 * not caught as spam nor held for review (0046), received in the period. "Answered in time": a first reply no later than
 * `replyDueAt(received)`; time to first reply in business hours; overdue: waiting for a reply
 * (`waitingSinceSql`: no first reply yet, or a client's question since, 0052) past due now, whatever the period.
 */
export type LeadFigures = {
  total: number;
  perWeek: { week: string; counts: Record<FormName, number> }[];
  /** `page` is null for a lead posted straight to /api with no page of the site named. */
  perPage: { page: string | null; count: number }[];
  perStatus: Record<Status, number>;
  /** won ÷ (won + lost), null when neither. */
  winRate: number | null;
  /** `counted`: leads answered, or unanswered past their due time; those still within it wait. */
  /** `answered`: leads with a first reply; `byEmail`: those whose first reply was an e-mail from the lead's page (0057). */
  promise: { counted: number; inTime: number; medianHours: number | null; answered: number; byEmail: number };
  overdue: { id: string; form: FormName; created_at: string; due: string }[];
};

type PeriodRow = {
  id: string;
  form: FormName;
  page: string | null;
  status: Status;
  created_at: string;
  first_reply_at: string | null;
  first_reply_way?: string | null;
};

export const periodLeadsSql = `WITH ${firstReplyCte}
  SELECT s.id, s.form, s.page, s.status, s.created_at, f.at AS first_reply_at, f.way AS first_reply_way
  FROM submissions s LEFT JOIN first_reply f ON f.submission_id = s.id
  WHERE s.spam = 0 AND s.held_at IS NULL AND s.form NOT IN (SELECT value FROM json_each(?3)) AND s.created_at >= ?1 AND s.created_at < ?2`;

/** Candidates for overdue: waiting for a reply since longer ago than the shortest possible promise. */
export const unansweredSql = `SELECT id, form, created_at, since FROM (
    SELECT s.id, s.form, s.created_at, ${waitingSinceSql('s')} AS since FROM submissions s
    WHERE s.spam = 0 AND s.held_at IS NULL AND s.form NOT IN (SELECT value FROM json_each(?2)) AND s.status != 'spam'
  ) WHERE since < ?1 ORDER BY created_at, id`;

type UnansweredRow = { id: string; form: FormName; created_at: string; since: string };

const hourMs = 3_600_000;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function leadFigures(range: Range, rows: PeriodRow[], unanswered: UnansweredRow[], now: number): LeadFigures {
  const weeks = new Map(weeksOf(range).map((week) => [week, Object.fromEntries(leadFormNames.map((form) => [form, 0])) as Record<FormName, number>]));
  const pages = new Map<string | null, number>();
  const perStatus = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<Status, number>;
  const replyHours: number[] = [];
  let inTime = 0;
  let waiting = 0;
  let byEmail = 0;
  for (const row of rows) {
    const received = Date.parse(row.created_at);
    const counts = weeks.get(weekOf(received));
    if (counts) counts[row.form] += 1;
    pages.set(row.page, (pages.get(row.page) ?? 0) + 1);
    perStatus[row.status] += 1;
    if (row.first_reply_at) {
      const replied = Date.parse(row.first_reply_at);
      if (replied <= +replyDueAt(received)) inTime += 1;
      replyHours.push(businessMillisBetween(received, replied) / hourMs);
      if (row.first_reply_way === 'email') byEmail += 1;
    } else if (+replyDueAt(received) >= now) waiting += 1;
  }
  const decided = perStatus.won + perStatus.lost;
  const overdue = unanswered
    .map(({ since, ...row }) => ({ ...row, due: replyDueAt(Date.parse(since)).toISOString() }))
    .filter((row) => Date.parse(row.due) < now);
  return {
    total: rows.length,
    perWeek: [...weeks].map(([week, counts]) => ({ week, counts })),
    perPage: [...pages].map(([page, count]) => ({ page, count })).sort((a, b) => b.count - a.count || (a.page ?? '').localeCompare(b.page ?? '')),
    perStatus,
    winRate: decided ? perStatus.won / decided : null,
    promise: { counted: rows.length - waiting, inTime, medianHours: median(replyHours), answered: replyHours.length, byEmail },
    overdue,
  };
}

/** Business hours are at least as long in real time, so a lead younger than the promise cannot be overdue. */
export const shortestPromiseMs = replyPromiseHours * hourMs;
