/**
 * What staff do to a proposal, in D1 (migrations/0013_proposals.sql; docs/decisions/0052-proposals.md):
 * a draft made from a lead, its edits while it is a draft, sending it (`send.server.ts`), a revision of a
 * sent one, withdrawing and extending it. Every change and its history line go in one batch, and
 * every statement names the status it changes from: an accepted or declined proposal matches none.
 */
import { montrealDay } from '../business-hours/reply-clock';
import { loadTranslators } from '../i18n';
import { languages } from '../languages';
import type { ProposalDraft } from './document';
import { addDays } from './validity';
import { draftFromLead, type LeadSource } from './draft-from-lead.server';

const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export type ProposalStatus = 'draft' | 'sent' | 'accepted' | 'declined' | 'replaced' | 'withdrawn';

export type ProposalRow = {
  id: string;
  submission_id: string | null;
  series_year: number | null;
  series_number: number | null;
  revision: number;
  number: string | null;
  replaces_id: string | null;
  status: ProposalStatus;
  draft: string;
  snapshot: string | null;
  snapshot_sha256: string | null;
  token_sha256: string | null;
  valid_until: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  sent_at: string | null;
  first_opened_at: string | null;
  last_opened_at: string | null;
  reminded_at: string | null;
  answered_at: string | null;
  decline_reason: string | null;
  decline_words: string | null;
};

export type ProposalHistoryRow = { id: number; proposal_id: string; at: string; actor: string; kind: string; detail: string | null };

export const readDraft = (row: Pick<ProposalRow, 'draft'>) => JSON.parse(row.draft) as ProposalDraft;

const history = (db: D1Database, id: string, actor: string, kind: string, detail: unknown = null) =>
  db
    .prepare('INSERT INTO proposal_history (proposal_id, actor, kind, detail) VALUES (?, ?, ?, ?)')
    .bind(id, actor, kind, detail === null ? null : JSON.stringify(detail));

/** A new draft from a lead (docs/decisions/0052-proposals.md); null when the lead is not there. */
export async function createProposal(db: D1Database, submissionId: string, actor: string): Promise<string | null> {
  const lead = await db.prepare('SELECT id, form, lang, data, created_at FROM submissions WHERE id = ?').bind(submissionId).first<LeadSource>();
  if (!lead) return null;
  await loadTranslators(...languages);
  const id = crypto.randomUUID();
  await db.batch([
    db
      .prepare('INSERT INTO proposals (id, submission_id, draft, created_by) VALUES (?, ?, ?, ?)')
      .bind(id, lead.id, JSON.stringify(draftFromLead(lead)), actor),
    history(db, id, actor, 'created', { lead: lead.id }),
  ]);
  return id;
}

export const getProposal = (db: D1Database, id: string) => db.prepare('SELECT * FROM proposals WHERE id = ?').bind(id).first<ProposalRow>();

export async function historyOfProposal(db: D1Database, id: string): Promise<ProposalHistoryRow[]> {
  const { results } = await db.prepare('SELECT * FROM proposal_history WHERE proposal_id = ? ORDER BY at, id').bind(id).all<ProposalHistoryRow>();
  return results;
}

/** A lead's proposals, newest first. */
export async function proposalsOfLead(db: D1Database, submissionId: string): Promise<ProposalRow[]> {
  const { results } = await db
    .prepare('SELECT * FROM proposals WHERE submission_id = ? ORDER BY created_at DESC, revision DESC')
    .bind(submissionId)
    .all<ProposalRow>();
  return results;
}

/** What a change found: done, no such proposal, or a proposal whose status does not allow it. */
export type Change = 'done' | 'notFound' | 'refused';

async function outcome(db: D1Database, id: string, changed: boolean): Promise<Change> {
  if (changed) return 'done';
  return (await getProposal(db, id)) ? 'refused' : 'notFound';
}

