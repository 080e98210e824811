import type { Bindings } from '../env';
import { dataKey, loadTranslators, translator } from '../i18n';
import { montrealDateAndTime, number } from '../business/format';
import { adminHref } from '../routes';
import { fileOf, type FileRow } from './files.server';
import { site } from '../site';
import { isEmailAddress } from '../text/email-key';
import { formOf } from './forms';
import { personOf } from './person';
import { controlCharacters, oneLine } from '../text/control-characters';
import type { SubmissionRow } from './storage.server';

/** In the body, line breaks (as \n) and tabs stay; every other control character (ESC, BEL, NUL…) goes. */
const cleanBody = (text: string) => text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(controlCharacters({ keep: '\\n\\t' }), '');

/** The notification of one submission, in French (the company's language), as plain text. */
export function composeNotification(row: SubmissionRow, env: Bindings, file: FileRow | null = null) {
  const descriptor = formOf(row.form);
  if (!descriptor) throw new Error(`no form ${row.form}`);
  const t = translator('fr');
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const lines = descriptor.inWords(data, t, 'fr').map(({ label, value }) => `${label}\u00a0: ${value ?? t('forms:email.none')}`);
  // A file is never attached: its name and size, and where staff download it (docs/decisions/0050-job-applications.md).
  if (file) {
    const url = new URL(adminHref('fr', `leads/${row.id}`), env.SITE_URL).href;
    lines.push('', t('forms:email.fileInInbox', { name: file.name, kilobytes: number('fr', Math.ceil(file.size / 1024)), url }));
  }
  const person = personOf(descriptor, data);
  const name = oneLine(person.name).slice(0, 200);
  const subject = descriptor.subject(data, t);
  const received = montrealDateAndTime('fr', new Date(row.created_at));
  const intro = t('forms:email.intro', { ...received, page: row.page ?? '—', language: t(dataKey(`forms:email.languages.${row.lang}`)), id: row.id });
  return {
    from: { email: env.NOTIFY_FROM || site.formsSender, name: site.name },
    to: env.NOTIFY_TO || site.email,
    // Reply-To only for one plain address: never a list a visitor typed (`a@b,c@evil.example`).
    replyTo: person.email !== undefined && isEmailAddress(person.email) ? { email: person.email, name } : undefined,
    subject: oneLine(subject).slice(0, 200),
    text: cleanBody(`${intro}\n\n${lines.join('\n')}\n`),
  };
}

/** Sends the staff e-mail of one stored lead (its channel of the outbox, `channels.server.ts`); throws when it fails. */
export async function sendNotification(row: SubmissionRow, env: Bindings): Promise<void> {
  if (!env.EMAIL) throw new Error('no EMAIL binding');
  await loadTranslators('fr');
  const file = formOf(row.form)?.file ? await fileOf(env.DB, row.id) : null;
  await env.EMAIL.send(composeNotification(row, env, file));
}
