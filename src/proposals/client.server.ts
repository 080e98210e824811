/**
 * What the client does with a proposal's private page (docs/decisions/0052-proposals.md): the lookup
 * by the link's token, the times it was opened and the language shown, and the client's actions —
 * accept, decline, ask a question, ask for an updated proposal —, each written once whatever the
 * number of posts, limited per client and per network like the forms.
 */
import type { Lang } from '../languages';
import { clientIp, wideNetworkOf } from '../http/client-address';
import { hashIp } from '../http/address-hash';
import { withinRate } from '../http/rate-limit';
import { limits } from '../submissions/limits';
import type { DeclineReason } from './decline-reasons';
import type { AppEnv, Bindings } from '../env';
import { formBodies, postGuard, refuseInWords } from '../http/post-guard';
import { choiceProblem, defaultChoice, type OptionChoice, type ProposalFigures } from './document';
import { sha256Hex, snapshotIntact, type ProposalSnapshot } from './snapshot';
import { isExpired } from './validity';
import { hasLetter, oneLine } from '../text/control-characters';

/** A link's token as `proposalToken` writes it (link.server.ts): 43 base64url characters. Anything else is not looked up. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type ClientProposal = {
  id: string;
  submissionId: string | null;
  status: 'sent' | 'accepted' | 'declined' | 'replaced';
  number: string;
  snapshotText: string;
  snapshot: ProposalSnapshot;
  snapshotSha256: string;
  validUntil: string;
  firstOpenedAt: string | null;
  declineReason: DeclineReason | null;
};

export type Acceptance = { name: string; at: string; lang: Lang; chosen: string[]; totals: ProposalFigures; snapshotSha256: string };

type Row = {
  id: string;
  submission_id: string | null;
  status: string;
  number: string;
  snapshot: string;
  snapshot_sha256: string;
  valid_until: string;
  first_opened_at: string | null;
  decline_reason: DeclineReason | null;
};

/** A sent proposal whose stored snapshot no longer matches its SHA-256: nothing of it is shown (docs/decisions/0052-proposals.md, addendum). */
export class AlteredSnapshot extends Error {
  constructor(readonly proposalId: string) {
    super(`proposal ${proposalId}: its stored snapshot does not match its SHA-256`);
  }
}

/**
 * The proposal a token opens, or null: an unknown, malformed, draft or withdrawn one is no page at
 * all. Its snapshot is checked against its SHA-256 first: an altered one throws `AlteredSnapshot`.
 */
export async function proposalByToken(db: D1Database, token: string): Promise<ClientProposal | null> {
  if (!tokenPattern.test(token)) return null;
  const row = await db
    .prepare(
      `SELECT id, submission_id, status, number, snapshot, snapshot_sha256, valid_until, first_opened_at, decline_reason
       FROM proposals WHERE token_sha256 = ? AND status IN ('sent', 'accepted', 'declined', 'replaced')`,
    )
    .bind(await sha256Hex(token))
    .first<Row>();
  if (!row?.snapshot || !row.number || !row.valid_until) return null;
  if (!(await snapshotIntact(row.snapshot, row.snapshot_sha256))) throw new AlteredSnapshot(row.id);
  return {
    id: row.id,
    submissionId: row.submission_id,
    status: row.status as ClientProposal['status'],
    number: row.number,
    snapshotText: row.snapshot,
    snapshot: JSON.parse(row.snapshot) as ProposalSnapshot,
    snapshotSha256: row.snapshot_sha256,
    validUntil: row.valid_until,
    firstOpenedAt: row.first_opened_at,
    declineReason: row.decline_reason,
  };
}

/** Sent and past its last day: the page says so, and accepting is refused. */
export const expired = (proposal: ClientProposal, now: number) => proposal.status === 'sent' && isExpired(proposal.validUntil, now);

export const iso = (now: number) => new Date(now).toISOString();

export const historyInsert = (db: D1Database, id: string, at: string, kind: string, detail: object) =>
  db.prepare(`INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) VALUES (?, ?, 'client', ?, ?)`).bind(id, at, kind, JSON.stringify(detail));

/**
 * Whether a request is a person opening the page: neither a HEAD request (a link checker) nor a
 * prefetch or prerender the browser made on its own (`Sec-Purpose`, and the older `Purpose` and
 * `X-Moz` headers), which no one has seen.
 */
export function isPersonOpening(request: Request): boolean {
  if (request.method !== 'GET') return false;
  const purpose = [request.headers.get('sec-purpose'), request.headers.get('purpose'), request.headers.get('x-moz')].join(' ');
  return !/prefetch|prerender|preview/i.test(purpose);
}

/**
 * An opening of the page: its first and last times (never the address), `opened` in the history the
 * first time, and `language` when the language shown is not the last one shown (at first, the one
 * the proposal was written for), at most `clientLimits.languageLinesPerHour` an hour per proposal.
 */
