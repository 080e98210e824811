/**
 * The webhook's proposal events (docs/decisions/0052-proposals.md): `proposal.accepted` and
 * `proposal.declined`, posted to the staff webhook the leads use (`LEAD_WEBHOOK_URL`, signed per
 * Standard Webhooks, decision 0033), one row each in `proposal_events`, queued with the client's action
 * and sent by the cron with the outbox's patience (decision 0047). Facts only: never the client's words.
 * The posting and the patience are the outbox's own, handed over by the cron (src/scheduled.ts).
 */
import type { Bindings } from '../env';
import { dataKey, loadTranslators, translator } from '../i18n';
import { adminHref, defaultLang } from '../routes';
import { chatMessage, instantInWords, unlinked, type ChatAlert } from '../submissions/index.server';
import type { ProposalFigures } from './document';
import type { ProposalSnapshot } from './snapshot';
import { centsInWords } from './amounts';
import { oneLine } from '../text/control-characters';

/** The proposal's events, and its deposit's (docs/decisions/0055-deposits-and-payments.md), queued by src/payments/deposits.server.ts. */
export type ProposalEvent = 'proposal.accepted' | 'proposal.declined' | 'deposit.paid' | 'deposit.failed';

/** The statement that queues an event, run in the batch of the action, only when `onlyIf` (SQL on ?1 the id, ?2 the time) holds. */
export const queueEvent = (db: D1Database, id: string, event: ProposalEvent, at: string, onlyIf: string) =>
  db
    .prepare(`INSERT INTO proposal_events (proposal_id, event, queued_at, next_at) SELECT ?1, ?3, ?2, ?2 WHERE ${onlyIf} ON CONFLICT DO NOTHING`)
    .bind(id, at, event);

export type Outbox = {
  /** Throws when the webhook is not configured (decision 0033). */
  format(env: Bindings): 'standard' | 'slack' | 'teams';
  post(env: Bindings, id: string, payload: object): Promise<void>;
  patience: { maxAttempts: number; firstPauseMinutes: number; maxPauseMinutes: number };
};

type Due = {
  proposal_id: string;
  event: ProposalEvent;
  attempts: number;
  submission_id: string | null;
  number: string;
  snapshot: string;
  decline_reason: string | null;
  acceptance: string | null;
  deposit: string | null;
};

type DepositFacts = { amountCents: number; state: string; method: string | null; reference: string | null; paidOn: string | null; invoice: string | null };

function facts(row: Due, env: Bindings) {
  const snapshot = JSON.parse(row.snapshot) as ProposalSnapshot;
  const url = row.submission_id ? new URL(adminHref(defaultLang, `leads/${row.submission_id}`), env.SITE_URL).href : null;
  if (row.event === 'deposit.paid' || row.event === 'deposit.failed') {
    const deposit = JSON.parse(row.deposit ?? '{}') as DepositFacts;
    return { id: row.proposal_id, number: row.number, client: snapshot.client.company || snapshot.client.name, deposit, url };
  }
  const acceptance = row.acceptance ? (JSON.parse(row.acceptance) as { name: string; at: string; totals: ProposalFigures; snapshot_sha256: string }) : null;
  return {
    id: row.proposal_id,
    number: row.number,
    client: oneLine(snapshot.client.company || snapshot.client.name),
    ...(acceptance
      ? {
          acceptedBy: oneLine(acceptance.name),
          acceptedAt: acceptance.at,
          totalCents: acceptance.totals.total.totalCents,
          depositCents: acceptance.totals.deposit.totalCents,
          snapshotSha256: acceptance.snapshot_sha256,
        }
      : { reason: row.decline_reason }),
    url,
  };
}

