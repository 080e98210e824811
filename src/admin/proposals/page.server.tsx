import { dataKey, loadTranslators } from '../../i18n';
import { languages } from '../../languages';
import { longDate } from '../../business/format';
import { defaultChoice, priceProposal } from '../../proposals/document';
import { proposalUrl } from '../../proposals/link.server';
import { mailOfProposals } from '../../proposal-mail/queue.server';
import { catalogue, catalogueLine } from '../../proposals/draft-from-lead.server';
import { getProposal, historyOfProposal, readDraft } from '../../proposals/staff-store.server';
import { isLeadId } from '../shared/filters';
import { fieldsInWords, rowData } from '../shared/lead-words.server';
import { formOf } from '../../submissions/forms';
import { catalogueChoices, ProposalPage } from './Page';
import { draftValues, type EditorValues, type FieldError } from './values';
import { notFound, page, type StaffContext } from '../shared/staff-page.server';
import type { AcceptanceRow } from './Acceptance';
import { staffDepositOf } from '../../payments/staff-view.server';
import type { PaymentValues } from './deposit-form';

export type Shown = {
  values?: EditorValues;
  paymentValues?: PaymentValues;
  errors?: Record<string, FieldError>;
  outcome?: { text: string; error?: boolean } | null;
  status?: 200 | 400 | 404 | 409 | 503;
};

/** What the last action did, said again from the stored row (the URL carries no value but its name). */
const doneWords = {
  created: 'admin:proposals.done.created',
  saved: 'admin:proposals.done.saved',
  added: 'admin:proposals.done.added',
  removed: 'admin:proposals.done.removed',
  sent: 'admin:proposals.done.sent',
  withdrawn: 'admin:proposals.done.withdrawn',
  extended: 'admin:proposals.done.extended',
  revised: 'admin:proposals.done.revised',
  recorded: 'admin:proposals.deposit.done',
} as const;

/** A proposal's page (docs/decisions/0052-proposals.md): its editor or its record, its history and e-mails. */
export async function proposalPage(c: StaffContext, id: string, shown: Shown = {}) {
  const db = c.env.DB;
  const row = isLeadId(id) ? await getProposal(db, id) : null;
  if (!row) return notFound(c);
  const lang = c.get('lang');
  const t = c.get('t');
  await loadTranslators(...languages);
  const stored = readDraft(row);
  const values = shown.values ?? draftValues(stored, lang);
  const errors = Object.fromEntries(
    Object.entries(shown.errors ?? {}).map(([name, error]) => [name, t(dataKey(`admin:proposals.errors.${error.key}`), error.values ?? {})]),
  );
  const [history, mail, lead, revises, replacedBy, acceptance, deposit] = await Promise.all([
    historyOfProposal(db, id),
    mailOfProposals(db, [id]),
    row.submission_id ? db.prepare('SELECT form, data FROM submissions WHERE id = ?').bind(row.submission_id).first<{ form: string; data: string }>() : null,
    row.replaces_id ? db.prepare('SELECT id, number FROM proposals WHERE id = ?').bind(row.replaces_id).first<{ id: string; number: string | null }>() : null,
    db.prepare('SELECT id, number FROM proposals WHERE replaces_id = ?').bind(id).first<{ id: string; number: string | null }>(),
    db.prepare('SELECT * FROM proposal_acceptances WHERE proposal_id = ?').bind(id).first<AcceptanceRow>(),
    row.status === 'accepted' ? staffDepositOf(c.env, id, lang) : null,
  ]);
  // The lead's budget, where its form has one (a quote request): the descriptor names the field.
  const budgetField = lead ? formOf(lead.form)?.proposal?.budget : undefined;
  const budget =
    lead && budgetField ? (fieldsInWords(lead.form, rowData(lead.data), t, lang).find((field) => field.name === budgetField)?.value ?? '') : undefined;
  const figures = priceProposal(stored, defaultChoice(stored.lines));
  const link = row.status === 'sent' ? await proposalUrl(c.env, row.id, stored.client.lang) : null;
  const choices = catalogueChoices(t, catalogue, (source) => catalogueLine('l0', source)?.name[lang] ?? source.id);
  const done = c.req.query('done');
  const outcome =
    shown.outcome !== undefined
      ? shown.outcome
      : done && done in doneWords
        ? { text: t(doneWords[done as keyof typeof doneWords], { number: row.number ?? '', date: row.valid_until ? longDate(lang, row.valid_until) : '' }) }
        : null;
  const name = stored.client.name || '—';
  const title = row.number ? t('admin:proposals.detail.heading', { number: row.number, name }) : t('admin:proposals.detail.headingDraft', { name });
  return page(
    c,
    { part: `proposals/${id}`, section: 'proposals', title: outcome ? `${outcome.text} | ${title}` : title, script: row.status === 'draft' },
    <ProposalPage
      lang={lang}
      t={t}
      row={row}
      draft={stored}
      values={values}
      errors={errors}
      figures={figures}
      history={history}
      mail={mail}
      budget={budget}
      catalogue={choices}
      outcome={outcome}
      link={link}
      revises={revises}
      replacedBy={replacedBy}
      acceptance={acceptance}
      deposit={deposit}
      paymentValues={shown.paymentValues ?? {}}
    />,
    shown.status ?? 200,
  );
}
