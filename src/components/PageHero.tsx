import type { ReactNode } from 'react';

/** The opening block of a screen: its one h1, a lead paragraph and optional calls to action. */
export function PageHero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="page-hero">
      <div className="container">
        <h1>{title}</h1>
        <p className="lead">{lead}</p>
        {children ? <div className="hero-actions">{children}</div> : null}
      </div>
    </section>
  );
}
