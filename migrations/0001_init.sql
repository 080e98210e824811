-- Schema version marker; each later migration adds the tables of its feature.
CREATE TABLE IF NOT EXISTS schema_info (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  created_at TEXT NOT NULL DEFAULT (datetime('now'))
);
INSERT OR IGNORE INTO schema_info (id) VALUES (1);
