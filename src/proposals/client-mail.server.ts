/**
 * The e-mails a client's action triggers (docs/decisions/0052-proposals.md): an acceptance's copies,
 * a question's receipt and alert, a decline's alert, the request for an updated proposal. The copies
 * to the client are bounded like the forms' confirmations (`bounded`: queued by `boundedMailStatement`,
 * client-actions.server.ts); the staff's alerts are not. The proposal outbox of staff's side adds these
 * kinds to its own and sends each queued row with the message `compose` makes (awaited: it reads D1).
 */
import { loadTranslators, translator } from '../i18n';
import type { Lang } from '../languages';
import type { Bindings } from '../env';
import { site } from '../site';
import { montrealDateAndTime, withinBusinessDays } from '../business/format';
import { replyDueAt } from '../business-hours/reply-clock';
import { replyPromise } from '../business/reply-promise';
import { centsInWords } from './amounts';
import type { ProposalFigures } from './document';
import type { ProposalSnapshot } from './snapshot';

/** What a kind needs of its proposal's row (`proposals`). */
export type ClientMailRow = { id: string; number: string | null; decline_reason?: string | null; decline_words?: string | null };
export type ClientMail = { to: string; subject: string; text: string };
export type ClientMailKind = {
  to: 'client' | 'staff';
  bounded: boolean;
  compose(row: ClientMailRow, snapshot: ProposalSnapshot, env: Bindings, lang: Lang): Promise<ClientMail>;
};

const staffAddress = (env: Bindings) => env.NOTIFY_TO || site.email;

async function words(lang: Lang) {
  await loadTranslators(lang);
  return translator(lang);
}

const at = (lang: Lang, iso: string) => {
  const { date, time } = montrealDateAndTime(lang, new Date(iso));
  return `${date}, ${time}`;
};

async function acceptanceOf(env: Bindings, id: string) {
  const row = await env.DB.prepare('SELECT name, at, totals, snapshot_sha256 FROM proposal_acceptances WHERE proposal_id = ?')
    .bind(id)
    .first<{ name: string; at: string; totals: string; snapshot_sha256: string }>();
  if (!row) throw new Error(`proposal ${id} has no acceptance`);
  return { ...row, totals: JSON.parse(row.totals) as ProposalFigures };
}

async function lastQuestion(env: Bindings, id: string) {
  const row = await env.DB.prepare(`SELECT at, detail FROM proposal_history WHERE proposal_id = ? AND kind = 'question' ORDER BY at DESC, id DESC LIMIT 1`)
    .bind(id)
    .first<{ at: string; detail: string }>();
  if (!row) throw new Error(`proposal ${id} has no question`);
  return { at: row.at, text: (JSON.parse(row.detail) as { text: string }).text };
}

const client = (snapshot: ProposalSnapshot) => snapshot.client.company || snapshot.client.name;

export const clientMailKinds = {
  accepted: {
    to: 'client',
    bounded: true,
    async compose(row, snapshot, _env, lang) {
      const [t, acceptance] = await Promise.all([words(lang), acceptanceOf(_env, row.id)]);
      const values = {
        number: row.number,
        name: acceptance.name,
        at: at(lang, acceptance.at),
        total: centsInWords(lang, acceptance.totals.total.totalCents),
        deposit: centsInWords(lang, acceptance.totals.deposit.totalCents),
        hash: acceptance.snapshot_sha256,
        company: site.legalName,
      };
      return { to: snapshot.client.email, subject: t('proposal:mail.acceptedSubject', values), text: t('proposal:mail.acceptedText', values) };
    },
  },
  'accepted-staff': {
    to: 'staff',
    bounded: false,
    async compose(row, snapshot, env, lang) {
      const [t, acceptance] = await Promise.all([words(lang), acceptanceOf(env, row.id)]);
      const values = {
        number: row.number,
        client: client(snapshot),
        name: acceptance.name,
        at: at(lang, acceptance.at),
        total: centsInWords(lang, acceptance.totals.total.totalCents),
        hash: acceptance.snapshot_sha256,
      };
      return { to: staffAddress(env), subject: t('proposal:mail.acceptedStaffSubject', values), text: t('proposal:mail.acceptedStaffText', values) };
    },
  },
  'declined-staff': {
    to: 'staff',
    bounded: false,
    async compose(row, snapshot, env, lang) {
      const t = await words(lang);
      const reason = row.decline_reason ? t(`proposal:decline.reasons.${row.decline_reason as 'price'}`) : '';
      const values = { number: row.number, client: client(snapshot), reason, words: row.decline_words ?? '' };
      return { to: staffAddress(env), subject: t('proposal:mail.declinedStaffSubject', values), text: t('proposal:mail.declinedStaffText', values) };
    },
  },
  'question-staff': {
    to: 'staff',
    bounded: false,
    async compose(row, snapshot, env, lang) {
      const [t, question] = await Promise.all([words(lang), lastQuestion(env, row.id)]);
      // The reply promise's clock starts at the question (docs/decisions/0052-proposals.md).
      const due = at(lang, replyDueAt(Date.parse(question.at)).toISOString());
      const values = { number: row.number, client: client(snapshot), text: question.text, due };
      return { to: staffAddress(env), subject: t('proposal:mail.questionStaffSubject', values), text: t('proposal:mail.questionStaffText', values) };
    },
  },
  'question-receipt': {
    to: 'client',
    bounded: true,
    async compose(row, snapshot, env, lang) {
      const [t, question] = await Promise.all([words(lang), lastQuestion(env, row.id)]);
      const values = {
        number: row.number,
        name: snapshot.client.name,
        text: question.text,
        within: withinBusinessDays(lang, replyPromise.businessDays),
        company: site.legalName,
      };
      return { to: snapshot.client.email, subject: t('proposal:mail.questionReceiptSubject', values), text: t('proposal:mail.questionReceiptText', values) };
    },
  },
  'update-requested-staff': {
    to: 'staff',
    bounded: false,
    async compose(row, snapshot, env, lang) {
      const t = await words(lang);
      const values = { number: row.number, client: client(snapshot) };
      return { to: staffAddress(env), subject: t('proposal:mail.updateStaffSubject', values), text: t('proposal:mail.updateStaffText', values) };
    },
  },
} satisfies Record<string, ClientMailKind>;

/** The kinds sent to the client, which the forms' confirmation bounds limit. */
export const boundedClientKinds = Object.entries(clientMailKinds).flatMap(([kind, entry]) => (entry.bounded ? [kind] : []));