/** Saves a draft's edits: only while it is a draft. */
export async function updateDraft(db: D1Database, id: string, draft: ProposalDraft): Promise<Change> {
  const result = await db
    .prepare(`UPDATE proposals SET draft = ?, updated_at = ${now} WHERE id = ? AND status = 'draft'`)
    .bind(JSON.stringify(draft), id)
    .run();
  return outcome(db, id, result.meta.changes > 0);
}

/** A revision of a sent proposal: a new draft with the same lines and series, revision + 1; the one already begun, if any. */
export async function reviseProposal(db: D1Database, id: string, actor: string): Promise<{ id: string } | 'notFound' | 'refused'> {
  const row = await getProposal(db, id);
  if (!row) return 'notFound';
  if (row.status !== 'sent') return 'refused';
  const begun = await db.prepare('SELECT id FROM proposals WHERE replaces_id = ?').bind(id).first<{ id: string }>();
  if (begun) return begun;
  const revision = crypto.randomUUID();
  try {
    const [insert] = await db.batch([
      db
        .prepare(
          `INSERT INTO proposals (id, submission_id, series_year, series_number, revision, replaces_id, draft, created_by)
           SELECT ?, submission_id, series_year, series_number, revision + 1, id, draft, ? FROM proposals WHERE id = ? AND status = 'sent'`,
        )
        .bind(revision, actor, id),
      db
        .prepare(
          `INSERT INTO proposal_history (proposal_id, actor, kind, detail) SELECT ?, ?, 'created', ? WHERE EXISTS (SELECT 1 FROM proposals WHERE id = ?)`,
        )
        .bind(revision, actor, JSON.stringify({ replaces: row.number }), revision),
      db
        .prepare(
          `INSERT INTO proposal_history (proposal_id, actor, kind, detail) SELECT ?, ?, 'revised', ? WHERE EXISTS (SELECT 1 FROM proposals WHERE id = ?)`,
        )
        .bind(id, actor, JSON.stringify({ revision: row.revision + 1, id: revision }), revision),
    ]);
    return insert.meta.changes > 0 ? { id: revision } : 'refused';
  } catch (error) {
    // Two revisions begun at once: the series' index keeps one; staff are taken to it.
    if (!/UNIQUE/i.test(String(error))) throw error;
    const other = await db.prepare('SELECT id FROM proposals WHERE replaces_id = ?').bind(id).first<{ id: string }>();
    return other ?? 'refused';
  }
}

/** Withdraws a sent proposal: its link then answers like any unknown page. */
export async function withdrawProposal(db: D1Database, id: string, actor: string): Promise<Change> {
  const [update] = await db.batch([
    db.prepare(`UPDATE proposals SET status = 'withdrawn', updated_at = ${now} WHERE id = ? AND status = 'sent'`).bind(id),
    db
      .prepare(
        `INSERT INTO proposal_history (proposal_id, actor, kind) SELECT ?1, ?2, 'withdrawn'
         WHERE changes() > 0`,
      )
      .bind(id, actor),
  ]);
  return outcome(db, id, update.meta.changes > 0);
}

/** Extends a sent proposal by `days` from its last day (or from today, once it has expired). */
export async function extendProposal(db: D1Database, id: string, days: number, actor: string, at = Date.now()): Promise<Change> {
  const row = await getProposal(db, id);
  if (!row) return 'notFound';
  if (row.status !== 'sent' || !row.valid_until) return 'refused';
  const today = montrealDay(at);
  // The later of its last day and today (ISO days sort as text).
  const from = [row.valid_until, today].sort()[1];
  const to = addDays(from, days);
  const [update] = await db.batch([
    db.prepare(`UPDATE proposals SET valid_until = ?, updated_at = ${now} WHERE id = ? AND status = 'sent' AND valid_until = ?`).bind(to, id, row.valid_until),
    db
      .prepare(`INSERT INTO proposal_history (proposal_id, actor, kind, detail) SELECT ?1, ?2, 'extended', ?3 WHERE changes() > 0`)
      .bind(id, actor, JSON.stringify({ from: row.valid_until, to })),
  ]);
  return outcome(db, id, update.meta.changes > 0);
}
