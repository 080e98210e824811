/**
 * Staff's alert that a sent proposal's stored snapshot no longer matches the SHA-256 taken when it
 * was sent (docs/decisions/0052-proposals.md, addendum): the client's page, its JSON and its e-mails
 * then show nothing of it, and staff are told once, in the company's language, with the proposal's
 * page in the inbox. Facts only: never a figure of the altered text.
 */
import type { Bindings } from '../env';
import { loadTranslators, translator } from '../i18n';
import { adminHref, defaultLang } from '../routes';
import { site } from '../site';
import type { ProposalRow } from './staff-store.server';

/** Its kind among the proposal's e-mails (`proposal_mail`). */
export const alteredKind = 'snapshot-altered-staff';

export async function alteredAlert(proposal: Pick<ProposalRow, 'id' | 'number' | 'snapshot_sha256'>, env: Bindings) {
  await loadTranslators(defaultLang);
  const t = translator(defaultLang);
  const values = {
    number: proposal.number ?? proposal.id,
    hash: proposal.snapshot_sha256 ?? '—',
    url: new URL(adminHref(defaultLang, `proposals/${proposal.id}`), env.SITE_URL).href,
  };
  return { to: env.NOTIFY_TO || site.email, subject: t('proposal:mail.alteredStaffSubject', values), text: t('proposal:mail.alteredStaffText', values) };
}
