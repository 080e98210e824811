import { renderToReadableStream } from 'react-dom/server.edge';
import type { Bindings } from '../env';
import { loadTranslators, translator, type T } from '../i18n';
import { href, type Lang } from '../routes';
import { site } from '../site';
import { palette } from '../styles/palette';
import { isEmailAddress } from '../text/email-key';
import { oneLine } from '../text/control-characters';
import { referenceOf } from './reference';
import { formOf } from './forms';
import { valueByRole } from './person';
import { choicesInWords, formWords, instantInWords } from './form-words.server';
import type { SubmissionRow } from './storage.server';
import { replyToFor } from '../mail/reply-address.server';
import { siteMailHeaders } from '../mail/site-mail-headers';
import { MailDocument, mailText } from '../mail/mail-document';

/**
 * The visitor's confirmation (docs/decisions/0033-confirmation-and-webhook.md): in the language of
 * the page the form was sent from, from the company's sender, Reply-To the lead's reply address. It says what
 * arrived, its reference, the choices in words and what happens next; it never repeats a field the
 * visitor typed (subject, message, project description, company, name), so a form cannot carry
 * someone's text to a stranger's mailbox.
 */
type Confirmation = {
  t: T;
  reference: string;
  heading: string;
  received: string;
  choices: { label: string; value: string }[];
  next: string;
  privacyUrl: string;
};

/** The confirmation's subject, which the staff replies answer (« Re: … », docs/decisions/0057-lead-conversation.md). */
export const confirmationSubject = (t: T, row: Pick<SubmissionRow, 'id' | 'form'>) =>
  t('forms:confirmation.subject', { what: formWords(t, 'forms:confirmation.what', row.form), reference: referenceOf(row.id) });

function contents(row: SubmissionRow, env: Bindings): Confirmation {
  const t = translator(row.lang);
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const reference = referenceOf(row.id);
  return {
    t,
    reference,
    heading: confirmationSubject(t, row),
    received: t('forms:confirmation.received', {
      what: formWords(t, 'forms:confirmation.receivedWhat', row.form),
      date: instantInWords(t, row.lang, row.created_at),
    }),
    choices: choicesInWords(row.form, data, t, row.lang),
    next: formWords(t, 'forms:confirmation.next', row.form),
    privacyUrl: new URL(href('privacy', row.lang as Lang), env.SITE_URL).href,
  };
}

function plainText({ t, reference, received, choices, next, privacyUrl }: Confirmation): string {
  const pair = (label: string, value: string) => t('forms:confirmation.pair', { label, value });
  return [
    t('forms:confirmation.greeting'),
    '',
    received,
    '',
    pair(t('forms:confirmation.referenceLabel'), reference),
    t('forms:confirmation.referenceHint'),
    ...(choices.length ? ['', t('forms:confirmation.choices'), ...choices.map(({ label, value }) => `- ${pair(label, value)}`)] : []),
    '',
    t('forms:confirmation.nextTitle'),
    next,
    '',
    t('forms:confirmation.reachTitle'),
    t('forms:confirmation.phone', { phone: site.phone.display }),
    t('forms:confirmation.email', { email: site.email }),
    '',
    pair(t('forms:confirmation.privacy'), privacyUrl),
    '',
    '-- ',
    site.name,
    t('forms:confirmation.notYou'),
    '',
  ].join('\n');
}

const title = { ...mailText, fontSize: '18px', fontWeight: 700, margin: '24px 0 8px' };

