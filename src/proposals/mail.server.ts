/**
 * A proposal's e-mails (docs/decisions/0052-proposals.md): one `proposal_mail` row per proposal and
 * kind is the queue and the proof it went, sent through the same mail binding as the outbox, retried
 * with its patience and given up as its dead letters (docs/decisions/0047-one-outbox.md). Staff's
 * kinds (`sent`, `reminder`) are composed here; the kinds a client's action triggers come from
 * `client-mail.server.ts`. A staff e-mail is not held back by the strangers' limits; a client's are
 * queued under the confirmations' bounds by the module that queues them.
 */
import type { Bindings } from '../env';
import { longDate } from '../business/format';
import { loadTranslators, translator } from '../i18n';
import type { Lang } from '../languages';
import { site } from '../site';
import { isEmailAddress } from '../text/email-key';
import { isDeadLetter, nextTrySql, outbox } from '../submissions/index.server';
import { controlCharacters } from '../text/control-characters';
import { defaultChoice, priceProposal } from './document';
import type { ProposalSnapshot } from './snapshot';
import type { ProposalRow } from './staff-store.server';
import { centsInWords } from './amounts';
import { proposalUrl } from './link.server';
import { clientMailKinds } from './client-mail.server';
import { replyToFor } from '../conversation/reply-address.server';
import { siteMailHeaders } from '../conversation/site-mail-headers';

export type ProposalMailMessage = { to: string; subject: string; text: string; html?: string };

/** One kind of a proposal's e-mail: to whom, whether the strangers' bounds apply, and its words. */
export type ProposalMailKind = {
  to: 'client' | 'staff';
  bounded: boolean;
  compose(proposal: ProposalRow, snapshot: ProposalSnapshot, env: Bindings, lang: Lang): ProposalMailMessage | Promise<ProposalMailMessage>;
};

/** Control characters become spaces in a header; in a body, line breaks stay. */
const oneLine = (text: string) => text.replace(controlCharacters({ runs: true }), ' ').trim();

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
  return { to: snapshot.client.email.trim(), subject: oneLine(subject), text };
}

/** Every kind of a proposal's e-mail: staff's here, the client's actions' from `client-mail.server.ts`. */
export const proposalMailKinds: Record<string, ProposalMailKind> = {
  sent: { to: 'client', bounded: false, compose: (proposal, snapshot, env, lang) => toClient('sent', proposal, snapshot, env, lang) },
  reminder: { to: 'client', bounded: false, compose: (proposal, snapshot, env, lang) => toClient('reminder', proposal, snapshot, env, lang) },
  ...(clientMailKinds as Record<string, ProposalMailKind>),
};

/** The message of one kind for one proposal, or null when it has no snapshot yet. */
export async function composeProposalMail(kind: string, proposal: ProposalRow, env: Bindings): Promise<ProposalMailMessage | null> {
  const spec = proposalMailKinds[kind];
  if (!spec || !proposal.snapshot) return null;
  const snapshot = JSON.parse(proposal.snapshot) as ProposalSnapshot;
  const lang = spec.to === 'client' ? snapshot.client.lang : 'fr';
  return spec.compose(proposal, snapshot, env, lang);
}

export type ProposalMailRow = {
  proposal_id: string;
  kind: string;
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
    .prepare(`SELECT * FROM proposal_mail WHERE proposal_id IN (${ids.map(() => '?').join(', ')}) ORDER BY queued_at, kind`)
    .bind(...ids)
    .all<ProposalMailRow>();
  return results;
}

/** The language a sent proposal's client reads. */
const clientLang = (proposal: ProposalRow): Lang => (JSON.parse(proposal.snapshot ?? 'null') as ProposalSnapshot | null)?.client.lang ?? 'fr';

/** Staff's client e-mails stop once the proposal is no longer open (withdrawn, replaced): the link would answer 404. */
const closedFor: Record<string, readonly string[]> = { sent: ['withdrawn', 'replaced'], reminder: ['withdrawn', 'replaced', 'accepted', 'declined'] };

/** Sends one queued e-mail, recording success or the error (retried with the outbox's patience); false when nothing went. */
export async function sendProposalMail(env: Bindings, proposalId: string, kind: string): Promise<boolean> {
  const db = env.DB;
  const mail = await db
    .prepare('SELECT * FROM proposal_mail WHERE proposal_id = ? AND kind = ? AND sent_at IS NULL AND skipped IS NULL')
    .bind(proposalId, kind)
    .first<ProposalMailRow>();
  if (!mail || isDeadLetter(mail)) return false;
  const proposal = await db.prepare('SELECT * FROM proposals WHERE id = ?').bind(proposalId).first<ProposalRow>();
  const closed = proposal && closedFor[kind]?.includes(proposal.status);
  if (!proposal || closed) {
    await db
      .prepare('UPDATE proposal_mail SET skipped = ? WHERE proposal_id = ? AND kind = ?')
      .bind(proposal?.status ?? 'erased', proposalId, kind)
      .run();
    return false;
  }
  try {
    const message = await composeProposalMail(kind, proposal, env);
    if (!message) throw new Error(`no e-mail of kind ${kind} for this proposal`);
    const spec = proposalMailKinds[kind];
    const to = spec.to === 'staff' ? env.NOTIFY_TO || site.email : message.to;
    if (!isEmailAddress(to)) throw new Error('no plain address to send to');
    if (!env.EMAIL) throw new Error('no EMAIL binding');
    await env.EMAIL.send({
      from: { email: env.NOTIFY_FROM || site.formsSender, name: site.name },
      to,
      // The client answers to the lead's own reply address (docs/decisions/0057-lead-conversation.md).
      replyTo: spec.to === 'client' ? await replyToFor(env, proposal.submission_id) : undefined,
      headers: spec.to === 'client' ? siteMailHeaders(env, clientLang(proposal)) : undefined,
      subject: message.subject.slice(0, 200),
      text: message.text,
      html: message.html,
    });
    await db
      .prepare(`UPDATE proposal_mail SET sent_at = ${now}, attempts = attempts + 1, error = NULL WHERE proposal_id = ? AND kind = ?`)
      .bind(proposalId, kind)
      .run();
    return true;
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    console.error(`[proposal ${kind} ${proposalId}] failed`, error);
    await db
      .prepare(`UPDATE proposal_mail SET attempts = attempts + 1, error = ?1, next_at = ${nextTrySql} WHERE proposal_id = ?2 AND kind = ?3`)
      .bind(text.slice(0, 500), proposalId, kind)
      .run()
      .catch(() => undefined);
    return false;
  }
}

/**
 * The cron's step: the proposals' e-mails that are due (the last minute left to the request that
 * queued them), fewest attempts first, at most `batch`. Returns how many went out of how many were tried.
 */
export async function sendProposalOutbox(env: Bindings, batch = 20): Promise<{ sent: number; tried: number }> {
  const { results } = await env.DB.prepare(
    `SELECT proposal_id, kind FROM proposal_mail
     WHERE sent_at IS NULL AND skipped IS NULL AND attempts < ?1
     AND queued_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-60 seconds') AND (next_at IS NULL OR next_at <= ${now})
     ORDER BY attempts, queued_at LIMIT ?2`,
  )
    .bind(outbox.maxAttempts, batch)
    .all<{ proposal_id: string; kind: string }>();
  let sent = 0;
  for (const row of results) if (await sendProposalMail(env, row.proposal_id, row.kind)) sent += 1;
  return { sent, tried: results.length };
}
