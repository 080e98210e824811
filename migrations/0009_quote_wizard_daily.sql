-- The quote wizard's funnel after consent (docs/decisions/0039-dashboard.md): per UTC day, how many
-- visits reached each step of the wizard and how many sent it. Daily totals only, never a visitor.
CREATE TABLE IF NOT EXISTS quote_wizard_daily (
  day TEXT NOT NULL,
  stage TEXT NOT NULL CHECK (stage IN ('services', 'budget', 'timeline', 'contact', 'sent')),
  visits INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, stage)
);
