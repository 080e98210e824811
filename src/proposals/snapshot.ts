/**
 * What the client is shown, frozen when a proposal is sent (docs/decisions/0052-proposals.md): every
 * word that is the proposal's own (lines, schedule, notes, terms, the request's answers) in both
 * languages, the company's and the client's facts, the number, the dates, the lines and the deposit.
 * The labels of the page ("Total", "GST (5 %)") are the site's texts; the figures are recomputed from
 * the frozen lines by `priceProposal`, so they are the same every time. The stored JSON text is hashed
 * as it is: the certificate's SHA-256 is of exactly those bytes.
 */
import type { Lang } from '../languages';
import type { Bilingual, Deposit, ProposalDraft, ProposalLine } from './document';

/** One answer of the client's request ("You asked us for…"): its question and answer in both languages. */
export type RequestAnswer = { key: string; question: Bilingual; answer: Bilingual };

export type ProposalSnapshot = {
  version: 1;
  number: string;
  revision: number;
  /** The Montréal day it was sent, and its last valid day (YYYY-MM-DD). */
  issuedOn: string;
  validUntil: string;
  company: {
    legalName: string;
    address: string;
    phone: string;
    email: string;
    neq: string;
    gstNumber: string;
    qstNumber: string;
  };
  client: { name: string; company: string; email: string; lang: Lang };
  /** The request it answers, or null when staff started it from nothing (a contact message). */
  request: { form: string; receivedOn: string; answers: RequestAnswer[] } | null;
  lines: ProposalLine[];
  deposit: Deposit;
  paymentDays: number;
  schedule: Bilingual;
  notes: Bilingual;
  terms: Bilingual;
};

export type FreezeContext = Pick<ProposalSnapshot, 'number' | 'revision' | 'issuedOn' | 'validUntil' | 'company' | 'request'>;

/** The snapshot of a draft being sent, as the JSON text stored and hashed. */
export function freezeProposal(draft: ProposalDraft, context: FreezeContext): string {
  const snapshot: ProposalSnapshot = {
    version: 1,
    ...context,
    client: draft.client,
    lines: draft.lines,
    deposit: draft.deposit,
    paymentDays: draft.paymentDays,
    schedule: draft.schedule,
    notes: draft.notes,
    terms: draft.terms,
  };
  return JSON.stringify(snapshot);
}

/** SHA-256 of a text, 64 hexadecimal characters: the snapshot's, a token's. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether a stored snapshot is still the text its SHA-256 was taken of: anything else was altered after the send. */
export async function snapshotIntact(text: string, sha256: string | null): Promise<boolean> {
  return sha256 !== null && (await sha256Hex(text)) === sha256;
}
