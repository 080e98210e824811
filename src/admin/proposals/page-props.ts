import type { T } from '../../i18n';
import type { Lang } from '../../routes';
import type { ProposalDraft, ProposalFigures as Figures } from '../../proposals/document';
import type { ProposalMailRow } from '../../proposal-mail/queue.server';
import type { ProposalHistoryRow, ProposalRow } from '../../proposals/staff-store.server';
import type { EditorValues } from './values';
import type { AcceptanceRow } from './Acceptance';
import type { StaffDeposit } from '../../payments/staff-view.server';
import type { PaymentValues } from './deposit-form';

/** What a proposal's page shows (src/admin/proposals/Page.tsx and its two halves, the editor and the sent record). */
export type ProposalPageProps = {
  lang: Lang;
  t: T;
  row: ProposalRow;
  /** The draft shown: the stored one, or what was typed when it was refused. */
  draft: ProposalDraft;
  values: EditorValues;
  /** Refusals by field name, in words. */
  errors: Record<string, string>;
  figures: Figures;
  history: ProposalHistoryRow[];
  mail: ProposalMailRow[];
  /** The lead's budget in words (a quote request), or undefined. */
  budget?: string;
  /** The catalogue entries staff may add, labelled. */
  catalogue: { value: string; label: string }[];
  outcome: { text: string; error?: boolean } | null;
  /** The client's link of a sent proposal. */
  link: string | null;
  /** The number of the proposal this one revises, and of the one that replaced it. */
  /** An accepted proposal's evidence. */
  acceptance: AcceptanceRow | null;
  /** An accepted proposal's deposit (docs/decisions/0055-deposits-and-payments.md), and what was typed in its payment form when it was refused. */
  deposit: StaffDeposit | null;
  paymentValues: PaymentValues;
  revises: { id: string; number: string | null } | null;
  replacedBy: { id: string; number: string | null } | null;
};