export async function recordOpening(db: D1Database, proposal: ClientProposal, lang: Lang, now: number): Promise<void> {
  const at = iso(now);
  const hourAgo = iso(now - 3_600_000);
  const last = await db
    .prepare(`SELECT detail FROM proposal_history WHERE proposal_id = ? AND kind = 'language' ORDER BY at DESC, id DESC LIMIT 1`)
    .bind(proposal.id)
    .first<{ detail: string }>();
  const shown = last ? (JSON.parse(last.detail) as { lang: Lang }).lang : proposal.snapshot.client.lang;
  await db.batch([
    db
      .prepare(
        `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail)
         SELECT ?1, ?2, 'client', 'opened', '{}' WHERE (SELECT first_opened_at FROM proposals WHERE id = ?1) IS NULL`,
      )
      .bind(proposal.id, at),
    db.prepare('UPDATE proposals SET first_opened_at = COALESCE(first_opened_at, ?2), last_opened_at = ?2 WHERE id = ?1').bind(proposal.id, at),
    ...(shown !== lang
      ? [
          db
            .prepare(
              `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) SELECT ?1, ?2, 'client', 'language', ?3
               WHERE (SELECT count(*) FROM proposal_history WHERE proposal_id = ?1 AND kind = 'language' AND at > ?4) < ?5`,
            )
            .bind(proposal.id, at, JSON.stringify({ lang }), hourAgo, clientLimits.languageLinesPerHour),
        ]
      : []),
  ]);
}

/** The newest revision's number of a replaced proposal (its link is only in the e-mail that sent it). */
export async function replacementNumber(db: D1Database, proposal: ClientProposal): Promise<string | null> {
  const row = await db
    .prepare(
      `WITH RECURSIVE chain (id, number, depth) AS (
         SELECT id, number, 1 FROM proposals WHERE replaces_id = ?
         UNION ALL SELECT p.id, p.number, chain.depth + 1 FROM proposals p JOIN chain ON p.replaces_id = chain.id WHERE chain.depth < 50
       ) SELECT number FROM chain WHERE number IS NOT NULL ORDER BY depth DESC LIMIT 1`,
    )
    .bind(proposal.id)
    .first<{ number: string }>();
  return row?.number ?? null;
}

export async function acceptanceOf(db: D1Database, proposalId: string): Promise<Acceptance | null> {
  const row = await db
    .prepare('SELECT name, at, lang, chosen, totals, snapshot_sha256 FROM proposal_acceptances WHERE proposal_id = ?')
    .bind(proposalId)
    .first<{ name: string; at: string; lang: Lang; chosen: string; totals: string; snapshot_sha256: string }>();
  return row
    ? { name: row.name, at: row.at, lang: row.lang, chosen: JSON.parse(row.chosen), totals: JSON.parse(row.totals), snapshotSha256: row.snapshot_sha256 }
    : null;
}

/** The options a post names (`option` fields: checkboxes, and one radio per "pick one" group), in the proposal's order. */
export function chosenOptions(form: FormData | URLSearchParams): string[] {
  return form.getAll('option').map(String);
}

/** The choice shown: the one posted, else the proposal's default. */
export const choiceOrDefault = (proposal: ClientProposal, posted: string[] | null): OptionChoice => posted ?? defaultChoice(proposal.snapshot.lines);

/** Longest name and words the client may type; the most `language` lines an hour in a proposal's history. */
export const clientLimits = { name: limits.name, words: 2000, question: limits.message, languageLinesPerHour: 4 } as const;

/**
 * Counts one action of a client against its own limit, its network's (the forms' network bucket: all
 * posts together) and the proposal's own: whoever holds the link, from however many networks, makes
 * no more actions on one proposal in a window than one address may (each question alerts staff).
 */
export async function withinClientLimits(env: Pick<Bindings, 'DB' | 'IP_HASH_SALT'>, headers: Headers, proposalId: string, now: number): Promise<boolean> {
  const ip = clientIp(headers);
  const [ipHash, networkHash] = await Promise.all([hashIp(env, ip), hashIp(env, wideNetworkOf(ip))]);
  const [client, network, proposal] = await Promise.all([
    withinRate(env.DB, `proposal:${ipHash}`, limits.rate.windowSeconds, limits.rate.max, now),
    withinRate(env.DB, `network:${networkHash}`, limits.networkRate.windowSeconds, limits.networkRate.max, now),
    withinRate(env.DB, `proposal-actions:${proposalId}`, limits.rate.windowSeconds, limits.rate.max, now),
  ]);
  return client && network && proposal;
}

export type AcceptInput = { name: string; agreed: boolean; chosen: string[] };
export type AcceptErrors = Partial<Record<'name' | 'agree' | 'options', 'name' | 'nameLetters' | 'agree' | 'options'>>;
export type ActionRefusal = 'expired' | 'closed' | 'rate';

/**
 * The typed name as it is signed: cleaned as the forms' one-line fields are (invisible formatting and
 * control characters removed, line breaks folded; src/text/control-characters.ts).
 */
export const signedName = (typed: string) => oneLine(typed);

/** Why an acceptance's fields cannot be taken: each error beside its field. A name must keep a letter once cleaned. */
export function acceptErrors(proposal: ClientProposal, input: AcceptInput): AcceptErrors {
  const errors: AcceptErrors = {};
  const name = signedName(input.name);
  if (!name || name.length > clientLimits.name) errors.name = 'name';
  else if (!hasLetter(name)) errors.name = 'nameLetters';
  if (!input.agreed) errors.agree = 'agree';
  if (choiceProblem(proposal.snapshot.lines, input.chosen)) errors.options = 'options';
  return errors;
}

/** A state in which the client can no longer act on the proposal, or null while it is sent and valid. */
export function closedBecause(proposal: ClientProposal, now: number): ActionRefusal | null {
  if (proposal.status !== 'sent') return 'closed';
  return isExpired(proposal.validUntil, now) ? 'expired' : null;
}

/** The POST guard of the client's forms: the site forms' (same origin, a plain form, their size; docs/decisions/0035-one-post-guard.md). */
export const proposalPostGuard = () => postGuard<AppEnv>({ accepts: formBodies, maxBytes: limits.bodyBytes }, refuseInWords);