/** The HTML alternative: one centred column, readable on a phone. */
function Html({ lang, mail }: { lang: Lang; mail: Confirmation }) {
  const { t, reference, heading, received, choices, next, privacyUrl } = mail;
  return (
    <MailDocument lang={lang} title={heading} background={palette['surface-alt']} padding={0}>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: palette['surface-alt'] }}>
        <tbody>
          <tr>
            <td align="center" style={{ padding: '24px 12px' }}>
              <table
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                style={{ maxWidth: '600px', background: palette.surface, border: `1px solid ${palette.line}`, borderRadius: '8px' }}
              >
                <tbody>
                  <tr>
                    <td
                      style={{
                        background: palette.brand,
                        color: palette['on-dark'],
                        padding: '16px 24px',
                        fontSize: '18px',
                        fontWeight: 700,
                        borderRadius: '8px 8px 0 0',
                      }}
                    >
                      {site.name}
                    </td>
                  </tr>
                  <tr>
                    <td style={{ padding: '24px' }}>
                      <h1 style={{ ...mailText, fontSize: '22px', fontWeight: 700 }}>{heading}</h1>
                      <p style={mailText}>{t('forms:confirmation.greeting')}</p>
                      <p style={mailText}>{received}</p>
                      <p
                        style={{
                          ...mailText,
                          background: palette['brand-soft'],
                          border: `1px solid ${palette['brand-light']}`,
                          borderRadius: '6px',
                          padding: '12px 16px',
                        }}
                      >
                        {t('forms:confirmation.referenceLabel')}
                        <br />
                        <strong style={{ fontSize: '22px', letterSpacing: '2px', fontFamily: 'Consolas, Menlo, monospace' }}>{reference}</strong>
                        <br />
                        <span style={{ color: palette['ink-muted'], fontSize: '14px' }}>{t('forms:confirmation.referenceHint')}</span>
                      </p>
                      {choices.length ? (
                        <>
                          <h2 style={title}>{t('forms:confirmation.choices')}</h2>
                          <ul style={{ ...mailText, paddingLeft: '20px' }}>
                            {choices.map(({ label, value }) => (
                              <li key={label}>
                                <strong>{label}</strong> — {value}
                              </li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                      <h2 style={title}>{t('forms:confirmation.nextTitle')}</h2>
                      <p style={mailText}>{next}</p>
                      <h2 style={title}>{t('forms:confirmation.reachTitle')}</h2>
                      <p style={mailText}>
                        <a href={`tel:${site.phone.e164}`} style={{ color: palette.brand }}>
                          {t('forms:confirmation.phone', { phone: site.phone.display })}
                        </a>
                        <br />
                        <a href={`mailto:${site.email}`} style={{ color: palette.brand }}>
                          {t('forms:confirmation.email', { email: site.email })}
                        </a>
                      </p>
                      <p style={mailText}>
                        <a href={privacyUrl} style={{ color: palette.brand }}>
                          {t('forms:confirmation.privacy')}
                        </a>
                      </p>
                    </td>
                  </tr>
                  <tr>
                    <td
                      style={{
                        padding: '16px 24px',
                        borderTop: `1px solid ${palette.line}`,
                        color: palette['ink-muted'],
                        fontSize: '13px',
                        lineHeight: '1.5',
                      }}
                    >
                      {t('forms:confirmation.notYou')}
                    </td>
                  </tr>
                </tbody>
              </table>
            </td>
          </tr>
        </tbody>
      </table>
    </MailDocument>
  );
}

/**
 * The message for the send_email binding, or null when the stored address is not one plain address.
 * Its HTML comes from React's one server renderer, read whole (docs/decisions/0040-worker-carries-server-code-only.md).
 */
export async function composeConfirmation(row: SubmissionRow, env: Bindings) {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const address = valueByRole(formOf(row.form), data, 'email');
  if (address === undefined || !isEmailAddress(address)) return null;
  await loadTranslators(row.lang);
  const mail = contents(row, env);
  const stream = await renderToReadableStream(<Html lang={row.lang} mail={mail} />);
  await stream.allReady;
  return {
    from: { email: env.NOTIFY_FROM || site.formsSender, name: site.name },
    to: address.trim(),
    // The lead's own reply address: what the visitor answers comes back to the lead (docs/decisions/0057-lead-conversation.md).
    replyTo: await replyToFor(env, row.id),
    headers: siteMailHeaders(env, row.lang),
    subject: oneLine(mail.heading),
    text: plainText(mail),
    html: await new Response(stream).text(),
  };
}
