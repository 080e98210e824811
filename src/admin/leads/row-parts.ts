import type { ReactNode } from 'react';
import type { Filters, Opening } from '../shared/filters';
import type { InboxView } from '../shared/inbox-views';
import type { LeadRow } from '../shared/lead-queries.server';
import type { StaffContext } from '../shared/staff-page.server';

/**
 * What another view's folder adds to the lists and rows made here, handed in by the inbox's
 * mounting (`src/admin/app.server.tsx`), so this folder reaches into no other view's: the
 * applications' counts per opening and résumé, a lead's proposals. A view's declaration says
 * which it shows (`byOpening`, `resume`, the leads' view; docs/decisions/0051-inbox-views.md).
 */
export type RowParts = {
  openingCounts: (db: D1Database, view: InboxView, filters: Pick<Filters, 'status' | 'review'>) => Promise<Record<Opening, number>>;
  /** The résumé's fact on the row's page, its download at `href`. */
  resumeFact: (c: StaffContext, id: string, href: string) => Promise<ReactNode>;
  resumeDownload: (c: StaffContext, id: string) => Promise<Response | null>;
  /** A lead's proposals on its page, or nothing where it has none to show. */
  leadProposals: (c: StaffContext, lead: LeadRow) => Promise<ReactNode>;
};
