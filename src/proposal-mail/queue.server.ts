/**
 * A proposal's e-mails (docs/decisions/0052-proposals.md): one `proposal_mail` row per proposal and
 * kind is the queue and the proof it went, sent through the same mail binding as the outbox, retried
 * with its patience and given up as its dead letters (docs/decisions/0047-one-outbox.md). Staff's
 * kinds (`sent`, `reminder`) are composed here; the kinds a client's action triggers come from
 * `client-kinds.server.ts`. A staff e-mail is not held back by the strangers' limits; a client's are
 * queued under the confirmations' bounds by the module that queues them.
 */
import type { Bindings } from '../env';
import { longDate } from '../business/format';
import { loadTranslators, translator } from '../i18n';
import type { Lang } from '../languages';
import { site } from '../site';
import { isEmailAddress } from '../text/email-key';
import { claimFreeSql, nextTrySql, outbox } from '../submissions/index.server';
import { oneLine } from '../text/control-characters';
import { defaultChoice, priceProposal } from '../proposals/document';
import { snapshotIntact, type ProposalSnapshot } from '../proposals/snapshot';
import type { ProposalRow } from '../proposals/staff-store.server';
import { centsInWords } from '../proposals/amounts';
import { proposalUrl } from '../proposals/link.server';
import { clientMailKinds } from './client-kinds.server';
import { alteredAlert, alteredKind } from '../proposals/altered.server';
import { depositMailKinds } from './deposit-kinds.server';
import { replyToFor } from '../mail/reply-address.server';
import { siteMailHeaders } from '../mail/site-mail-headers';

export type ProposalMailMessage = { to: string; subject: string; text: string; html?: string };

/** One kind of a proposal's e-mail: to whom, and its words (the client's bounded copies: `boundedClientCopies`). */
export type ProposalMailKind = {
  to: 'client' | 'staff';
  compose(proposal: ProposalRow & { ref: string }, snapshot: ProposalSnapshot, env: Bindings, lang: Lang): ProposalMailMessage | Promise<ProposalMailMessage>;
};

/** The `sent` and `reminder` e-mails: the number, the total, the last valid day and the private link, in the client's language. */
async function toClient(kind: 'sent' | 'reminder', proposal: ProposalRow, snapshot: ProposalSnapshot, env: Bindings, lang: Lang): Promise<ProposalMailMessage> {
  await loadTranslators(lang);
  const t = translator(lang);
  const figures = priceProposal(snapshot, defaultChoice(snapshot.lines));
  const words = {
    name: oneLine(snapshot.client.name),
    number: snapshot.number,
    company: site.name,
    total: centsInWords(lang, figures.total.totalCents),
    date: longDate(lang, proposal.valid_until ?? snapshot.validUntil),
    url: await proposalUrl(env, proposal.id, lang),
  };
  const subject = kind === 'sent' ? t('admin:proposals.mail.sentSubject', words) : t('admin:proposals.mail.reminderSubject', words);
  const text = [
    t('admin:proposals.mail.greeting', words),
    '',
    kind === 'sent' ? t('admin:proposals.mail.sentIntro', words) : t('admin:proposals.mail.reminderIntro', words),
    t('admin:proposals.mail.total', words),
    t('admin:proposals.mail.validUntil', words),
    '',
    t('admin:proposals.mail.link', words),
    words.url,
    t('admin:proposals.mail.private'),
    '',
    '-- ',
    site.name,
    site.phone.display,
    site.email,
    '',
  ].join('\n');
  return { to: snapshot.client.email.trim(), subject, text };
}

/** Every kind of a proposal's e-mail: staff's here, the client's actions' from `client-kinds.server.ts`, the deposit's from `deposit-kinds.server.ts`. */
export const proposalMailKinds: Record<string, ProposalMailKind> = {
  sent: { to: 'client', compose: (proposal, snapshot, env, lang) => toClient('sent', proposal, snapshot, env, lang) },
  reminder: { to: 'client', compose: (proposal, snapshot, env, lang) => toClient('reminder', proposal, snapshot, env, lang) },
  ...clientMailKinds,
  ...depositMailKinds,
};

