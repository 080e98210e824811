/**
 * A sent proposal written straight into D1, as staff's "Send" writes it (docs/decisions/0052-proposals.md):
 * its number, its frozen snapshot and the snapshot's SHA-256, the token's SHA-256, its last valid day,
 * status `sent` and its `sent` e-mail queued. For the client's page before staff's side exists; the
 * browser tests write the same rows into a database of their own (tests/e2e/database-of-its-own.ts).
 */
import { companyFacts } from '../../src/business/company-facts';
import { oneLineAddress } from '../../src/business/format';
import type { ProposalDraft, ProposalLine } from '../../src/proposals/document';
import { freezeProposal, sha256Hex, type FreezeContext } from '../../src/proposals/snapshot';
import { proposalToken } from '../../src/proposals/link.server';

// Not src/proposals/validity.ts: its clock reads the holidays' JSON, which the browser tests' loader
// cannot import. The same day, from Intl: the Montréal day of sending plus the validity.
const montrealDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Montreal', year: 'numeric', month: '2-digit', day: '2-digit' });
const montrealDay = (instant: number) => montrealDays.format(instant);
const lastValidDay = (sentAt: number, days: number) => new Date(Date.parse(`${montrealDay(sentAt)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const line = (id: string, fr: string, en: string, cents: number, extra: Partial<ProposalLine> = {}): ProposalLine => ({
  id,
  source: { kind: 'free' },
  name: { fr, en },
  quantityHundredths: 100,
  unit: 'unit',
  unitPriceCents: cents,
  discountBasisPoints: 0,
  pricing: 'fixed',
  optional: false,
  group: null,
  answers: null,
  ...extra,
});

/** A site at 4,000.00 $ for the web design asked for, a "pick one" care plan (good 300.00 $, better 600.00 $), optional training. */
export const sampleLines: ProposalLine[] = [
  line('site', 'Site vitrine bilingue', 'Bilingual showcase site', 400_000, {
    answers: 'services:conception-web',
    source: { kind: 'service', id: 'conception-web' },
  }),
  line('hours', 'Rédaction de contenu', 'Content writing', 12_000, { unit: 'hour', quantityHundredths: 750, pricing: 'estimate', discountBasisPoints: 1_000 }),
  line('care-basic', 'Entretien essentiel (un an)', 'Essential care (one year)', 30_000, { optional: true, group: 'care', answers: 'plan' }),
  line('care-plus', 'Entretien complet (un an)', 'Full care (one year)', 60_000, { optional: true, group: 'care', answers: 'plan' }),
  line('training', 'Formation de l’équipe', 'Team training', 45_000, { optional: true }),
];

export type ProposalSeed = {
  /** When it was sent (ms); now by default. */
  sentAt?: number;
  validityDays?: number;
  status?: 'sent' | 'accepted' | 'declined' | 'replaced' | 'withdrawn';
  submissionId?: string | null;
  lines?: ProposalLine[];
  lang?: 'fr' | 'en';
  number?: string;
  replacesId?: string | null;
  revision?: number;
  /** The client's address; one of its own per proposal by default. */
  email?: string;
  /** The client's name and company as staff typed them. */
  clientName?: string;
  company?: string;
};

export type SeededProposal = { id: string; token: string; number: string; snapshot: string; snapshotSha256: string; validUntil: string };

let counter = 0;
/** Each file's numbers start at a random place, so the series of its proposals never meet. */
const base = Math.floor(Math.random() * 9000);

/** The rows of a sent proposal: the statements and their bindings, and what a test needs to know of it. */
export async function proposalSeedRows(seed: ProposalSeed = {}): Promise<{ proposal: SeededProposal; statements: { sql: string; binds: unknown[] }[] }> {
  counter += 1;
  const sentAt = seed.sentAt ?? Date.now();
  const validityDays = seed.validityDays ?? 30;
  const id = crypto.randomUUID();
  const year = Number(montrealDay(sentAt).slice(0, 4));
  const seriesNumber = ((base + counter) % 9999) + 1;
  const revision = seed.revision ?? 1;
  const number = seed.number ?? `P-${year}-${String(seriesNumber).padStart(4, '0')}${revision > 1 ? `-R${revision}` : ''}`;
  const draft: ProposalDraft = {
    client: {
      name: seed.clientName ?? 'Marie Tremblay',
      company: seed.company ?? 'Boulangerie Tremblay',
      email: seed.email ?? `marie${counter}@example.com`,
      lang: seed.lang ?? 'fr',
    },
    lines: seed.lines ?? sampleLines,
    deposit: { kind: 'percent', basisPoints: 3_000 },
    paymentDays: 30,
    validityDays,
    schedule: { fr: 'Lancement six semaines après l’acompte.', en: 'Launch six weeks after the deposit.' },
    notes: { fr: 'Les textes sont fournis en français et en anglais.', en: 'Texts are supplied in French and English.' },
    terms: { fr: 'Les conditions d’utilisation du site s’appliquent.', en: 'The site’s terms of use apply.' },
  };
  const validUntil = lastValidDay(sentAt, validityDays);
  const context: FreezeContext = {
    number,
    revision,
    issuedOn: montrealDay(sentAt),
    validUntil,
    company: {
      legalName: companyFacts.legalName,
      address: oneLineAddress(companyFacts.address),
      phone: companyFacts.phone.display,
      email: 'bonjour@example.com',
      neq: companyFacts.neq,
      gstNumber: companyFacts.taxNumbers.gst,
      qstNumber: companyFacts.taxNumbers.qst,
    },
    request: {
      form: 'quote',
      receivedOn: montrealDay(sentAt - 86_400_000),
      answers: [
        { key: 'services:conception-web', question: { fr: 'Services', en: 'Services' }, answer: { fr: 'Conception web', en: 'Web design' } },
        { key: 'plan', question: { fr: 'Forfait mensuel', en: 'Monthly plan' }, answer: { fr: 'Essentiel', en: 'Essential' } },
      ],
    },
  };
  const snapshot = freezeProposal(draft, context);
  // The token the worker derives when no link secret is set, as in every test (its development key).
  const token = await proposalToken({}, id);
  const [snapshotSha256, tokenSha256] = await Promise.all([sha256Hex(snapshot), sha256Hex(token)]);
  const at = new Date(sentAt).toISOString();
  const statements = [
    {
      sql: `INSERT INTO proposals (id, submission_id, series_year, series_number, revision, number, replaces_id, status, draft, snapshot, snapshot_sha256,
              token_sha256, valid_until, created_at, created_by, updated_at, sent_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'agent@example.com', ?, ?)`,
      binds: [
        id,
        seed.submissionId ?? null,
        year,
        seriesNumber,
        revision,
        number,
        seed.replacesId ?? null,
        seed.status ?? 'sent',
        JSON.stringify(draft),
        snapshot,
        snapshotSha256,
        tokenSha256,
        validUntil,
        at,
        at,
        at,
      ],
    },
    { sql: `INSERT INTO proposal_history (proposal_id, at, actor, kind, detail) VALUES (?, ?, 'agent@example.com', 'sent', '{}')`, binds: [id, at] },
    { sql: `INSERT INTO proposal_mail (proposal_id, kind, queued_at, sent_at) VALUES (?, 'sent', ?, ?)`, binds: [id, at, at] },
  ];
  return { proposal: { id, token, number, snapshot, snapshotSha256, validUntil }, statements };
}

/** What `seedProposal` needs of a D1 binding (this module is read by the browser tests too, which know no Workers types). */
type Database<Statement> = { prepare(sql: string): { bind(...values: unknown[]): Statement }; batch(statements: Statement[]): Promise<unknown> };

/** A sent proposal in this D1 (the worker tests' `env.DB`). */
export async function seedProposal<Statement>(db: Database<Statement>, seed: ProposalSeed = {}): Promise<SeededProposal> {
  const { proposal, statements } = await proposalSeedRows(seed);
  await db.batch(statements.map(({ sql, binds }) => db.prepare(sql).bind(...binds)));
  return proposal;
}
