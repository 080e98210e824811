-- First-party analytics after consent (Law 25): daily totals only, never a row about one visitor.
-- Page views: one row per UTC day, page path and language.
CREATE TABLE IF NOT EXISTS page_views_daily (
  day TEXT NOT NULL,
  route TEXT NOT NULL,
  path TEXT NOT NULL,
  lang TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path, lang)
);
-- Core Web Vitals: counts per day, page, language, metric, rating band and histogram bucket
-- [bucket_low, bucket_high) (bucket_high is NULL for the open-ended last bucket), enough for a p75.
CREATE TABLE IF NOT EXISTS web_vitals_daily (
  day TEXT NOT NULL,
  route TEXT NOT NULL,
  path TEXT NOT NULL,
  lang TEXT NOT NULL,
  metric TEXT NOT NULL,
  rating TEXT NOT NULL,
  bucket_low REAL NOT NULL,
  bucket_high REAL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, path, lang, metric, rating, bucket_low)
);
CREATE INDEX IF NOT EXISTS web_vitals_daily_day ON web_vitals_daily (day);