/**
 * The message of one kind for one proposal (`ref`: the question it answers, '' for the others), or
 * null when it has no snapshot yet. Every subject leaves here on one line (`oneLine`).
 */
export async function composeProposalMail(kind: string, proposal: ProposalRow, env: Bindings, ref = ''): Promise<ProposalMailMessage | null> {
  const spec = proposalMailKinds[kind];
  if (!spec || !proposal.snapshot) return null;
  const snapshot = JSON.parse(proposal.snapshot) as ProposalSnapshot;
  const lang = spec.to === 'client' ? snapshot.client.lang : 'fr';
  const message = await spec.compose({ ...proposal, ref }, snapshot, env, lang);
  return { ...message, subject: oneLine(message.subject) };
}

export type ProposalMailRow = {
  proposal_id: string;
  kind: string;
  /** '' for a kind sent once per proposal; a question's id for its alert and receipt (migrations/0016_outbox_claims.sql). */
  ref: string;
  claimed_at: string | null;
  bounded: number;
  queued_at: string;
  attempts: number;
  next_at: string | null;
  error: string | null;
  sent_at: string | null;
  skipped: string | null;
};

const now = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** A proposal's e-mails, for the staff pages. */
export async function mailOfProposals(db: D1Database, ids: readonly string[]): Promise<ProposalMailRow[]> {
  if (ids.length === 0) return [];
  const { results } = await db
    .prepare(`SELECT * FROM proposal_mail WHERE proposal_id IN (${ids.map(() => '?').join(', ')}) ORDER BY queued_at, kind, ref`)
    .bind(...ids)
    .all<ProposalMailRow>();
  return results;
}

/** The language a sent proposal's client reads. */
const clientLang = (proposal: ProposalRow): Lang => (JSON.parse(proposal.snapshot ?? 'null') as ProposalSnapshot | null)?.client.lang ?? 'fr';

/** Staff's client e-mails stop once the proposal is no longer open (withdrawn, replaced): the link would answer 404. */
const closedFor: Record<string, readonly string[]> = { sent: ['withdrawn', 'replaced'], reminder: ['withdrawn', 'replaced', 'accepted', 'declined'] };

const where = 'proposal_id = ?1 AND kind = ?2 AND ref = ?3';

/**
 * Claims one queued e-mail for this send with one conditional update: true for the one request (or
 * cron) that claimed it; false when it went, was skipped, is given up or another holds it. A claim
 * older than the outbox's lease (a send that never ended) may be taken again.
 */
