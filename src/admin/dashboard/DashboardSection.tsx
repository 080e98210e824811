import type { ReactNode } from 'react';

type DashboardSectionProps = {
  /** The section's name: `<id>-heading` labels it. */
  id: string;
  heading: string;
  /** The one sentence said instead of the figures when the period has none; null when it has some. */
  empty: string | null;
  children: ReactNode;
  /** What follows the figures either way. */
  after?: ReactNode;
};

/** A section of the dashboard: its heading, then its figures or the sentence that says there are none. */
export function DashboardSection({ id, heading, empty, children, after }: DashboardSectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className="admin-card dashboard-section">
      <h2 id={`${id}-heading`}>{heading}</h2>
      {empty === null ? children : <p>{empty}</p>}
      {after}
    </section>
  );
}