/** The event for a chat, in the company's language: what the client typed (a name) only as an unlinked value. */
function chatAlert(event: ProposalEvent, data: ReturnType<typeof facts>): ChatAlert {
  const t = translator(defaultLang);
  if ('deposit' in data && data.deposit) {
    const notice = t(event === 'deposit.paid' ? 'forms:webhook.proposals.depositPaid' : 'forms:webhook.proposals.depositFailed', { number: data.number });
    const client = { label: t('forms:webhook.proposals.client'), value: unlinked(data.client) };
    const paid = data.deposit.method
      ? [
          { label: t('forms:webhook.proposals.method'), value: t(dataKey(`payment:invoice.methods.${data.deposit.method}`)) },
          { label: t('forms:webhook.proposals.reference'), value: unlinked(data.deposit.reference ?? '—') },
        ]
      : [];
    const invoice = data.deposit.invoice ? [{ label: t('forms:webhook.proposals.invoice'), value: data.deposit.invoice }] : [];
    return {
      title: t('forms:webhook.title', { form: notice, name: client.value }),
      notice,
      facts: [client, { label: t('forms:webhook.proposals.deposit'), value: centsInWords(defaultLang, data.deposit.amountCents) }, ...paid, ...invoice],
      url: data.url,
    };
  }
  const notice = t(event === 'proposal.accepted' ? 'forms:webhook.proposals.accepted' : 'forms:webhook.proposals.declined', { number: data.number });
  const client = { label: t('forms:webhook.proposals.client'), value: unlinked(data.client) };
  const said =
    'acceptedBy' in data
      ? [
          { label: t('forms:webhook.proposals.acceptedBy'), value: unlinked(data.acceptedBy) },
          { label: t('forms:webhook.proposals.acceptedAt'), value: instantInWords(t, defaultLang, data.acceptedAt) },
          { label: t('forms:webhook.proposals.total'), value: centsInWords(defaultLang, data.totalCents) },
          { label: t('forms:webhook.proposals.deposit'), value: centsInWords(defaultLang, data.depositCents) },
          { label: t('forms:webhook.proposals.hash'), value: data.snapshotSha256 },
        ]
      : [{ label: t('forms:webhook.proposals.reason'), value: data.reason ? t(`proposal:decline.reasons.${data.reason as 'price'}`) : '—' }];
  return { title: t('forms:webhook.title', { form: notice, name: client.value }), notice, facts: [client, ...said], url: data.url };
}

function payload(row: Due, env: Bindings, format: 'standard' | 'slack' | 'teams') {
  const data = facts(row, env);
  if (format === 'standard') return { type: row.event, timestamp: new Date().toISOString(), data };
  return chatMessage(chatAlert(row.event, data), format);
}

/** Sends the events due at `now`; each failure waits longer before its next try, up to a dead letter. */
export async function sendProposalEvents(env: Bindings, outbox: Outbox, now = Date.now()): Promise<{ sent: number; tried: number }> {
  const at = new Date(now).toISOString();
  const { results } = await env.DB.prepare(
    `SELECT e.proposal_id, e.event, e.attempts, p.submission_id, p.number, p.snapshot, p.decline_reason,
       (SELECT json_object('name', name, 'at', at, 'totals', json(totals), 'snapshot_sha256', snapshot_sha256) FROM proposal_acceptances WHERE proposal_id = p.id) AS acceptance,
       (SELECT json_object('amountCents', amount_cents, 'state', state, 'method', method, 'reference', reference, 'paidOn', paid_on,
          'invoice', (SELECT number FROM invoices WHERE proposal_id = p.id AND kind = 'invoice')) FROM deposits WHERE proposal_id = p.id) AS deposit
     FROM proposal_events e JOIN proposals p ON p.id = e.proposal_id
     WHERE e.sent_at IS NULL AND e.skipped IS NULL AND e.attempts < ?1 AND (e.next_at IS NULL OR e.next_at <= ?2)
     ORDER BY e.attempts, e.queued_at LIMIT 20`,
  )
    .bind(outbox.patience.maxAttempts, at)
    .all<Due>();
  let sent = 0;
  if (results.length) await loadTranslators(defaultLang);
  for (const row of results) {
    const key = [row.proposal_id, row.event];
    let format: ReturnType<Outbox['format']>;
    try {
      format = outbox.format(env);
    } catch (error) {
      await env.DB.prepare('UPDATE proposal_events SET skipped = ?3 WHERE proposal_id = ?1 AND event = ?2')
        .bind(...key, String(error instanceof Error ? error.message : error).slice(0, 200))
        .run();
      continue;
    }
    try {
      await outbox.post(env, `${row.event}_${row.proposal_id}`, payload(row, env, format));
      await env.DB.prepare('UPDATE proposal_events SET sent_at = ?3, attempts = attempts + 1, error = NULL WHERE proposal_id = ?1 AND event = ?2')
        .bind(...key, at)
        .run();
      sent += 1;
    } catch (error) {
      const pause = Math.min(outbox.patience.firstPauseMinutes * 2 ** row.attempts, outbox.patience.maxPauseMinutes) * 60_000;
      await env.DB.prepare('UPDATE proposal_events SET attempts = attempts + 1, error = ?3, next_at = ?4 WHERE proposal_id = ?1 AND event = ?2')
        .bind(...key, String(error instanceof Error ? error.message : error).slice(0, 200), new Date(now + pause).toISOString())
        .run();
    }
  }
  return { sent, tried: results.length };
}
