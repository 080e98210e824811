/**
 * A kind of the proposals' e-mails made of two texts (docs/decisions/0052-proposals.md): who it goes
 * to, and the values of its subject and text, `<texts>Subject` and `<texts>Text`, read from what is
 * stored when it goes. The client's copy goes to the address of the proposal's snapshot, staff's
 * alert to the staff address.
 */
import { dataKey, loadTranslator, type T } from '../i18n';
import { oneLine } from '../text/control-characters';
import type { Lang } from '../languages';
import type { Bindings } from '../env';
import { site } from '../site';
import type { ProposalSnapshot } from '../proposals/snapshot';

/** What a kind needs of its proposal's row (`proposals`), and the question it answers (`ref`). */
export type KindRow = { id: string; number: string | null; decline_reason?: string | null; decline_words?: string | null; ref?: string };
export type KindMail = { to: string; subject: string; text: string };
export type TextsKind = {
  to: 'client' | 'staff';
  compose(row: KindRow, snapshot: ProposalSnapshot, env: Bindings, lang: Lang): Promise<KindMail>;
};

type Said = Record<string, unknown>;

/** Who the client is, for staff, on one line: the company, or the name. */
export const clientOf = (snapshot: ProposalSnapshot) => oneLine(snapshot.client.company || snapshot.client.name);

/** An address of the site from one of its paths, on `SITE_URL`, never the request's host. */
export const absolute = (env: Bindings, path: string) => new URL(path, env.SITE_URL).href;

/** A kind of two texts (`texts`: their key without `Subject` or `Text`, e.g. `proposal:mail.accepted`). */
export const textsKind = (
  to: TextsKind['to'],
  texts: string,
  values: (row: KindRow, snapshot: ProposalSnapshot, env: Bindings, lang: Lang, t: T) => Said | Promise<Said>,
): TextsKind => ({
  to,
  async compose(row, snapshot, env, lang) {
    const t = await loadTranslator(lang);
    const said = await values(row, snapshot, env, lang, t);
    const address = to === 'client' ? snapshot.client.email : env.NOTIFY_TO || site.email;
    return { to: address, subject: t(dataKey(`${texts}Subject`), said), text: t(dataKey(`${texts}Text`), said) };
  },
});
