// A deposit invoice (docs/decisions/0055-deposits-and-payments.md) through Lighthouse's four categories on
// the mobile profile: an accepted proposal, its deposit paid by e-Transfer and its invoice written into
// the bench's local D1 before the server starts, as the payment's batch writes them, then the invoice's
// page in both languages. Like the proposal's, it says `noindex` (a private link): the SEO audits that
// count it against the page are printed by name.
import { importBundled } from '../lib/import-bundled.mjs';
import { executeLocally, lighthouseBothLanguages } from './proposal-page.mjs';

/** Writes an accepted, paid proposal and its invoice into the local D1 at `persist`; returns its token and the invoice's number. */
export async function seedInvoicePage({ root, persist }) {
  const [{ proposalSeedRows }, { priceProposal, freezeInvoice, numberPlaceholder, sha256Hex }] = await Promise.all([
    importBundled('scripts/data/proposal-seed.ts'),
    importBundled('src/proposals/document.ts', 'src/payments/invoice-document.ts', 'src/proposals/snapshot.ts'),
  ]);
  const { proposal, statements } = await proposalSeedRows({ status: 'accepted' });
  const snapshot = JSON.parse(proposal.snapshot);
  const chosen = ['care-basic'];
  const totals = priceProposal(snapshot, chosen);
  const at = new Date().toISOString();
  const day = at.slice(0, 10);
  const number = `F-${day.slice(0, 4)}-0001`;
  const frozen = freezeInvoice({
    version: 1,
    kind: 'invoice',
    issuedOn: day,
    paidOn: day,
    supplier: {
      legalName: snapshot.company.legalName,
      address: snapshot.company.address,
      neq: snapshot.company.neq,
      gstNumber: snapshot.company.gstNumber,
      qstNumber: snapshot.company.qstNumber,
    },
    client: snapshot.client,
    proposal: {
      number: proposal.number,
      acceptedOn: day,
      totalCents: totals.total.totalCents,
      lines: snapshot.lines.filter((line) => !line.optional || chosen.includes(line.id)).map((line) => line.name),
    },
    amount: totals.deposit,
    method: 'e-transfer',
    reference: 'INTERAC-BENCH',
    balanceCents: totals.balanceCents,
    credits: null,
  }).replace(numberPlaceholder, number);
  executeLocally({ root, persist }, [
    ...statements,
    {
      sql: `INSERT INTO proposal_acceptances (proposal_id, name, at, ip, user_agent, lang, chosen, totals, snapshot_sha256) VALUES (?, 'Marie Tremblay', ?, '203.0.113.9', 'bench', 'fr', ?, ?, ?)`,
      binds: [proposal.id, at, JSON.stringify(chosen), JSON.stringify(totals), proposal.snapshotSha256],
    },
    {
      sql: `UPDATE deposits SET state = 'paid', method = 'e-transfer', reference = 'INTERAC-BENCH', paid_on = ?, paid_at = ?, recorded_by = 'bench@example.com' WHERE proposal_id = ?`,
      binds: [day, at, proposal.id],
    },
    {
      sql: `INSERT INTO invoices (id, proposal_id, kind, series_year, series_number, number, issued_at, amount_cents, gst_cents, qst_cents, snapshot, snapshot_sha256, source)
            VALUES (?, ?, 'invoice', ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
      binds: [
        crypto.randomUUID(),
        proposal.id,
        Number(day.slice(0, 4)),
        number,
        at,
        totals.deposit.totalCents,
        totals.deposit.gstCents,
        totals.deposit.qstCents,
        frozen,
        await sha256Hex(frozen),
        `${proposal.id}:deposit`,
      ],
    },
  ]);
  return { token: proposal.token, number };
}

/** Lighthouse's four categories on the invoice in French and in English. */
export async function benchInvoicePage(base, { chromePort, token, number }) {
  const { invoiceHref } = await importBundled('src/routes.ts');
  await lighthouseBothLanguages('A deposit invoice', (lang) => base + invoiceHref(lang, token, number), chromePort);
}
