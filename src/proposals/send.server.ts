/**
 * Sending a proposal (docs/decisions/0052-proposals.md): its number, its frozen snapshot and that
 * snapshot's SHA-256, its link's SHA-256, its last valid day, its `sent` e-mail and its history, in
 * one batch; a revision's predecessor becomes `replaced` in the same batch.
 */
import { companyFacts } from '../business/company-facts';
import { oneLineAddress } from '../business/format';
import { montrealDay } from '../business-hours/reply-clock';
import { loadTranslators, translator } from '../i18n';
import { languages, type Lang } from '../languages';
import { site } from '../site';
import { formOf } from '../submissions/forms';
import { freezeProposal, sha256Hex, type RequestAnswer, type ProposalSnapshot } from './snapshot';
import { lastValidDay } from './validity';
import { linkSecretMissing, proposalToken } from './link.server';
import type { LeadSource } from './draft-from-lead.server';
import { rowData } from '../submissions/person';
import { getProposal, readDraft } from './staff-store.server';

const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** `P-2026-0007`, `P-2026-0007-R2`. */
export const proposalNumber = (year: number, series: number, revision: number) =>
  `P-${year}-${String(series).padStart(4, '0')}${revision > 1 ? `-R${revision}` : ''}`;

/** The company's facts a proposal prints (docs/decisions/0052-proposals.md). */
export const companyOnProposal = (): ProposalSnapshot['company'] => ({
  legalName: companyFacts.legalName,
  address: oneLineAddress(companyFacts.address),
  phone: companyFacts.phone.display,
  email: site.email,
  neq: companyFacts.neq,
  gstNumber: companyFacts.taxNumbers.gst,
  qstNumber: companyFacts.taxNumbers.qst,
});

/** The answers a proposal repeats to the client: never the budget, which staff alone see. */
const requestAnswerFields: Record<string, readonly string[]> = {
  quote: ['services', 'plan', 'timeline', 'projectDescription'],
  contact: ['subject', 'message'],
};

/** The request's answers ("You asked us for…"), in both languages, as the inbox words them. */
function requestOf(lead: LeadSource | null): ProposalSnapshot['request'] {
  if (!lead) return null;
  const descriptor = formOf(lead.form);
  if (!descriptor) return null;
  const data = rowData(lead.data);
  const worded = Object.fromEntries(languages.map((lang) => [lang, descriptor.inWords(data, translator(lang), lang)])) as Record<
    Lang,
    ReturnType<typeof descriptor.inWords>
  >;
  const keep = requestAnswerFields[lead.form] ?? [];
  const answers: RequestAnswer[] = worded.fr.flatMap((field, index) => {
    if (!keep.includes(field.name) || field.value === null) return [];
    const en = worded.en[index];
    return [{ key: field.name, question: { fr: field.label, en: en.label }, answer: { fr: field.value, en: en.value ?? field.value } }];
  });
  return { form: lead.form, receivedOn: montrealDay(Date.parse(lead.created_at)), answers };
}

export type Sent = { number: string };

/**
 * Sends a draft: its number (the next free one of the Montréal year, or its series' for a revision),
 * the frozen snapshot and its SHA-256, the link's SHA-256, its last valid day, its `sent` e-mail
 * queued, its history; a revision's predecessor becomes `replaced`. Two sends racing for a number
 * meet the UNIQUE index: the loser reads the next free number and tries again.
 */
export async function sendProposal(
  env: { DB: D1Database; PROPOSAL_LINK_SECRET?: string; SITE_URL: string },
  id: string,
  actor: string,
  at = Date.now(),
): Promise<Sent | 'notFound' | 'refused' | 'empty' | 'noLinkSecret'> {
  const db = env.DB;
  const row = await getProposal(db, id);
  if (!row) return 'notFound';
  if (row.status !== 'draft') return 'refused';
  const draft = readDraft(row);
  if (draft.lines.length === 0) return 'empty';
  if (linkSecretMissing(env)) return 'noLinkSecret';
  await loadTranslators(...languages);
  const lead = row.submission_id
    ? await db.prepare('SELECT id, form, lang, data, created_at FROM submissions WHERE id = ?').bind(row.submission_id).first<LeadSource>()
    : null;
  const issuedOn = montrealDay(at);
  const validUntil = lastValidDay(at, draft.validityDays);
  const tokenHash = await sha256Hex(await proposalToken(env, id));
  const year = Number(issuedOn.slice(0, 4));
  const sentAt = new Date(at).toISOString();
  const replaced = row.replaces_id ? await getProposal(db, row.replaces_id) : null;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const seriesYear = row.series_year ?? year;
    const series =
      row.series_number ??
      ((await db.prepare('SELECT coalesce(max(series_number), 0) + 1 AS next FROM proposals WHERE series_year = ?').bind(seriesYear).first<{ next: number }>())
        ?.next ||
        1);
    const number = proposalNumber(seriesYear, series, row.revision);
    const snapshot = freezeProposal(draft, { number, revision: row.revision, issuedOn, validUntil, company: companyOnProposal(), request: requestOf(lead) });
    const snapshotHash = await sha256Hex(snapshot);
    // Each statement after the first runs only if the first sent this proposal (its token hash is there).
    const wasSent = 'EXISTS (SELECT 1 FROM proposals WHERE id = ?1 AND token_sha256 = ?2)';
    const statements = [
      db
        .prepare(
          `UPDATE proposals SET status = 'sent', series_year = ?, series_number = ?, number = ?, snapshot = ?, snapshot_sha256 = ?,
           token_sha256 = ?, valid_until = ?, sent_at = ?, updated_at = ${now}
           WHERE id = ? AND status = 'draft'
           AND (replaces_id IS NULL OR EXISTS (SELECT 1 FROM proposals AS old WHERE old.id = proposals.replaces_id AND old.status = 'sent'))`,
        )
        .bind(seriesYear, series, number, snapshot, snapshotHash, tokenHash, validUntil, sentAt, id),
      db
        .prepare(`INSERT INTO proposal_history (proposal_id, actor, kind, detail) SELECT ?1, ?3, 'sent', ?4 WHERE ${wasSent}`)
        .bind(id, tokenHash, actor, JSON.stringify({ number, validUntil, sha256: snapshotHash })),
      db.prepare(`INSERT INTO proposal_mail (proposal_id, kind) SELECT ?1, 'sent' WHERE ${wasSent} ON CONFLICT DO NOTHING`).bind(id, tokenHash),
    ];
    if (replaced) {
      statements.push(
        db
          .prepare(`UPDATE proposals SET status = 'replaced', updated_at = ${now} WHERE id = ?3 AND status = 'sent' AND ${wasSent}`)
          .bind(id, tokenHash, replaced.id),
        db
          .prepare(`INSERT INTO proposal_history (proposal_id, actor, kind, detail) SELECT ?3, ?4, 'replaced', ?5 WHERE ${wasSent}`)
          .bind(id, tokenHash, replaced.id, actor, JSON.stringify({ by: id, number })),
      );
    }
    try {
      const [update] = await db.batch(statements);
      return update.meta.changes > 0 ? { number } : 'refused';
    } catch (error) {
      // Another send took this number first: read the next free one.
      if (row.series_number === null && /UNIQUE/i.test(String(error))) continue;
      throw error;
    }
  }
  throw new Error(`no free proposal number for ${id} after 8 tries`);
}
