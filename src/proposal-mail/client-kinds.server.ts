/**
 * The e-mails a client's action triggers (docs/decisions/0052-proposals.md): an acceptance's copies,
 * a question's receipt and alert, a decline's alert, the request for an updated proposal. The copies
 * to the client are bounded like the forms' confirmations (`boundedClientCopies`, queued by
 * `boundedMailStatement` of src/proposals/client-actions.server.ts); the staff's alerts are not. The
 * queue (`queue.server.ts`) adds these kinds to its own and sends each queued row with the message
 * `compose` makes (awaited: it reads D1).
 */
import type { Lang } from '../languages';
import type { Bindings } from '../env';
import { site } from '../site';
import { montrealDateAndTime, withinBusinessDays } from '../business/format';
import { replyDueAt } from '../business-hours/reply-clock';
import { replyPromise } from '../business/reply-promise';
import { centsInWords } from '../proposals/amounts';
import { payLines } from './deposit-kinds.server';
import type { ProposalFigures } from '../proposals/document';
import { oneLine } from '../text/control-characters';
import { clientOf, textsKind, type KindRow, type TextsKind } from './mail-kind.server';

const at = (lang: Lang, iso: string) => {
  const { date, time } = montrealDateAndTime(lang, new Date(iso));
  return `${date}, ${time}`;
};

async function acceptanceOf(env: Bindings, id: string) {
  const row = await env.DB.prepare('SELECT name, at, totals, snapshot_sha256 FROM proposal_acceptances WHERE proposal_id = ?')
    .bind(id)
    .first<{ name: string; at: string; totals: string; snapshot_sha256: string }>();
  if (!row) throw new Error(`proposal ${id} has no acceptance`);
  return { ...row, name: oneLine(row.name), totals: JSON.parse(row.totals) as ProposalFigures };
}

/** The question a message answers: its own (`ref`, its id in the history's detail), or the last one for a row queued before questions had ids. */
async function questionOf(env: Bindings, row: KindRow) {
  const question = await env.DB.prepare(
    `SELECT at, detail FROM proposal_history WHERE proposal_id = ?1 AND kind = 'question' AND (?2 = '' OR json_extract(detail, '$.ref') = ?2)
     ORDER BY at DESC, id DESC LIMIT 1`,
  )
    .bind(row.id, row.ref ?? '')
    .first<{ at: string; detail: string }>();
  if (!question) throw new Error(`proposal ${row.id} has no question ${row.ref ?? ''}`);
  return { at: question.at, text: (JSON.parse(question.detail) as { text: string }).text };
}

export const clientMailKinds = {
  accepted: textsKind('client', 'proposal:mail.accepted', async (row, _snapshot, env, lang) => {
    const [acceptance, pay] = await Promise.all([acceptanceOf(env, row.id), payLines(env, row.id, row.number ?? '', lang)]);
    return {
      number: row.number,
      name: acceptance.name,
      // How to pay the deposit (docs/decisions/0055-deposits-and-payments.md), after the certificate's lines.
      pay: pay ? `\n\n${pay}` : '',
      at: at(lang, acceptance.at),
      total: centsInWords(lang, acceptance.totals.total.totalCents),
      deposit: centsInWords(lang, acceptance.totals.deposit.totalCents),
      hash: acceptance.snapshot_sha256,
      company: site.legalName,
    };
  }),
  'accepted-staff': textsKind('staff', 'proposal:mail.acceptedStaff', async (row, snapshot, env, lang) => {
    const acceptance = await acceptanceOf(env, row.id);
    return {
      number: row.number,
      client: clientOf(snapshot),
      name: acceptance.name,
      at: at(lang, acceptance.at),
      total: centsInWords(lang, acceptance.totals.total.totalCents),
      hash: acceptance.snapshot_sha256,
    };
  }),
  'declined-staff': textsKind('staff', 'proposal:mail.declinedStaff', (row, snapshot, _env, _lang, t) => ({
    number: row.number,
    client: clientOf(snapshot),
    reason: row.decline_reason ? t(`proposal:decline.reasons.${row.decline_reason as 'price'}`) : '',
    words: row.decline_words ?? '',
  })),
  'question-staff': textsKind('staff', 'proposal:mail.questionStaff', async (row, snapshot, env, lang) => {
    const question = await questionOf(env, row);
    // The reply promise's clock starts at the question (docs/decisions/0052-proposals.md).
    return { number: row.number, client: clientOf(snapshot), text: question.text, due: at(lang, replyDueAt(Date.parse(question.at)).toISOString()) };
  }),
  'question-receipt': textsKind('client', 'proposal:mail.questionReceipt', async (row, snapshot, env, lang) => {
    const question = await questionOf(env, row);
    return {
      number: row.number,
      name: oneLine(snapshot.client.name),
      text: question.text,
      within: withinBusinessDays(lang, replyPromise.businessDays),
      company: site.legalName,
    };
  }),
  'update-requested-staff': textsKind('staff', 'proposal:mail.updateStaff', (row, snapshot) => ({ number: row.number, client: clientOf(snapshot) })),
} satisfies Record<string, TextsKind>;
