/**
 * A person's proposals in a privacy request (Law 25; docs/decisions/0052-proposals.md): every proposal
 * made from their leads, with what was sent to them, when they opened it, their acceptance's evidence
 * and the history, for the export; an accepted one's deposit and its invoice and credit notes as frozen
 * (docs/decisions/0055-deposits-and-payments.md: accounting records, kept on erasure like the
 * acceptance). Erasing is `personalDataTables` (src/privacy/requests.ts).
 */
type ProposalRow = {
  id: string;
  submission_id: string;
  number: string | null;
  status: string;
  snapshot: string | null;
  snapshot_sha256: string | null;
  valid_until: string | null;
  sent_at: string | null;
  first_opened_at: string | null;
  last_opened_at: string | null;
  decline_reason: string | null;
  decline_words: string | null;
  acceptance: string | null;
  deposit: string | null;
  documents: string;
  history: string;
};

export async function proposalsOfLeads(db: D1Database, submissionIds: readonly string[]) {
  if (submissionIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT p.id, p.submission_id, p.number, p.status, p.snapshot, p.snapshot_sha256, p.valid_until, p.sent_at, p.first_opened_at,
         p.last_opened_at, p.decline_reason, p.decline_words,
         (SELECT json_object('name', name, 'at', at, 'ip', ip, 'userAgent', user_agent, 'lang', lang, 'chosen', json(chosen),
            'totals', json(totals), 'snapshotSha256', snapshot_sha256) FROM proposal_acceptances WHERE proposal_id = p.id) AS acceptance,
         (SELECT json_object('state', state, 'amountCents', amount_cents, 'gstCents', gst_cents, 'qstCents', qst_cents, 'method', method,
            'reference', reference, 'paidOn', paid_on, 'refundedCents', refunded_cents) FROM deposits WHERE proposal_id = p.id) AS deposit,
         (SELECT json_group_array(json_object('number', number, 'kind', kind, 'issuedAt', issued_at, 'document', json(snapshot), 'sha256', snapshot_sha256))
            FROM (SELECT * FROM invoices WHERE proposal_id = p.id ORDER BY issued_at, number)) AS documents,
         (SELECT json_group_array(json_object('at', at, 'actor', actor, 'kind', kind, 'detail', json(detail)))
            FROM (SELECT * FROM proposal_history WHERE proposal_id = p.id ORDER BY at, id)) AS history
       FROM proposals p WHERE p.submission_id IN (SELECT value FROM json_each(?)) ORDER BY p.created_at`,
    )
    .bind(JSON.stringify(submissionIds))
    .all<ProposalRow>();
  return results.map(({ snapshot, acceptance, deposit, documents, history, ...row }) => ({
    ...row,
    snapshot: snapshot ? JSON.parse(snapshot) : null,
    acceptance: acceptance ? JSON.parse(acceptance) : null,
    deposit: deposit ? JSON.parse(deposit) : null,
    documents: JSON.parse(documents),
    history: JSON.parse(history),
  }));
}
