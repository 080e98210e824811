import { dataKey, type T } from '../../i18n';
import { History } from './History';
import type { ReactNode } from 'react';
import { adminHref, type Lang } from '../../routes';
import { noteMaxLength, statusesOf } from '../shared/filters';
import type { InboxView } from '../shared/inbox-views';
import type { HistoryRow, LeadRow } from '../shared/lead-queries.server';
import { fieldsInWords, isolated, rowData, personName, when } from '../shared/lead-words.server';
import { FactList, SelectField, TypedField } from '../shared/fields';
import type { FirstReply } from '../shared/first-reply.server';
import type { DeliveryRow } from '../../submissions/index.server';
import { deliveryFacts, questionFacts, replyFacts } from '../shared/ReplyDue';
import { InReview } from './InReview';
import { ReplyForm, type ReplyFormProps } from './ReplyForm';
import type { MessageFileRow, MessageRow } from '../../conversation/messages.server';

export type Outcome = { kind: 'status' | 'note' | 'reply'; text: string } | null;

export type LeadDetailProps = {
  lang: Lang;
  t: T;
  /** The view the row belongs to: its list (the way back), its words, its résumé. */
  view: InboxView;
  lead: LeadRow;
  history: HistoryRow[];
  /** Its first reply (`firstReplyOf`), or null. */
  firstReply: FirstReply;
  /** Since when it waits for a reply (`waitingSinceOf`), or null. */
  waitingSince: string | null;
  /** Its rows of the outbox (`deliveriesOf`), one per channel it was queued on. */
  deliveries: DeliveryRow[];
  /** What the last action did, announced at the top (role=status). */
  outcome: Outcome;
  /** A note that was refused, with its message, kept in the field. */
  noteError?: { message: string; value: string };
  /** The row's résumé, in a view whose rows have one (`RowParts` of `row-parts.ts`). */
  resumeFact?: ReactNode;
  /** The lead's proposals (docs/decisions/0052-proposals.md), in a view whose rows have them. */
  proposals?: ReactNode;
  /** The lead's e-mails and their attachments (docs/decisions/0057-lead-conversation.md). */
  thread: { messages: MessageRow[]; files: MessageFileRow[] };
  /** The reply form's facts, its page and words aside. */
  reply: Omit<ReplyFormProps, 't' | 'self'>;
};

export function LeadDetail(props: LeadDetailProps) {
  const { lang, t, view, lead, history, firstReply, waitingSince, deliveries, outcome, noteError, resumeFact, proposals, thread, reply } = props;
  const bounced = thread.messages.filter((message) => message.kind === 'bounce').at(-1);
  const data = rowData(lead.data);
  const name = personName(lead.form, data);
  const self = adminHref(lang, `${view.items}/${lead.id}`);
  return (
    <div className="admin-page">
      <p>
        <a href={adminHref(lang, view.list)}>← {t(view.words.back)}</a>
      </p>
      {outcome ? (
        <p id="outcome" role="status" tabIndex={-1} className="admin-outcome">
          {outcome.text}
        </p>
      ) : null}
      <h1>{t('admin:detail.heading', { form: t(dataKey(`admin:forms.${lead.form}`)), name: isolated(name) })}</h1>
      <p>
        <span className={`admin-status admin-status-${lead.status}`}>{t('admin:status.current', { status: t(`admin:statuses.${lead.status}`) })}</span>
      </p>
      {lead.held_at && lead.status !== 'spam' ? <InReview t={t} lead={lead} self={self} /> : null}

      <div className="admin-columns">
        <section aria-labelledby="fields-title" className="admin-card">
          <h2 id="fields-title">{t('admin:detail.fields')}</h2>
          <FactList facts={fieldsInWords(lead.form, data, t, lang).map((field) => ({ term: field.label, value: field.value }))} />
          {resumeFact}
        </section>

        <section aria-labelledby="record-title" className="admin-card">
          <h2 id="record-title">{t('admin:detail.record')}</h2>
          <FactList
            facts={[
              { term: t('admin:detail.received'), value: when(lang, lead.created_at) },
              ...replyFacts(lang, t, lead, firstReply),
              ...questionFacts(lang, t, history, waitingSince, undefined, thread.messages),
              { term: t('admin:detail.page'), value: lead.page ?? t('admin:detail.none') },
              { term: t('admin:detail.lang'), value: t(`admin:langs.${lead.lang}`) },
              ...deliveryFacts(lang, t, lead, deliveries),
              ...(bounced ? [{ term: t('admin:list.email'), value: t('admin:conversation.bouncing', { at: when(lang, bounced.at) }) }] : []),
              { term: t('admin:detail.id'), value: <code>{lead.id}</code> },
            ]}
          />
        </section>
      </div>

      <div className="admin-columns">
        <form method="post" action={`${self}/status`} className="admin-card">
          <fieldset>
            <legend>{t(view.words.statusLegend)}</legend>
            <SelectField
              id="status"
              name="status"
              label={t('admin:status.label')}
              value={lead.status}
              options={statusesOf(lead.form).map((status) => ({ value: status, label: t(`admin:statuses.${status}`) }))}
            />
            <button type="submit" className="btn btn-primary">
              {t('admin:status.submit')}
            </button>
          </fieldset>
        </form>

        <form method="post" action={`${self}/notes`} className="admin-card" noValidate>
          <TypedField
            control="textarea"
            id="note"
            label={t('admin:note.label')}
            hint={t('admin:note.hint', { max: noteMaxLength })}
            error={noteError?.message}
            name="note"
            rows={4}
            maxLength={noteMaxLength}
            required
            defaultValue={noteError?.value ?? ''}
          />
          <button type="submit" className="btn btn-primary">
            {t('admin:note.submit')}
          </button>
        </form>
      </div>

      {proposals}

      <History lang={lang} t={t} view={view} lead={lead} history={history} messages={thread.messages} files={thread.files} self={self} />

      <ReplyForm t={t} self={self} {...reply} />
    </div>
  );
}
