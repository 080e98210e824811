import type { T } from '../../i18n';
import type { Lang } from '../../routes';
import { centsInWords } from '../../proposals/amounts';
import { priceProposal, type ProposalDraft } from '../../proposals/document';
import { FactList } from '../shared/fields';
import { when } from '../shared/lead-words.server';

/** An acceptance's evidence as `proposal_acceptances` keeps it (docs/decisions/0052-proposals.md). */
export type AcceptanceRow = { name: string; at: string; ip: string; user_agent: string; lang: string; chosen: string; snapshot_sha256: string };

function chosenIds(text: string): string[] {
  try {
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
}

/** The acceptance certificate as staff read it: who, when, from where, in which language, what they chose, the total and the hash accepted. */
export function ProposalAcceptance({ lang, t, acceptance, draft }: { lang: Lang; t: T; acceptance: AcceptanceRow; draft: ProposalDraft }) {
  const chosen = chosenIds(acceptance.chosen);
  const options = draft.lines.filter((line) => line.optional && chosen.includes(line.id)).map((line) => line.name[lang]);
  const total = priceProposal(draft, chosen).total.totalCents;
  return (
    <section aria-labelledby="acceptance-title" className="admin-card">
      <h2 id="acceptance-title">{t('admin:proposals.acceptance.heading')}</h2>
      <FactList
        facts={[
          { term: t('admin:proposals.acceptance.name'), value: acceptance.name },
          { term: t('admin:proposals.acceptance.at'), value: when(lang, acceptance.at) },
          {
            term: t('admin:proposals.acceptance.lang'),
            value: acceptance.lang === 'en' || acceptance.lang === 'fr' ? t(`admin:langs.${acceptance.lang}`) : acceptance.lang,
          },
          { term: t('admin:proposals.acceptance.options'), value: options.length ? options.join(', ') : t('admin:detail.none') },
          { term: t('admin:proposals.acceptance.total'), value: centsInWords(lang, total) },
          { term: t('admin:proposals.acceptance.sha256'), value: <code className="admin-hash">{acceptance.snapshot_sha256}</code> },
          { term: t('admin:proposals.acceptance.ip'), value: acceptance.ip },
          { term: t('admin:proposals.acceptance.browser'), value: acceptance.user_agent },
        ]}
      />
    </section>
  );
}