async function claim(db: D1Database, proposalId: string, kind: string, ref: string): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE proposal_mail SET claimed_at = ${now}
       WHERE ${where} AND sent_at IS NULL AND skipped IS NULL AND attempts < ${outbox.maxAttempts} AND ${claimFreeSql}`,
    )
    .bind(proposalId, kind, ref)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

const skip = (db: D1Database, key: [string, string, string], why: string) =>
  db
    .prepare(`UPDATE proposal_mail SET skipped = ?4, claimed_at = NULL WHERE ${where}`)
    .bind(...key, why)
    .run();

/**
 * Sends one queued e-mail at most once (docs/decisions/0052-proposals.md, addendum): claimed first,
 * then sent by the claimer only, recording success or the error (retried with the outbox's patience).
 * A proposal whose stored snapshot no longer matches its SHA-256 sends nothing but staff's one alert.
 * False when nothing went.
 */
export async function sendProposalMail(env: Bindings, proposalId: string, kind: string, ref = ''): Promise<boolean> {
  const db = env.DB;
  const key: [string, string, string] = [proposalId, kind, ref];
  if (!(await claim(db, ...key))) return false;
  const proposal = await db.prepare('SELECT * FROM proposals WHERE id = ?').bind(proposalId).first<ProposalRow>();
  const closed = proposal && closedFor[kind]?.includes(proposal.status);
  if (!proposal || closed) {
    await skip(db, key, proposal?.status ?? 'erased');
    return false;
  }
  try {
    let message: ProposalMailMessage | null;
    if (kind === alteredKind) message = await alteredAlert(proposal, env);
    else if (proposal.snapshot && !(await snapshotIntact(proposal.snapshot, proposal.snapshot_sha256))) {
      await skip(db, key, 'altered');
      await reportAltered(env, proposalId);
      return false;
    } else message = await composeProposalMail(kind, proposal, env, ref);
    if (!message) throw new Error(`no e-mail of kind ${kind} for this proposal`);
    const spec = proposalMailKinds[kind];
    const to = spec?.to === 'client' ? message.to : env.NOTIFY_TO || site.email;
    if (!isEmailAddress(to)) throw new Error('no plain address to send to');
    if (!env.EMAIL) throw new Error('no EMAIL binding');
    await env.EMAIL.send({
      from: { email: env.NOTIFY_FROM || site.formsSender, name: site.name },
      to,
      // The client answers to the lead's own reply address (docs/decisions/0057-lead-conversation.md).
      replyTo: spec?.to === 'client' ? await replyToFor(env, proposal.submission_id) : undefined,
      headers: spec?.to === 'client' ? siteMailHeaders(env, clientLang(proposal)) : undefined,
      subject: oneLine(message.subject).slice(0, 200),
      text: message.text,
      html: message.html,
    });
    await db
      .prepare(`UPDATE proposal_mail SET sent_at = ${now}, attempts = attempts + 1, error = NULL WHERE ${where}`)
      .bind(...key)
      .run();
    return true;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    console.error(`[proposal ${kind} ${proposalId}] failed`, error);
    await db
      .prepare(`UPDATE proposal_mail SET attempts = attempts + 1, error = ?4, claimed_at = NULL, next_at = ${nextTrySql} WHERE ${where}`)
      .bind(...key, text.slice(0, 500))
      .run()
      .catch(() => undefined);
    return false;
  }
}

/**
 * Staff's one alert that a proposal's stored snapshot no longer matches its SHA-256: queued once per
 * proposal whatever the number of readers (one row, `ref` ''), and sent at once.
 */
export async function reportAltered(env: Bindings, proposalId: string): Promise<void> {
  console.error(`[proposal ${proposalId}] its stored snapshot does not match its SHA-256`);
  const queued = await env.DB.prepare(
    `INSERT INTO proposal_mail (proposal_id, kind, queued_at, next_at) VALUES (?1, ?2, ${now}, ${now}) ON CONFLICT DO NOTHING`,
  )
    .bind(proposalId, alteredKind)
    .run();
  if ((queued.meta.changes ?? 0) > 0) await sendProposalMail(env, proposalId, alteredKind);
}

/**
 * The cron's step: the proposals' e-mails that are due (the last minute left to the request that
 * queued them), fewest attempts first, at most `batch`. Returns how many went out of how many were tried.
 */
export async function sendProposalOutbox(env: Bindings, batch = 20): Promise<{ sent: number; tried: number }> {
  const { results } = await env.DB.prepare(
    `SELECT proposal_id, kind, ref FROM proposal_mail
     WHERE sent_at IS NULL AND skipped IS NULL AND attempts < ?1 AND ${claimFreeSql}
     AND queued_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-60 seconds') AND (next_at IS NULL OR next_at <= ${now})
     ORDER BY attempts, queued_at LIMIT ?2`,
  )
    .bind(outbox.maxAttempts, batch)
    .all<{ proposal_id: string; kind: string; ref: string }>();
  let sent = 0;
  for (const row of results) if (await sendProposalMail(env, row.proposal_id, row.kind, row.ref)) sent += 1;
  return { sent, tried: results.length };
}
