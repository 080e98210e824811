import type { ReactNode } from 'react';
import type { Words } from './section-words';

/** The dashboard's sections: each names its texts, `admin:dashboard.<id>.heading` and `.empty`. */
export type SectionId = 'leads' | 'promise' | 'proposals' | 'deposits' | 'wizard' | 'visitors';

type DashboardSectionProps = {
  words: Words;
  /** The section's name: `<id>-heading` labels it. */
  id: SectionId;
  /** Whether the period has none of its figures: its one sentence is said instead. */
  empty: boolean;
  children: ReactNode;
  /** What follows the figures either way. */
  after?: ReactNode;
};

/** A section of the dashboard: its heading, then its figures or the sentence that says there are none. */
export function DashboardSection({ words: { t }, id, empty, children, after }: DashboardSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-card dashboard-section">
      <h2 id={`${id}-heading`}>{t(`admin:dashboard.${id}.heading`)}</h2>
      {empty ? <p>{t(`admin:dashboard.${id}.empty`)}</p> : children}
      {after}
    </section>
  );
}
