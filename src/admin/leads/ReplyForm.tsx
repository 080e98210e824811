import type { T } from '../../i18n';
import type { Lang } from '../../routes';
import { conversationLimits } from '../../conversation/reply-limits';
import { TypedField } from '../shared/fields';

/** What the reply form needs: where it posts, to whom and in which language, its prefilled text or what a refused post kept. */
export type ReplyFormProps = {
  t: T;
  self: string;
  /** The lead's reply address (null: this deployment takes no reply) and the client's address (null: none to write to). */
  replyAddress: string | null;
  to: string | null;
  clientLang: Lang;
  text: string;
  error?: string;
};

/**
 * Staff's reply by e-mail (docs/decisions/0057-lead-conversation.md): a plain form that works without
 * JavaScript, prefilled in the client's language with a greeting and the signature; above it, where
 * the client's answers arrive.
 */
export function ReplyForm({ t, self, replyAddress, to, clientLang, text, error }: ReplyFormProps) {
  return (
    <section aria-labelledby="reply-title" className="admin-card" id="reply">
      <h2 id="reply-title">{t('admin:conversation.reply.heading')}</h2>
      <p className="admin-reply-address">
        {replyAddress ? (
          <>
            {t('admin:conversation.address')} <code>{replyAddress}</code>
          </>
        ) : (
          t('admin:conversation.addressOff')
        )}
      </p>
      {to ? (
        <form method="post" action={`${self}/reply`} noValidate>
          <input type="hidden" name="key" value={crypto.randomUUID()} />
          <TypedField
            control="textarea"
            id="reply-text"
            label={t('admin:conversation.reply.label', { language: t(`admin:conversation.reply.languages.${clientLang}`), to })}
            hint={t('admin:conversation.reply.hint')}
            error={error}
            name="reply"
            rows={10}
            maxLength={conversationLimits.replyChars}
            required
            defaultValue={text}
          />
          <button type="submit" className="btn btn-primary">
            {t('admin:conversation.reply.submit')}
          </button>
        </form>
      ) : (
        <p>{t('admin:conversation.reply.noAddress')}</p>
      )}
    </section>
  );
}
